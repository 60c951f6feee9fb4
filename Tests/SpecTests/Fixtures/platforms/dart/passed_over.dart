// Shapes met in real Flutter apps: what the Dart reader reads, and what it passes over with a
// note (passed-over) rather than in silence.
import 'package:flutter/material.dart';

class AppMotion {
  AppMotion._();

  static const Duration quick = Duration(milliseconds: 150);
  static const Duration settled = Duration(seconds: 1, milliseconds: -200);
  static const Curve standard = Curves.easeInOutCubic;
  static const Duration later = MotionDurations.medium;
  static const Duration sessionTimeout = Duration(minutes: 30);
  static const String label = 'Fade animation';
}

final pulse = TweenSequence<double>([
  TweenSequenceItem(tween: Tween(begin: 1.0, end: 1.2), weight: 30),
  TweenSequenceItem(tween: Tween(begin: 1.2, end: 1.0), weight: 70),
]);

class _CardState extends State<Card> with SingleTickerProviderStateMixin {
  late final AnimationController _controller = AnimationController(
    vsync: this,
    duration: AppMotion.quick,
  );

  int _daysBetween(DateTime a, DateTime b) => b.difference(a).inDays;

  void refresh() {
    final since = DateTime.now().subtract(const Duration(days: 7));
    final gap = _daysBetween(since, DateTime.now());
  }
}
