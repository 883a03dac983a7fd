import { useEffect } from 'react';
import { useBackSwipe, useDoubleTapGuard, usePinchZoomGuard } from '../features/gestures/index.ts';
import { useNavigationRecorder, useSmartBack } from '../features/navigation/index.ts';
import { useRouteMeta } from '../features/route-meta/use-route-meta.ts';
import { getPlatform } from '../platform/index.ts';

/**
 * The document-wide behaviours of the shell (spec §4 Back navigation and gestures, §5):
 * the navigation stack records each page; double taps and pinch zoom are suppressed; on
 * native platforms a swipe from the left edge goes back (smart back), and the system
 * back gesture is switched off on routes flagged no back-tracking (R2.110, R5.21).
 */
export function ShellBehaviours({ native = getPlatform().isNative }: { native?: boolean }) {
  const { noBackTracking } = useRouteMeta();
  const smartBack = useSmartBack();

  useNavigationRecorder();
  useDoubleTapGuard();
  usePinchZoomGuard();
  useBackSwipe({ enabled: native, blocked: noBackTracking, onBack: smartBack });

  useEffect(() => {
    if (native) getPlatform().setBackGestureEnabled(!noBackTracking);
  }, [native, noBackTracking]);

  return null;
}
