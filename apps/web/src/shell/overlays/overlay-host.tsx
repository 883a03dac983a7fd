import './overlays.css';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import {
  listenForAchievementEvents,
  useShownAchievement,
} from '../../features/achievements/achievement-store.ts';
import { useAchievementWatch } from '../../features/achievements/achievement-watch.ts';
import { useAuthStore } from '../../features/auth/index.ts';
import {
  closeContent,
  listenForContentEvents,
  useContentTarget,
} from '../../features/content/content-store.ts';
import { ConfirmHost } from '../../features/modals/index.ts';
import { closePanel, useNotificationStore } from '../../features/notifications/notification-store.ts';
import { PushPermissionHost } from '../../features/push-notifications/push-permission-dialog.tsx';
import { listenForPushToastEvents } from '../../features/push-toasts/push-toast-store.ts';
import { PushToastHost } from '../../features/push-toasts/push-toast-view.tsx';
import { SearchHost } from '../../features/search/search-host.tsx';
import { closeShare, useShareOptions } from '../../features/share/share-store.ts';
import { ToastStack } from '../../features/toasts/index.ts';
import { OfflineScreen } from './offline-screen.tsx';

// The panels load the first time one opens, so the first screen does not carry them.
const ContentHost = lazy(() =>
  import('../../features/content/content-host.tsx').then((m) => ({ default: m.ContentHost })),
);
const ShareHost = lazy(() =>
  import('../../features/share/share-host.tsx').then((m) => ({ default: m.ShareHost })),
);
const AchievementHost = lazy(() =>
  import('../../features/achievements/achievement-host.tsx').then((m) => ({ default: m.AchievementHost })),
);
// The survey widget loads only for a signed-in player: nobody else is shown a survey.
const SurveyWidget = lazy(() =>
  import('../../features/surveys/survey-widget.tsx').then((m) => ({ default: m.SurveyWidget })),
);
const NotificationsHost = lazy(() =>
  import('../../features/notifications/notifications-host.tsx').then((m) => ({
    default: m.NotificationsHost,
  })),
);

/** Panels that belong to the page they were opened on close when the route changes. */
function useCloseOnNavigation(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    closeShare();
    closeContent();
    closePanel();
  }, [pathname]);
}

/**
 * Every app-wide overlay of spec §2, mounted once in the app shell: offline screen,
 * confirmation dialogs, content, share, achievement, notifications and search panels, push toasts,
 * the toast stack and the survey widget. Features open them through their stores' actions; code
 * outside React through the app events (open-content, push-toast, achievement).
 */
export function OverlayHost() {
  useCloseOnNavigation();
  useAchievementWatch();
  useEffect(() => {
    const stops = [listenForContentEvents(), listenForPushToastEvents(), listenForAchievementEvents()];
    return () => {
      for (const stop of stops) stop();
    };
  }, []);
  const content = useContentTarget();
  const share = useShareOptions();
  const achievement = useShownAchievement();
  const notificationsOpen = useNotificationStore((state) => state.isOpen);
  const signedIn = useAuthStore((state) => state.user !== null);

  return (
    <>
      <OfflineScreen />
      <ConfirmHost />
      <Suspense fallback={null}>
        {content ? <ContentHost /> : null}
        {share ? <ShareHost /> : null}
        {achievement ? <AchievementHost /> : null}
        {notificationsOpen ? <NotificationsHost /> : null}
        {signedIn ? <SurveyWidget /> : null}
      </Suspense>
      <SearchHost />
      <PushPermissionHost />
      <PushToastHost />
      <ToastStack />
    </>
  );
}
