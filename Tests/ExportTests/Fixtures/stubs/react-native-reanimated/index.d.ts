// A declaration stub of the part of React Native Reanimated's API the export uses, written for
// motionspec's tests from Reanimated's documentation of withSpring, withTiming and Easing.
export type EasingFunction = (t: number) => number;
export interface EasingFunctionFactory {
  factory: () => EasingFunction;
}
export interface WithSpringConfig {
  mass?: number;
  stiffness?: number;
  damping?: number;
  velocity?: number;
  overshootClamping?: boolean;
  duration?: number;
  dampingRatio?: number;
  restDisplacementThreshold?: number;
  restSpeedThreshold?: number;
}
export interface WithTimingConfig {
  duration?: number;
  easing?: EasingFunction | EasingFunctionFactory;
}
export declare const Easing: {
  bezier(x1: number, y1: number, x2: number, y2: number): EasingFunctionFactory;
  linear: EasingFunction;
};
