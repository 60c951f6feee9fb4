// MotionTokens.kt — the motion tokens of “Motion tokens” for Jetpack Compose and Android views, written by motionspec export from built-in (motion-tokens.yaml). Do not edit: change the catalogue and export again.
//
// - Compose's spring(dampingRatio, stiffness) fixes the mass at 1 (SpringSimulation in androidx.compose.animation.core); stiffness here is k/m = ω₀², the damping ratio is ζ, so the motion is exactly the token's. Android's SpringForce (androidx.dynamicanimation) takes the same two numbers.
// - Compose stores both as Float (about 7 significant digits).
// - A spring has no duration in Compose; tween(durationMillis) counts whole milliseconds, and CubicBezierEasing / PathInterpolator take the token's control points exactly.
// - Initial velocity is in value units per second in Compose (Animatable.animateTo(initialVelocity)), not relative: multiply a relative velocity by the distance of the move.
// - Compose plays a spring on a whole-millisecond clock (FloatSpringSpec truncates the play time) and ends it at its estimate of when the motion comes within the visibility threshold (0.01 for a Float unless given), then jumps to the target: about 1 % of a unit move, less of a move in pixels. Each token's comment states its playback error.

package motiontokens

import android.view.animation.PathInterpolator
import androidx.compose.animation.core.CubicBezierEasing
import androidx.compose.animation.core.SpringSpec
import androidx.compose.animation.core.TweenSpec
import androidx.compose.animation.core.spring
import androidx.compose.animation.core.tween
import androidx.dynamicanimation.animation.SpringForce
import androidx.compose.animation.core.KeyframesSpec
import androidx.compose.animation.core.LinearEasing
import androidx.compose.animation.core.keyframes

