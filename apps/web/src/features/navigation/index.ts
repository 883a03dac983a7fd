export {
  NAVIGATION_STACK_KEY,
  NAVIGATION_STACK_MAX,
  readNavigationStack,
  recordArrival,
  SMART_BACK_FALLBACK,
  takeBackTarget,
} from './navigation-stack.ts';
export { isLeftOutOfHistory, useNavigationRecorder } from './use-navigation-recorder.ts';
export { useSmartBack } from './use-smart-back.ts';
