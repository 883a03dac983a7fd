import { describe, expect, it } from 'vitest';
import { loginPathFrom } from './account-button.tsx';

describe('the anonymous Log in button (R2.09, R2.103)', () => {
  it('brings a visitor back to the invite they were reading, query and all', () => {
    expect(loginPathFrom('/invite', '?league=demo-crew&inviterId=3')).toBe(
      '/auth?next=/invite%3Fleague%3Ddemo-crew%26inviterId%3D3',
    );
  });

  it('brings a visitor back to a public page such as a profile', () => {
    expect(loginPathFrom('/profile/kai_slides', '')).toBe('/auth?next=/profile/kai_slides');
  });

  it('carries nothing from the home page or the sign-in screens themselves', () => {
    for (const path of ['/', '/auth', '/login', '/register', '/register/details', '/forgot-password']) {
      expect(loginPathFrom(path, '')).toBe('/auth');
    }
  });
});
