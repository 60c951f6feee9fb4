package com.example.ui.motion

import androidx.compose.animation.core.EaseIn
import androidx.compose.animation.core.EaseOut
import androidx.compose.animation.core.tween

object MotionTweens {
    fun enter() = tween<Int>(durationMillis = MotionDurations.MediumPlus, easing = EaseOut)
    fun exit() = tween<Int>(durationMillis = MotionDurations.Medium, easing = EaseIn)
    val quick = tween<Float>(MotionDurations.Fast, easing = MotionEasings.Emphasized)
    val later = tween<Float>(durationMillis = ThemeDurations.Long)
}
