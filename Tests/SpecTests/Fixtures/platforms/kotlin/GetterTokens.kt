// A generated token object in the shape Material 3 writes its motion tokens: numbers without a
// unit (milliseconds by convention, not read as durations) and easings as properties whose getter
// is an expression.
package com.example.design.tokens

import androidx.compose.animation.core.CubicBezierEasing

internal object EasingTokens {
    const val DurationShort2 = 100.0
    const val DurationMedium4 = 400.0
    inline val EasingEnterCubicBezier: CubicBezierEasing
        get() = CubicBezierEasing(0.05f, 0.7f, 0.1f, 1.0f)

    inline val EasingExitCubicBezier: CubicBezierEasing
        get() = CubicBezierEasing(0.3f, 0.0f, 0.8f, 0.15f)

    // A getter with a body is a function: not read.
    val EasingComputed: CubicBezierEasing
        get() {
            return CubicBezierEasing(0.2f, 0.0f, 0.0f, 1.0f)
        }

    val EasingAfterBody: CubicBezierEasing get() = CubicBezierEasing(0.4f, 0.0f, 0.2f, 1.0f)
    val EasingUntyped get() = CubicBezierEasing(0.2f, 0f, 0f, 1f)
}

// An extension property at file scope, named by its last name.
val Float.Companion.DefaultEasing: CubicBezierEasing
    get() = CubicBezierEasing(0.4f, 0.0f, 0.2f, 1.0f)
