// Durations and easings in objects of their own, as Material's token files and many apps keep
// them; the tweens that use them live in another file (MotionTweens.kt).
package com.example.ui.motion

import androidx.compose.animation.core.CubicBezierEasing

object MotionDurations {
    const val Fast = 150
    const val Medium = 200
    const val MediumPlus = 220
}

internal object MotionEasings {
    val Emphasized = CubicBezierEasing(0.2f, 0.0f, 0.0f, 1.0f)
}
