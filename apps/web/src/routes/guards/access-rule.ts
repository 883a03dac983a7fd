import { withNext } from '../../features/navigation/next-param.ts';

export interface AccessRequirements {
  requiresLogin: boolean;
  staffOnly: boolean;
}

export interface Viewer {
  isAuthenticated: boolean;
  isStaff: boolean;
}

/**
 * Spec §2 "Access redirects" with reading A10 (`next` carries path and query):
 * staff-only areas send anonymous visitors to /login and signed-in non-staff to /;
 * login-required areas send anonymous visitors to /auth. Null means "let them in".
 */
export function accessRedirect(target: string, rule: AccessRequirements, viewer: Viewer): string | null {
  if (rule.staffOnly) {
    if (!viewer.isAuthenticated) return withNext('/login', target);
    return viewer.isStaff ? null : '/';
  }
  if (rule.requiresLogin && !viewer.isAuthenticated) return withNext('/auth', target);
  return null;
}
