import 'dart:math';
import 'package:flutter/animation.dart';
import 'package:flutter/physics.dart';

/// The app's motion tokens.
abstract class AppMotion {
  // --- Durations ---
  static const Duration fast = Duration(milliseconds: 200);
  static const Duration modal = Duration(milliseconds: 300);
  static const Duration long = Duration(seconds: 1, milliseconds: 500);

  // --- Curves ---
  static const Curve standard = Curves.easeOut;
  static const Curve modalCurve = Curves.easeOutBack;
  static const Curve stagger = Curves.decelerate;
  static const Curve bounce = Curves.elasticOut;
  static const emphasized = Cubic(0.2, 0.0, 0.0, 1.0);
  static const Curve legacy = const Cubic(0.4, 0.0, 0.2, 1.0);
  static final Curve flipped = new Cubic(0.3, 0.0, 0.8, 0.15);
  static const Curve late = Interval(0.5, 1.0, curve: Curves.easeOut);

  // --- Springs ---
  static final SpringDescription sheet = SpringDescription.withDurationAndBounce(
    duration: const Duration(milliseconds: 280),
    bounce: 0.15,
  );
  static final SpringDescription gentle = SpringDescription.withDampingRatio(mass: 1, stiffness: 200, ratio: 0.8);
  static const SpringDescription physical = SpringDescription(mass: 1, stiffness: 100, damping: 10);
  static final SpringDescription computed = SpringDescription(mass: 1.0, stiffness: 1400.0, damping: _damping(0.9, 1400.0));

  static double _damping(double ratio, double stiffness) {
    return ratio * 2 * sqrt(stiffness);
  }
}

class CardElement extends StatelessWidget {
  static const curve = Curves.ease;

  @override
  Widget build(BuildContext context) {
    final local = Curves.easeIn;
    return Card(child: Text('{ not a brace }'));
  }
}
