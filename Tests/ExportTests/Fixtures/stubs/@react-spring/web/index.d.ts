// A declaration stub of react-spring's SpringConfig, written for motionspec's tests from
// react-spring's documentation of the config object.
export interface SpringConfig {
  mass?: number;
  tension?: number;
  friction?: number;
  velocity?: number | number[];
  precision?: number;
  duration?: number;
  easing?: (t: number) => number;
  clamp?: boolean;
}
