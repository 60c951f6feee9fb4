import 'package:flutter/animation.dart';
import 'package:flutter/physics.dart';

abstract class Motion {
  static const Duration quick = Duration(milliseconds: 150);
  static const Curve standard = Cubic(0.2, 0.0, 0.0, 1.0);
  static const Curve late = Interval(0.25, 1.0, curve: Curves.easeOut);
  static const Curve flipped = Curves.easeIn;
  static final SpringDescription sheet = SpringDescription.withDurationAndBounce(
    duration: const Duration(milliseconds: 450),
    bounce: 0.2,
  );
  static const SpringDescription physical = SpringDescription(mass: 1, stiffness: 170, damping: 26);
  static final SpringDescription ratio = SpringDescription.withDampingRatio(mass: 2, stiffness: 300, ratio: 0.7);
}

final pop = TweenSequence<double>([
  TweenSequenceItem(tween: Tween(begin: 1.0, end: 1.2).chain(CurveTween(curve: Curves.easeOut)), weight: 30),
  TweenSequenceItem(tween: ConstantTween(1.2), weight: 20),
  TweenSequenceItem(tween: Tween(begin: 1.2, end: 1.0), weight: 50),
]);
