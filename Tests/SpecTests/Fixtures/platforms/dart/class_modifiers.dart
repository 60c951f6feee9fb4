// Dart 3's class modifiers around motion constants: Flutter's own motion constants are
// written `abstract final class` (material/motion.dart); every other modifier a class may carry.
import 'package:flutter/animation.dart';

abstract final class AppDurations {
  static const Duration short = Duration(milliseconds: 150);
  static const Duration medium = Duration(milliseconds: 300);
  static const Duration none = Duration.zero;
}

final class CardMotion {
  static const Curve enter = Cubic(0.05, 0.7, 0.1, 1.0);
  static const Duration medium = Duration(milliseconds: 250);
}

abstract interface class SheetMotion {
  static const Curve enter = Curves.easeOutCubic;
}

sealed class ToastMotion {
  static const Duration medium = Duration(milliseconds: 200);
}

base class ChipMotion {
  static const Curve enter = Curves.easeIn;
}

abstract base class DialogMotion {
  static const Curve exit = Curves.easeOut;
}

interface class MenuMotion {
  static const Duration medium = Duration(milliseconds: 120);
}

mixin class FadeMotion {
  static const Curve fade = Curves.linear;
}