object MotionTokens {
  object Motion {
    // motion.standard — Standard UI transitions — expand and collapse, show and hide, layout changes.
    // Source: motion-tokens.yaml:52: .smooth
    // Physics: spring, damping ratio 1, response 0.5 s (bounce 0), mass 1, stiffness 157.9137, damping 25.1327; within 0.1 % of the end after 0.7348 s
    // Plays in Compose within 0.95 % of the token (whole-millisecond clock; it ends at its estimated duration, 0.01 from the target of a unit move)
    fun <T> standard(visibilityThreshold: T? = null): SpringSpec<T> =
      spring(dampingRatio = 1f, stiffness = 157.91367f, visibilityThreshold = visibilityThreshold)
    fun standardForce(): SpringForce = SpringForce().setDampingRatio(1f).setStiffness(157.91367f)
    // motion.responsive — High-frequency interactive controls — toggles, tabs, checkboxes.
    // Source: motion-tokens.yaml:55: .snappy
    // Physics: spring, damping ratio 0.85, response 0.5 s (bounce 0.15), mass 1, stiffness 157.9137, damping 21.3628; within 0.1 % of the end after 0.6967 s
    // Plays in Compose within 0.6 % of the token (whole-millisecond clock; it ends at its estimated duration, 0.01 from the target of a unit move)
    fun <T> responsive(visibilityThreshold: T? = null): SpringSpec<T> =
      spring(dampingRatio = 0.85f, stiffness = 157.91367f, visibilityThreshold = visibilityThreshold)
    fun responsiveForce(): SpringForce = SpringForce().setDampingRatio(0.85f).setStiffness(157.91367f)
    // motion.playful — Celebratory moments — success states, achievements, onboarding.
    // Source: motion-tokens.yaml:58: .bouncy
    // Physics: spring, damping ratio 0.7, response 0.5 s (bounce 0.3), mass 1, stiffness 157.9137, damping 17.5929; within 0.1 % of the end after 0.8187 s
    // Reduced motion: motion.standard (.smooth)
    // Plays in Compose within 0.38 % of the token (whole-millisecond clock; it ends at its estimated duration, 0.01 from the target of a unit move)
    fun <T> playful(visibilityThreshold: T? = null): SpringSpec<T> =
      spring(dampingRatio = 0.7f, stiffness = 157.91367f, visibilityThreshold = visibilityThreshold)
    fun playfulForce(): SpringForce = SpringForce().setDampingRatio(0.7f).setStiffness(157.91367f)
    // motion.entrance — Views arriving — toasts, sheets, overlays.
    // Source: motion-tokens.yaml:62: .smooth(duration: 0.35)
    // Physics: spring, damping ratio 1, response 0.35 s (bounce 0), mass 1, stiffness 322.2728, damping 35.9039; within 0.1 % of the end after 0.5143 s
    // Reduced motion: easing.fade (.linear(duration: 0.2))
    // Plays in Compose within 0.81 % of the token (whole-millisecond clock; it ends at its estimated duration, 0.01 from the target of a unit move)
    fun <T> entrance(visibilityThreshold: T? = null): SpringSpec<T> =
      spring(dampingRatio = 1f, stiffness = 322.272797f, visibilityThreshold = visibilityThreshold)
    fun entranceForce(): SpringForce = SpringForce().setDampingRatio(1f).setStiffness(322.272797f)
    // motion.exit — Views leaving — quicker than they arrived, to clear the screen.
    // Source: motion-tokens.yaml:69: .smooth(duration: 0.2)
    // Physics: spring, damping ratio 1, response 0.2 s (bounce 0), mass 1, stiffness 986.9604, damping 62.8319; within 0.1 % of the end after 0.2939 s
    // Reduced motion: easing.fade (.linear(duration: 0.2))
    // Plays in Compose within 0.86 % of the token (whole-millisecond clock; it ends at its estimated duration, 0.01 from the target of a unit move)
    fun <T> exit(visibilityThreshold: T? = null): SpringSpec<T> =
      spring(dampingRatio = 1f, stiffness = 986.96044f, visibilityThreshold = visibilityThreshold)
    fun exitForce(): SpringForce = SpringForce().setDampingRatio(1f).setStiffness(986.96044f)
    // motion.heavy — Heavy elements — bottom sheets, modals, large panels.
    // Source: motion-tokens.yaml:73: .spring(duration: 0.55, bounce: 0.18)
    // Physics: spring, damping ratio 0.82, response 0.55 s (bounce 0.18), mass 1, stiffness 130.5072, damping 18.7353; within 0.1 % of the end after 0.7548 s
    // Reduced motion: easing.fade (.linear(duration: 0.2))
    // Plays in Compose within 0.8 % of the token (whole-millisecond clock; it ends at its estimated duration, 0.01 from the target of a unit move)
    fun <T> heavy(visibilityThreshold: T? = null): SpringSpec<T> =
      spring(dampingRatio = 0.82f, stiffness = 130.507166f, visibilityThreshold = visibilityThreshold)
    fun heavyForce(): SpringForce = SpringForce().setDampingRatio(0.82f).setStiffness(130.507166f)
    // motion.light — Lightweight elements — tooltips, small popovers.
    // Source: motion-tokens.yaml:80: .spring(duration: 0.25, bounce: 0)
    // Physics: spring, damping ratio 1, response 0.25 s (bounce 0), mass 1, stiffness 631.6547, damping 50.2655; within 0.1 % of the end after 0.3674 s
    // Plays in Compose within 0.95 % of the token (whole-millisecond clock; it ends at its estimated duration, 0.01 from the target of a unit move)
    fun <T> light(visibilityThreshold: T? = null): SpringSpec<T> =
      spring(dampingRatio = 1f, stiffness = 631.654682f, visibilityThreshold = visibilityThreshold)
    fun lightForce(): SpringForce = SpringForce().setDampingRatio(1f).setStiffness(631.654682f)
  }

