// Motion keyframe arrays in every shape met in public apps (written for motionspec's tests).
import { useEffect } from "react"
import { animate, motion, stagger, useAnimate, useAnimation } from "motion/react"

const EASE = [0.22, 1, 0.36, 1] as const
const SLOW = 1.2

// A variants object named as such: a label whose transition has an entry per value, and a label
// written as a function of the element's index (its delay is computed as the app runs).
export const cardVariants = {
  hidden: { opacity: 0, y: 24 },
  pop: {
    scale: [0.8, 1.06, 1],
    opacity: [0, 1, 1],
    transition: {
      default: { duration: 0.5, ease: EASE },
      opacity: { duration: 0.3, times: [0, 0.6, 1] },
    },
  },
  slash: (i: number) => ({
    opacity: [0, 1, 1, 0],
    transition: { opacity: { duration: 0.8, delay: i * 0.3, times: [0, 0.2, 0.8, 1] } },
  }),
}

export function Caret({ done }: { done: boolean }) {
  // Don't worry: an apostrophe in a comment or in JSX text is not a string.
  return (
    <p>
      Don't stop typing
      <motion.span
        aria-hidden="true"
        animate={{ opacity: [1, 1, 0, 0] }}
        transition={{ duration: 0.9, repeat: Infinity, times: [0, 0.5, 0.5, 1] }}
      />
      <motion.div
        className="toast"
        initial={{ opacity: 0, scale: 0.5, y: 50 }}
        animate={{
          opacity: [0, 1, 1, 0],
          scale: [0.5, 1.2, 1, 1],
          y: [20, -100, -120, -150],
          x: [0, 4, 0, 0],
        }}
        transition={{ duration: 1.5, times: [0, 0.2, 0.8, 1], ease: "easeOut", delay: 0.25 }}
      />
      <motion.i
        animate={done ? { opacity: 0 } : { rotate: ["0deg", "-20deg", "20deg", "0.05turn", "0deg"] }}
        transition={
          done
            ? { duration: 0.4, delay: 0.9, ease: EASE }
            : { duration: 0.6, times: [0, 0.15, 0.3, 0.45, 1], ease: ["easeIn", [0.3, 0, 0.2, 1], "linear"] }
        }
      />
      <motion.b
        whileHover={{ y: ["0px", "-6px", "0px"] }}
        transition={{ duration: SLOW, ease: "circOut" }}
      />
      <motion.div
        initial={false}
        animate="b"
        variants={{ a: { x: [0, 200] }, b: { x: [0, 100, 200] } }}
        transition={{ duration: 2, times: [0, 0.1, 1] }}
      />
    </p>
  )
}

// Motion's defaults: no transition at all, or one that only orchestrates.
export const Defaults = () => (
  <>
    <motion.div animate={{ x: [0, 40] }} />
    <motion.div animate={{ scale: [1, 0] }} transition={{ repeat: 2 }} />
    <motion.div animate={{ opacity: [0, 1] }} />
    <motion.div animate={{ y: [0, -10, 0] }} />
    <motion.div animate={{ width: ["0%", "100%"], left: [0, 100] }} />
  </>
)

// Springs: two keyframes, and more than two (Motion plays the first to the last).
export const Springs = () => (
  <>
    <motion.div animate={{ y: [20, 0] }} transition={{ type: "spring", stiffness: 300, damping: 20 }} />
    <motion.div animate={{ scale: [1, 0.98, 1.1] }} transition={{ visualDuration: 0.4, bounce: 0.3 }} />
  </>
)

// Computed as the app runs: said, not guessed.
export function Particles({ height }: { height: number }) {
  return [0, 1, 2].map((i) => (
    <motion.div
      key={i}
      animate={{ y: [null, height], x: ["0%", "92%"], opacity: [0, 1, 0] }}
      transition={{ duration: 2 + Math.random() * 2, delay: i * 0.1 }}
    />
  ))
}

export function Drawer() {
  const [scope, animateScoped] = useAnimate()
  const controls = useAnimation()
  useEffect(() => {
    const run = async () => {
      await animate(scope.current, { scale: [1, 1.08, 1] }, { duration: 0.4, ease: [[0.4, 0, 0.2, 1], "easeIn"] })
      await animate("li", { opacity: [0, 1] }, { duration: 0.2, delay: stagger(0.05) })
      controls.start({ x: [0, -30, 0], transition: { delay: 0.75, duration: 1, times: [0, 0.4, 1], ease: [0.4, 0, 0.2, 1] } })
    }
    run()
  }, [])
  return <ul ref={scope} />
}
