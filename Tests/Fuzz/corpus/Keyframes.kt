package fuzz.seed

import androidx.compose.animation.core.*

private const val Total = 400
private val Emphasized = CubicBezierEasing(0.2f, 0f, 0f, 1f)

object Motion {
    val press = spring<Float>(dampingRatio = Spring.DampingRatioMediumBouncy, stiffness = Spring.StiffnessLow)
    val fade = tween<Float>(durationMillis = 150, delayMillis = 20, easing = FastOutSlowInEasing)
    val sheet = spring<Float>(dampingRatio = 0.85f, stiffness = 380f)
}

val pulse = keyframes<Float> {
    durationMillis = Total
    delayMillis = 40
    1f at 0 using Emphasized
    1.2f at Total / 2 using LinearEasing
    (-0.5f) at 300
    1f at Total
}

val nudge = keyframesWithSpline<Float> {
    durationMillis = 600
    0f at 0
    12f at 200
    0f at 600
}