  object Components {
    // components.tapFeedback — Button press feedback — immediate, with no visible wiggle.
    // Source: motion-tokens.yaml:86: .spring(response: 0.2, dampingFraction: 0.8)
    // Physics: spring, damping ratio 0.8, response 0.2 s (bounce 0.2), mass 1, stiffness 986.9604, damping 50.2655; within 0.1 % of the end after 0.2697 s
    // Reduced motion: none (no animation: the end state at once)
    // Plays in Compose within 0.72 % of the token (whole-millisecond clock; it ends at its estimated duration, 0.01 from the target of a unit move)
    fun <T> tapFeedback(visibilityThreshold: T? = null): SpringSpec<T> =
      spring(dampingRatio = 0.8f, stiffness = 986.96044f, visibilityThreshold = visibilityThreshold)
    fun tapFeedbackForce(): SpringForce = SpringForce().setDampingRatio(0.8f).setStiffness(986.96044f)
    // components.pullToRefresh — Pull-to-refresh — springy feedback as the content settles back.
    // Source: motion-tokens.yaml:90: .spring(response: 0.4, dampingFraction: 0.7)
    // Physics: spring, damping ratio 0.7, response 0.4 s (bounce 0.3), mass 1, stiffness 246.7401, damping 21.9911; within 0.1 % of the end after 0.655 s
    // Reduced motion: .spring(response: 0.4, dampingFraction: 1)
    // Plays in Compose within 0.48 % of the token (whole-millisecond clock; it ends at its estimated duration, 0.01 from the target of a unit move)
    fun <T> pullToRefresh(visibilityThreshold: T? = null): SpringSpec<T> =
      spring(dampingRatio = 0.7f, stiffness = 246.74011f, visibilityThreshold = visibilityThreshold)
    fun pullToRefreshForce(): SpringForce = SpringForce().setDampingRatio(0.7f).setStiffness(246.74011f)
    // components.largeModal — Large modal — deliberate, barely bounces.
    // Source: motion-tokens.yaml:94: .spring(response: 0.6, dampingFraction: 0.9)
    // Physics: spring, damping ratio 0.9, response 0.6 s (bounce 0.1), mass 1, stiffness 109.6623, damping 18.8496; within 0.1 % of the end after 0.7999 s
    // Reduced motion: easing.fade (.linear(duration: 0.2))
    // Plays in Compose within 0.27 % of the token (whole-millisecond clock; it ends at its estimated duration, 0.01 from the target of a unit move)
    fun <T> largeModal(visibilityThreshold: T? = null): SpringSpec<T> =
      spring(dampingRatio = 0.9f, stiffness = 109.662271f, visibilityThreshold = visibilityThreshold)
    fun largeModalForce(): SpringForce = SpringForce().setDampingRatio(0.9f).setStiffness(109.662271f)
    // components.playfulElement — Playful element — a visible bounce.
    // Source: motion-tokens.yaml:101: .spring(response: 0.5, dampingFraction: 0.6)
    // Physics: spring, damping ratio 0.6, response 0.5 s (bounce 0.4), mass 1, stiffness 157.9137, damping 15.0796; within 0.1 % of the end after 0.809 s
    // Reduced motion: motion.standard (.smooth)
    // Plays in Compose within 0.86 % of the token (whole-millisecond clock; it ends at its estimated duration, 0.01 from the target of a unit move)
    fun <T> playfulElement(visibilityThreshold: T? = null): SpringSpec<T> =
      spring(dampingRatio = 0.6f, stiffness = 157.91367f, visibilityThreshold = visibilityThreshold)
    fun playfulElementForce(): SpringForce = SpringForce().setDampingRatio(0.6f).setStiffness(157.91367f)
    // components.slideUpSheet — Slide-up sheet — quick ascent, barely perceptible settle.
    // Source: motion-tokens.yaml:105: .interpolatingSpring(stiffness: 200, damping: 22)
    // Physics: spring, damping ratio 0.7778, response 0.4443 s (bounce 0.2222), mass 1, stiffness 200, damping 22; within 0.1 % of the end after 0.5851 s
    // Reduced motion: easing.fade (.linear(duration: 0.2))
    // Plays in Compose within 0.93 % of the token (whole-millisecond clock; it ends at its estimated duration, 0.01 from the target of a unit move)
    fun <T> slideUpSheet(visibilityThreshold: T? = null): SpringSpec<T> =
      spring(dampingRatio = 0.777817459f, stiffness = 200f, visibilityThreshold = visibilityThreshold)
    fun slideUpSheetForce(): SpringForce = SpringForce().setDampingRatio(0.777817459f).setStiffness(200f)
  }

