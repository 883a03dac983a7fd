import { describe, expect, it } from 'vitest';
import { rememberInviterId } from './inviter-id.ts';

describe('inviter id (R2.113)', () => {
  it('saves the inviterId query parameter of any page to local storage (R3.44)', () => {
    const saved = new Map<string, string>();
    const storage = { setItem: (key: string, value: string) => void saved.set(key, value) };
    rememberInviterId(new URLSearchParams('league=crew&inviterId=42'), storage);
    expect(saved.get('inviterId')).toBe('42');
  });

  it('leaves storage alone without the parameter', () => {
    const saved = new Map<string, string>();
    rememberInviterId(new URLSearchParams('league=crew'), { setItem: (k, v) => void saved.set(k, v) });
    expect(saved.size).toBe(0);
  });
});
