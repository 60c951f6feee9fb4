package com.example.design

import androidx.compose.animation.core.AnimationSpec
import androidx.compose.animation.core.CubicBezierEasing
import androidx.compose.animation.core.Spring
import androidx.compose.animation.core.spring
import androidx.compose.animation.core.tween

/** The app's motion: every spec the screens use. */
object Motion {
    /** Durations in milliseconds, named and used by the tweens below. */
    const val QUICK = 120
    const val ENTER = 220
    const val SCALE = 0.97f

    /** An easing alone: a curve with no duration of its own. */
    val Decelerate = CubicBezierEasing(0.05f, 0.7f, 0.1f, 1f)

    /** Positional dampingRatio and stiffness, with a visibility threshold. */
    val Size: FiniteAnimationSpec<IntSize> = spring(1f, Spring.StiffnessMediumLow, IntSize.VisibilityThreshold)

    /** Named arguments over several lines. */
    val Bouncy: AnimationSpec<Float> = spring(
        dampingRatio = Spring.DampingRatioMediumBouncy,
        stiffness = Spring.StiffnessLow,
    )

    /** A tween whose duration and easing are the constants above. */
    val LayerIn: FiniteAnimationSpec<Float> = tween(ENTER, easing = Decelerate)
    val LayerOut = tween<Float>(durationMillis = QUICK, delayMillis = 20, easing = FastOutLinearInEasing)

    /** Material 3's scheme, as the code asks for it. */
    val Spatial = MotionScheme.expressive().fastSpatialSpec<Float>()

    /** A transition built from a spec: not a motion token of its own. */
    val FadeIn: EnterTransition = fadeIn(tween(ENTER))

    /** Android views. */
    val Fling = SpringForce(0f).setStiffness(SpringForce.STIFFNESS_LOW).setDampingRatio(SpringForce.DAMPING_RATIO_NO_BOUNCY)

    /** A motion API that cannot be read as written: said, with its place. */
    val Custom: AnimationSpec<Float> = tween(easing = EaseOutBounce)

    /** kotlin.time durations. */
    val Pause = 300.milliseconds

    fun pressed(scale: Float): AnimationSpec<Float> {
        val local = spring<Float>(dampingRatio = 0.5f)
        return local
    }

    companion object {
        val Companion = spring<Float>(stiffness = Spring.StiffnessHigh)
    }
}

private val TopLevel: AnimationSpec<Float> = spring(dampingRatio = 0.7f, stiffness = 25f, visibilityThreshold = 0.001f)
