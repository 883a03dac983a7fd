import { describe, expect, it } from 'vitest';
import { onboardingRedirect } from './onboarding-rule.ts';

const newcomer = { isAuthenticated: true, completedWelcome: false };
const veteran = { isAuthenticated: true, completedWelcome: true };
const anonymous = { isAuthenticated: false, completedWelcome: false };

describe('manager onboarding guard (spec §4 Manager onboarding)', () => {
  it('sends a user who has not completed the welcome from any /manager route to /manager/welcome (R1.21, R4.20)', () => {
    for (const pathname of ['/manager', '/manager/market', '/manager/leagues/crew/members']) {
      expect(onboardingRedirect({ pathname, previousPath: '/', viewer: newcomer })).toBe('/manager/welcome');
    }
  });

  it('does not redirect to the welcome when the navigation comes from the welcome page (R4.21, A15)', () => {
    expect(
      onboardingRedirect({ pathname: '/manager', previousPath: '/manager/welcome', viewer: newcomer }),
    ).toBeNull();
  });

  it('lets a newcomer stay on /manager/welcome', () => {
    expect(
      onboardingRedirect({ pathname: '/manager/welcome', previousPath: undefined, viewer: newcomer }),
    ).toBeNull();
  });

  it('sends a user who completed the welcome from /manager/welcome to /manager (R4.22)', () => {
    expect(
      onboardingRedirect({ pathname: '/manager/welcome', previousPath: '/settings', viewer: veteran }),
    ).toBe('/manager');
    expect(
      onboardingRedirect({ pathname: '/manager/welcome', previousPath: undefined, viewer: veteran }),
    ).toBe('/manager');
  });

  it('does not redirect to /manager when the navigation to the welcome comes from /manager (R4.23, A15)', () => {
    expect(
      onboardingRedirect({ pathname: '/manager/welcome', previousPath: '/manager', viewer: veteran }),
    ).toBeNull();
  });

  it('lets a user who completed the welcome use the manager area', () => {
    expect(
      onboardingRedirect({ pathname: '/manager/market', previousPath: '/', viewer: veteran }),
    ).toBeNull();
  });

  it('does nothing for anonymous visitors (R4.25)', () => {
    expect(onboardingRedirect({ pathname: '/manager', previousPath: '/', viewer: anonymous })).toBeNull();
    expect(
      onboardingRedirect({ pathname: '/manager/welcome', previousPath: '/', viewer: anonymous }),
    ).toBeNull();
  });

  it('ignores routes outside /manager', () => {
    expect(onboardingRedirect({ pathname: '/managers', previousPath: '/', viewer: newcomer })).toBeNull();
    expect(onboardingRedirect({ pathname: '/settings', previousPath: '/', viewer: newcomer })).toBeNull();
  });

  it('treats a trailing slash like the bare path', () => {
    expect(onboardingRedirect({ pathname: '/manager/', previousPath: '/', viewer: newcomer })).toBe(
      '/manager/welcome',
    );
    expect(onboardingRedirect({ pathname: '/manager/welcome/', previousPath: '/', viewer: veteran })).toBe(
      '/manager',
    );
  });
});
