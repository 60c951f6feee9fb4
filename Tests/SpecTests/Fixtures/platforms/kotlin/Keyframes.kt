package com.example.motion

// Every shape of Compose keyframes motionspec reads (and two it leaves to the running app).

import androidx.compose.animation.core.*
import androidx.compose.ui.unit.dp

private const val PressDuration = 300
private const val PressPeak = 120
private val PressEasing = CubicBezierEasing(0.2f, 0f, 0f, 1f)

/** A declaration: named by itself; times from the file's constants; an easing of the file's own. */
val pressScale = keyframes<Float> {
    durationMillis = PressDuration
    1f at 0 using PressEasing
    1.2f at PressPeak using FastOutSlowInEasing
    1f at PressDuration
}

@Composable
fun Shapes(transition: Transition<Boolean>) {
    val total = 1200

    // Named by its label; the older `with`; Dp values, negative in brackets; a local constant and
    // whole-number division; its end is not in the spec: the last keyframe held (a note).
    val offset by transition.animateDp(
        transitionSpec = {
            keyframes {
                durationMillis = total
                0.0.dp at 0 with LinearOutSlowInEasing
                (-12).dp at (total / 5) with FastOutLinearInEasing
                8.dp at total * 3 / 4
            }
        },
        label = "card-offset",
    ) { if (it) 0.dp else 0.dp }

    // Named by its `val`; starts at the call's initialValue (no keyframe at 0) and ends at its
    // targetValue (none at durationMillis); waits first.
    val fade by rememberInfiniteTransition().animateFloat(
        initialValue = 0f,
        targetValue = 1f,
        animationSpec = infiniteRepeatable(
            animation = keyframes {
                delayMillis = 100
                durationMillis = AnimationConstants.DefaultDurationMillis - 100
                0.6f at 50 using CubicBezierEasing(0.4f, 0.0f, 0.2f, 1.0f)
            }
        )
    )

    // Chosen as the app runs: left alone, with a note each.
    val chosen by transition.animateFloat(transitionSpec = {
        keyframes {
            durationMillis = 200
            when (targetState) {
                true -> { 1f at 100 }
                false -> { 0f at 100 }
            }
        }
    }) { 1f }
    val spline by transition.animateFloat(transitionSpec = { keyframesWithSpline { durationMillis = 200 } }) { 1f }
}

// A spec written straight into the transition it shapes: named by that function.
@Composable
fun Toast(visible: Boolean) {
    AnimatedVisibility(
        visible = visible,
        enter = fadeIn(animationSpec = keyframes { durationMillis = 240; 0.6f at 80 using LinearOutSlowInEasing }),
    ) { Text("Saved") }
}
