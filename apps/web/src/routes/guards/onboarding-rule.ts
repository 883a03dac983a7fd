export const WELCOME_PATH = '/manager/welcome';
export const MANAGER_HOME = '/manager';

export interface OnboardingViewer {
  isAuthenticated: boolean;
  completedWelcome: boolean;
}

interface OnboardingInput {
  pathname: string;
  /** The path the navigation started from; undefined on the first page load. */
  previousPath: string | undefined;
  viewer: OnboardingViewer;
}

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export const isManagerPath = (pathname: string) => {
  const path = normalise(pathname);
  return path === MANAGER_HOME || path.startsWith(`${MANAGER_HOME}/`);
};

/**
 * Spec §4 "Manager onboarding" with reading A15. The "coming from" exceptions stop a loop
 * while the user object is still catching up with a just-finished (or just-reset) welcome.
 */
export function onboardingRedirect({ pathname, previousPath, viewer }: OnboardingInput): string | null {
  if (!viewer.isAuthenticated || !isManagerPath(pathname)) return null;
  const path = normalise(pathname);
  const from = previousPath === undefined ? undefined : normalise(previousPath);
  if (!viewer.completedWelcome) {
    return path === WELCOME_PATH || from === WELCOME_PATH ? null : WELCOME_PATH;
  }
  return path === WELCOME_PATH && from !== MANAGER_HOME ? MANAGER_HOME : null;
}
