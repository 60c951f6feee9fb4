// A declaration stub of the part of Motion's API the export uses (Transition options), written
// for motionspec's tests from Motion's documentation of spring and tween transitions.
export interface Transition {
  type?: "spring" | "tween" | "inertia" | "keyframes";
  duration?: number;
  delay?: number;
  ease?: [number, number, number, number] | readonly number[] | string | ((t: number) => number);
  stiffness?: number;
  damping?: number;
  mass?: number;
  velocity?: number;
  visualDuration?: number;
  bounce?: number;
  restDelta?: number;
  restSpeed?: number;
}
