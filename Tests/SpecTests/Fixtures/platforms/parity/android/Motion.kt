package com.example.app

object Motion {
    // Sheets and large panels: 0.1 more damped than iOS.
    val Sheet = spring<Float>(dampingRatio = 0.9f, stiffness = 200f)
    // Toggles and small controls.
    val Toggle = spring<Float>(dampingRatio = 1f, stiffness = 1600f)
}