  object Gestures {
    // gestures.cardRelease — A dragged card returning on release, carrying the drag's velocity.
    // Source: motion-tokens.yaml:112: .spring(response: 0.4, dampingFraction: 0.75)
    // Physics: spring, damping ratio 0.75, response 0.4 s (bounce 0.25), mass 1, stiffness 246.7401, damping 23.5619; within 0.1 % of the end after 0.5092 s
    // Reduced motion: .spring(response: 0.4, dampingFraction: 1)
    // Plays in Compose within 0.8 % of the token (whole-millisecond clock; it ends at its estimated duration, 0.01 from the target of a unit move)
    fun <T> cardRelease(visibilityThreshold: T? = null): SpringSpec<T> =
      spring(dampingRatio = 0.75f, stiffness = 246.74011f, visibilityThreshold = visibilityThreshold)
    fun cardReleaseForce(): SpringForce = SpringForce().setDampingRatio(0.75f).setStiffness(246.74011f)
    // gestures.dismissSwipe — A swiped-away view leaving the screen in the direction it was thrown.
    // Source: motion-tokens.yaml:119: .spring(duration: 0.3, bounce: 0)
    // Physics: spring, damping ratio 1, response 0.3 s (bounce 0), mass 1, stiffness 438.6491, damping 41.8879; within 0.1 % of the end after 0.4409 s
    // Reduced motion: easing.fade (.linear(duration: 0.2))
    // Plays in Compose within 1.01 % of the token (whole-millisecond clock; it ends at its estimated duration, 0.01 from the target of a unit move)
    fun <T> dismissSwipe(visibilityThreshold: T? = null): SpringSpec<T> =
      spring(dampingRatio = 1f, stiffness = 438.649084f, visibilityThreshold = visibilityThreshold)
    fun dismissSwipeForce(): SpringForce = SpringForce().setDampingRatio(1f).setStiffness(438.649084f)
  }

  object Easing {
    // easing.fade — Opacity and progress — constant speed, not for movement.
    // Source: motion-tokens.yaml:126: .linear(duration: 0.2)
    // Physics: cubic-bezier(0, 0, 1, 1) over 0.2 s
    fun <T> fade(): TweenSpec<T> =
      tween(durationMillis = 200, delayMillis = 0, easing = CubicBezierEasing(0f, 0f, 1f, 1f))
    fun fadeInterpolator(): PathInterpolator = PathInterpolator(0f, 0f, 1f, 1f)
    const val fadeDurationMillis = 200L
    // easing.easeIn — Accelerates from rest; for views leaving the screen.
    // Source: motion-tokens.yaml:129: .easeIn
    // Physics: cubic-bezier(0.42, 0, 1, 1) over 0.35 s
    fun <T> easeIn(): TweenSpec<T> =
      tween(durationMillis = 350, delayMillis = 0, easing = CubicBezierEasing(0.42f, 0f, 1f, 1f))
    fun easeInInterpolator(): PathInterpolator = PathInterpolator(0.42f, 0f, 1f, 1f)
    const val easeInDurationMillis = 350L
    // easing.easeOut — Starts at speed, decelerates to rest; for views arriving.
    // Source: motion-tokens.yaml:132: .easeOut
    // Physics: cubic-bezier(0, 0, 0.58, 1) over 0.35 s
    fun <T> easeOut(): TweenSpec<T> =
      tween(durationMillis = 350, delayMillis = 0, easing = CubicBezierEasing(0f, 0f, 0.58f, 1f))
    fun easeOutInterpolator(): PathInterpolator = PathInterpolator(0f, 0f, 0.58f, 1f)
    const val easeOutDurationMillis = 350L
    // easing.easeInOut — Accelerates, then decelerates; starts and ends at rest.
    // Source: motion-tokens.yaml:135: .easeInOut
    // Physics: cubic-bezier(0.42, 0, 0.58, 1) over 0.35 s
    fun <T> easeInOut(): TweenSpec<T> =
      tween(durationMillis = 350, delayMillis = 0, easing = CubicBezierEasing(0.42f, 0f, 0.58f, 1f))
    fun easeInOutInterpolator(): PathInterpolator = PathInterpolator(0.42f, 0f, 0.58f, 1f)
    const val easeInOutDurationMillis = 350L
    // easing.caDefault — Core Animation's default timing function.
    // Source: motion-tokens.yaml:138: .timingCurve(0.25, 0.1, 0.25, 1)
    // Physics: cubic-bezier(0.25, 0.1, 0.25, 1) over 0.35 s
    fun <T> caDefault(): TweenSpec<T> =
      tween(durationMillis = 350, delayMillis = 0, easing = CubicBezierEasing(0.25f, 0.1f, 0.25f, 1f))
    fun caDefaultInterpolator(): PathInterpolator = PathInterpolator(0.25f, 0.1f, 0.25f, 1f)
    const val caDefaultDurationMillis = 350L
  }
}

