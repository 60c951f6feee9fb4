// A declaration stub of the part of Motion's API the export uses (Transition options), written
// for motionspec's tests from Motion's documentation of spring and tween transitions, and of
// keyframes (`times`, and `ease` as an array: one easing per segment).
/** Motion's easings: control points, a named curve or a function of the fraction. */
export type Easing =
  | readonly [number, number, number, number]
  | "linear" | "easeIn" | "easeOut" | "easeInOut" | "circIn" | "circOut" | "circInOut"
  | "backIn" | "backOut" | "backInOut" | "anticipate"
  | ((t: number) => number);

export interface Transition {
  type?: "spring" | "tween" | "inertia" | "keyframes";
  duration?: number;
  delay?: number;
  ease?: [number, number, number, number] | readonly number[] | string | ((t: number) => number) | readonly Easing[];
  /** Keyframes' places, each a fraction of the duration from 0 to 1, one per keyframe. */
  times?: readonly number[];
  stiffness?: number;
  damping?: number;
  mass?: number;
  velocity?: number;
  visualDuration?: number;
  bounce?: number;
  restDelta?: number;
  restSpeed?: number;
}
