import type { Transition } from "motion";

// The app's motion on the web, in Motion's springs: the same physics as iOS.
export const motion = {
  // Sheets and large panels: stiffness 200, damping 2 × 0.8 × √200.
  sheet: { type: "spring", stiffness: 200, damping: 22.627417, mass: 1 },
  // Toggles and small controls: critically damped.
  toggle: { type: "spring", stiffness: 1600, damping: 80, mass: 1 },
  // Celebrations: bounce 0.5 over half a second.
  celebrate: { type: "spring", stiffness: 157.91367, damping: 12.566371, mass: 1 },
} satisfies Record<string, Transition>;
