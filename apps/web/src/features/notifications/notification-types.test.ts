import { NOTIFICATION_TYPES } from '@shred/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_LOOK, notificationLook } from './notification-types.tsx';

describe('notification looks (spec §3)', () => {
  it('gives every notification type an icon and a colour of its own (R3.18)', () => {
    const looks = NOTIFICATION_TYPES.map(notificationLook);
    expect(looks).not.toContain(DEFAULT_NOTIFICATION_LOOK);
    expect(new Set(looks.map((look) => look.icon)).size).toBe(NOTIFICATION_TYPES.length);
    expect(new Set(looks.map((look) => look.tone)).size).toBe(NOTIFICATION_TYPES.length);
  });

  it('shows a type the app does not know with the default bell (R3.18)', () => {
    expect(notificationLook('SOMETHING_NEW')).toBe(DEFAULT_NOTIFICATION_LOOK);
    expect(notificationLook('toString')).toBe(DEFAULT_NOTIFICATION_LOOK);
  });
});
