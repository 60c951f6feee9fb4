// Declarations for checking `motionspec export --to figma` (motion.figma.json) with tsc, written
// from the documented facts of Figma's plugin API typings, @figma/plugin-typings 1.133.0:
// `Variable`, `VariableCollection`, `VariableValue`, `VariableAlias`, `MotionEasing`,
// `EasingFunctionBezier` and `NormalizedSpring` (https://developers.figma.com/docs/plugins/api/).
// They are narrower than the typings where the typings' documentation is: an EASING variable's
// values are MotionEasing (or aliases) and a TIMING variable's are numbers of seconds.

type VariableResolvedDataType = 'BOOLEAN' | 'COLOR' | 'EASING' | 'FLOAT' | 'STRING' | 'TIMING'

interface VariableAlias {
  type: 'VARIABLE_ALIAS'
  id: string
}

interface EasingFunctionBezier {
  x1: number
  y1: number
  x2: number
  y2: number
}

/** Motion's spring: only a normalised bounce from 0 to 1. */
interface NormalizedSpring {
  readonly bounce: number
}

interface MotionEasing {
  readonly type:
    | 'EASE_IN'
    | 'EASE_OUT'
    | 'EASE_IN_AND_OUT'
    | 'LINEAR'
    | 'EASE_IN_BACK'
    | 'EASE_OUT_BACK'
    | 'EASE_IN_AND_OUT_BACK'
    | 'CUSTOM_CUBIC_BEZIER'
    | 'GENTLE'
    | 'QUICK'
    | 'BOUNCY'
    | 'SLOW'
    | 'CUSTOM_SPRING'
    | 'HOLD'
  readonly easingFunctionCubicBezier?: EasingFunctionBezier
  readonly easingFunctionSpring?: NormalizedSpring
}

type VariableScope = 'ALL_SCOPES'

interface ExportedVariableBase {
  readonly id: string
  name: string
  description: string
  readonly variableCollectionId: string
  scopes: Array<VariableScope>
}

interface EasingVariable extends ExportedVariableBase {
  readonly resolvedType: 'EASING'
  readonly valuesByMode: { [modeId: string]: MotionEasing | VariableAlias }
}

interface TimingVariable extends ExportedVariableBase {
  readonly resolvedType: 'TIMING'
  readonly valuesByMode: { [modeId: string]: number | VariableAlias }
}

interface ExportedVariableCollection {
  readonly id: string
  name: string
  readonly modes: Array<{ modeId: string; name: string }>
  readonly defaultModeId: string
}

interface MotionFigmaFile {
  $description?: string
  variableCollections: ExportedVariableCollection[]
  variables: Array<EasingVariable | TimingVariable>
}
