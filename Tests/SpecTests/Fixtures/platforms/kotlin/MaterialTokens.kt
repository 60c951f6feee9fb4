package com.example.tokens

// Material's springs as number pairs: a damping ratio and a stiffness per spec.
internal object ExpressiveMotionTokens {
    val SpringFastSpatialDamping = 0.6f
    val SpringFastSpatialStiffness = 800.0f
    val SpringSlowEffectsDamping = 1.0f
    val SpringSlowEffectsStiffness = 800.0f
    // A damping coefficient (above 2) with its stiffness.
    const val SheetDamping = 31.2f
    const val SheetStiffness = 380f
    // Alone, a number is the app's own.
    const val SpringLonelyStiffness = 100f
}

@Retention(AnnotationRetention.BINARY)
annotation class Experimental

fun rememberSheet(
    animationSpec: AnimationSpec<Float> = spring(stiffness = Spring.StiffnessLow),
): SheetState {
    val local = spring<Float>(stiffness = 800f)
    return SheetState(animationSpec)
}

class SheetState(
    private val animationSpec: AnimationSpec<Float> = spring(),
) {
    val settle: AnimationSpec<Float> = spring(dampingRatio = Spring.DampingRatioNoBouncy)
}
