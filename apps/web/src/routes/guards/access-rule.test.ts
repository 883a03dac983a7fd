import { describe, expect, it } from 'vitest';
import { accessRedirect } from './access-rule.ts';

const anonymous = { isAuthenticated: false, isStaff: false };
const member = { isAuthenticated: true, isStaff: false };
const staff = { isAuthenticated: true, isStaff: true };
const adminArea = { requiresLogin: false, staffOnly: true };
const loginArea = { requiresLogin: true, staffOnly: false };
const publicArea = { requiresLogin: false, staffOnly: false };

describe('access redirects (spec §2 Access redirects)', () => {
  it('sends anonymous /admin/users to /login?next=/admin/users (R2.100)', () => {
    expect(accessRedirect('/admin/users', adminArea, anonymous)).toBe('/login?next=/admin/users');
  });

  it('keeps the query string in next for admin pages (R2.100, A10)', () => {
    expect(accessRedirect('/admin/users?page=2&q=kai', adminArea, anonymous)).toBe(
      '/login?next=/admin/users%3Fpage%3D2%26q%3Dkai',
    );
  });

  it('sends signed-in non-staff away from /admin to / (R2.101)', () => {
    expect(accessRedirect('/admin/dashboard', adminArea, member)).toBe('/');
  });

  it('lets staff into /admin (R2.102)', () => {
    expect(accessRedirect('/admin/dashboard', adminArea, staff)).toBeNull();
  });

  it('sends anonymous /manager/market to /auth?next=/manager/market (R2.103)', () => {
    expect(accessRedirect('/manager/market', loginArea, anonymous)).toBe('/auth?next=/manager/market');
  });

  it('sends anonymous visitors of login-required routes to /auth with the full path (R2.104, R6.06, A10)', () => {
    expect(accessRedirect('/settings/profile?tab=photo', loginArea, anonymous)).toBe(
      '/auth?next=/settings/profile%3Ftab%3Dphoto',
    );
    expect(accessRedirect('/insights/pipeline-2026', loginArea, anonymous)).toBe(
      '/auth?next=/insights/pipeline-2026',
    );
  });

  it('lets signed-in users into login-required routes (R6.02)', () => {
    expect(accessRedirect('/settings', loginArea, member)).toBeNull();
  });

  it('leaves public routes open to everyone (R6.01)', () => {
    expect(accessRedirect('/login', publicArea, anonymous)).toBeNull();
    expect(accessRedirect('/profile/kai', publicArea, member)).toBeNull();
  });
});
