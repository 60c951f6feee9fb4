// Shapes met in public TypeScript and JavaScript motion modules (written here, not copied).
import { Easing, withTiming } from "react-native-reanimated";

// Constants of their own, as several design systems write them: times in seconds.
export const EASE_OUT: [number, number, number, number] = [0.25, 1, 0.5, 1];
export const DURATION_FAST = 0.175;
export const DURATION_SLOW = 0.3;
export const SPRING_STIFFNESS = 300;

// A group of times and curves, one of them named like a spring's setting.
export const motion = {
  instant: "0ms",
  fast: "120ms",
  smooth: "cubic-bezier(0.2, 0, 0, 1)",
  bounce: "cubic-bezier(0.68, -0.55, 0.265, 1.55)",
  motionDelay000: "0",
  later: withTiming(1, { duration: 200 }),
};

export const easeEmphasized = Easing.bezier(0.2, 0, 0, 1);
export const sheetSpring = useSpring({ from: { y: 0 } });
export const retries = 3;
