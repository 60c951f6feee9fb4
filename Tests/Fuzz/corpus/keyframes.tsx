import { motion, animate, useAnimation } from "motion/react";

const pulseVariants = {
  rest: { scale: 1 },
  pulse: { scale: [1, 1.08, 1], transition: { duration: 0.4, times: [0, 0.3, 1], ease: ["easeOut", "easeIn"] } },
};

export function Badge() {
  const controls = useAnimation();
  controls.start({ rotate: [0, -8, 8, 0], transition: { duration: 0.5, delay: 0.1 } });
  return (
    <motion.span
      variants={pulseVariants}
      animate={{ opacity: [1, 1, 0, 0], y: [0, -6, 0, 0] }}
      transition={{ duration: 0.9, times: [0, 0.5, 0.5, 1], ease: [0.2, 0, 0, 1] }}
      whileTap={{ scale: [1, 0.95], transition: { type: "spring", stiffness: 500, damping: 30 } }}
    />
  );
}

export const spring = { type: "spring", visualDuration: 0.4, bounce: 0.25 } as const;
