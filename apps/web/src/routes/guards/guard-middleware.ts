import { type MiddlewareFunction, matchRoutes, type RouteObject, replace } from 'react-router';
import { authStore } from '../../features/auth/index.ts';
import { mergeMeta } from '../../features/route-meta/route-meta.ts';
import { accessRedirect } from './access-rule.ts';
import { rememberInviterId } from './inviter-id.ts';
import { onboardingRedirect } from './onboarding-rule.ts';
import { waitForAuthInit } from './wait-for-auth.ts';

export interface GuardSources {
  /** The route table, read lazily because the middleware is part of it. */
  routes: () => RouteObject[];
  /** The path the navigation leaves (the router's current location), for the onboarding exceptions. */
  previousPath: () => string | undefined;
}

const ANONYMOUS = { isAuthenticated: false, isStaff: false, completedWelcome: false };

function currentViewer(initialised: boolean) {
  const { isAuthenticated, user } = authStore.getState();
  // After the 5 s wait gives up, the visitor counts as anonymous (A15).
  if (!initialised || !isAuthenticated || !user) return ANONYMOUS;
  return { isAuthenticated: true, isStaff: user.is_staff, completedWelcome: user.completed_manager_welcome };
}

/**
 * The one place the access rules are enforced, on every navigation: it reads the merged
 * `handle` options of the matched routes, so an area's rule covers every route added to it
 * later, including its not-found pages. Redirects replace the history entry so Back does not
 * bounce into the same redirect again.
 */
export function guardMiddleware(sources: GuardSources): MiddlewareFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    rememberInviterId(url.searchParams, window.localStorage);
    // Start order (spec §4): no page renders before auth has settled, so headers and guards agree.
    const initialised = await waitForAuthInit(() => authStore.getState().isInitialized);
    const viewer = currentViewer(initialised);
    const matches = matchRoutes(sources.routes(), url.pathname) ?? [];
    const meta = mergeMeta(matches.map((match) => match.route.handle));

    const access = accessRedirect(`${url.pathname}${url.search}`, meta, viewer);
    if (access) throw replace(access);
    const onboarding = onboardingRedirect({
      pathname: url.pathname,
      previousPath: sources.previousPath(),
      viewer,
    });
    if (onboarding) throw replace(onboarding);
  };
}