// The catalogue's sequences: a keyframes spec per track (position in dp, rotation in degrees),
// e.g. animate a Float with Animatable(…).animateTo(target, MotionSequences.SheetPresent.position).
// Springs are cubic keyframes within 0.5 % of each track's move.
object MotionSequences {

  /** sheet.present: A sheet rises past its rest, then settles on it — the rise is cut short and hands its speed on. */
  object SheetPresent {
    /** From 120; 1265 ms. */
    val position: KeyframesSpec<Float> = keyframes {
      durationMillis = 1265
      120f at 0 using CubicBezierEasing(0.33333f, 0f, 0.66667f, 0.46374f)
      98.69667f at 55 using CubicBezierEasing(0.33333f, 0.31305f, 0.66667f, 0.67487f)
      62.20344f at 110 using CubicBezierEasing(0.33333f, 0.45128f, 0.66667f, 0.79195f)
      9.61946f at 220 using CubicBezierEasing(0.33333f, 0.84635f, 0.66667f, 0.99895f)
      -5.77435f at 351 using CubicBezierEasing(0.33333f, -0.00473f, 0.66667f, 0.61756f)
      -2.39416f at 481 using CubicBezierEasing(0.33333f, 0.98582f, 0.66667f, 1.03846f)
      0.23859f at 742 using CubicBezierEasing(0.33333f, 0.84599f, 0.66667f, 1.02256f)
      -0.0011f at 1265
    }
    /** From 0; 150 ms. */
    val opacity: KeyframesSpec<Float> = keyframes {
      durationMillis = 150
      0f at 0 using CubicBezierEasing(0f, 0f, 0.58f, 1f)
      1f at 150
    }
  }

  /** list.reveal: List rows rise and fade in, one after another. */
  object ListReveal {
    /** From 16; 600 ms. */
    val position: KeyframesSpec<Float> = keyframes {
      durationMillis = 600
      16f at 0 using CubicBezierEasing(0.33333f, 0f, 0.66667f, 0.47594f)
      13.60587f at 38 using CubicBezierEasing(0.33333f, 0.31828f, 0.66667f, 0.67669f)
      9.76762f at 75 using CubicBezierEasing(0.33333f, 0.43609f, 0.66667f, 0.77308f)
      3.99954f at 150 using CubicBezierEasing(0.33333f, 0.7413f, 0.66667f, 0.89964f)
      0.46816f at 300 using CubicBezierEasing(0.33333f, 0.83764f, 0.66667f, 0.91495f)
      0.04505f at 450 using CubicBezierEasing(0.33333f, 0.87558f, 0.66667f, 0.92097f)
      0.00395f at 600
    }
    /** From 0; 200 ms. */
    val opacity: KeyframesSpec<Float> = keyframes {
      durationMillis = 200
      0f at 0 using CubicBezierEasing(0f, 0f, 1f, 1f)
      1f at 200
    }
    /** The stagger: 6 elements, each 40 ms after the one before (forward). */
    const val count: Int = 6
    fun delayMillis(index: Int): Int = (index) * 40
  }
}
