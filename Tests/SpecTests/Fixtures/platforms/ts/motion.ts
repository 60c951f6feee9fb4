import type { Transition, Variants } from "framer-motion";
import { tokens } from "./tokens";

// Colours and sizes: silent.
export const colors = { paper: "#F5EFE3", ink: "#1C1917" } as const;
export const radius = { card: 24, pill: 999 } as const;

// Durations for Motion, in seconds (every value is 10 or less).
export const durations = {
  fast: 0.15,
  slow: 0.42,
} as const;

// Durations in milliseconds (Reanimated, CSS).
export const timing = { quick: 120, panel: 320 } as const;

// Easings: arrays of four numbers, and CSS strings.
export const easings = {
  outExpo: [0.16, 1, 0.3, 1] as const,
  standard: [0.4, 0, 0.2, 1] as [number, number, number, number],
  hover: "cubic-bezier(0.23,1,0.32,1)",
} as const satisfies Record<string, Transition["ease"]>;

// Springs: Motion's, Reanimated's and react-spring's configs.
export const springs = {
  soft: { type: "spring", stiffness: 240, damping: 28, mass: 0.9 } as Transition,
  press: { damping: 22, stiffness: 320, mass: 0.9 } satisfies WithSpringConfig,
  wobbly: { tension: 180, friction: 12 },
  delayed: { delay: 0.5, type: "spring", stiffness: 400, damping: 40 },
  // A value from another module cannot be read: said, with its place.
  shared: { damping: tokens.spring.damping, stiffness: 200 },
} satisfies Record<string, Transition>;

// A variant whose transition names this module's own values.
export const fadeUp: Variants = {
  hidden: { opacity: 0, y: 12 },
  visible: { opacity: 1, y: 0, transition: { duration: durations.slow, ease: easings.outExpo } },
};

export function useSpring() {
  const local = { type: "spring", stiffness: 100, damping: 10 };
  return local;
}

// CSS strings in template literals (multi-line linear() springs); one that interpolates is not a constant.
export const cssEasings = {
  spring: `linear(
    0, 0.36 12%, 0.97 25%,
    1.13 33%, 1.09 45%, 0.99 60%, 1
  )`,
  computed: `linear(0, ${tokens.spring.mid} 50%, 1)`,
};

export default {
  sheet: { type: "spring", visualDuration: 0.4, bounce: 0.2 },
};
