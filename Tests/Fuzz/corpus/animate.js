import { animate } from "motion";

export const motion = {
  standard: { duration: 0.3, ease: [0.2, 0, 0, 1] },
  bouncy: { type: "spring", stiffness: 300, damping: 12, mass: 1.5 },
};

export async function enter(scope) {
  await animate(scope.current, { scale: [1, 1.08, 1], x: ["0px", "12px", "0px"] }, { duration: 0.4, delay: 0.1 });
  animate(".dot", { opacity: [0, 1, 1, 0] }, { duration: 1.2, times: [0, 0.2, 0.8, 1], ease: "linear", repeat: 2 });
}

export const motionSequences = {
  blink: { opacity: { keyframes: [1, 0, 1], times: [0, 0.5, 1], duration: 0.6, ease: ["easeIn", "easeOut"] } },
};
