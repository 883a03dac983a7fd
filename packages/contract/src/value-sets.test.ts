import { describe, expect, it } from 'vitest';
import { athleteGenderSchema, gameModeSchema } from './catalog.ts';
import { followBodySchema, themePreferenceSchema } from './users.ts';

/** The closed value sets of spec §1 and §3, checked against the literals of the spec. */
describe('contract value sets', () => {
  it('takes exactly the game modes manager, quickplay and all (R1.08)', () => {
    for (const mode of ['manager', 'quickplay', 'all'])
      expect(gameModeSchema.safeParse(mode).success).toBe(true);
    for (const mode of ['admin', 'Manager', '']) expect(gameModeSchema.safeParse(mode).success).toBe(false);
  });

  it('takes exactly the theme preferences auto, light and dark (R3.02)', () => {
    for (const theme of ['auto', 'light', 'dark'])
      expect(themePreferenceSchema.safeParse(theme).success).toBe(true);
    for (const theme of ['system', 'Dark', ''])
      expect(themePreferenceSchema.safeParse(theme).success).toBe(false);
  });

  it('takes exactly the athlete genders M, W and F (R3.28)', () => {
    for (const gender of ['M', 'W', 'F']) expect(athleteGenderSchema.safeParse(gender).success).toBe(true);
    for (const gender of ['X', 'm', '']) expect(athleteGenderSchema.safeParse(gender).success).toBe(false);
  });

  it('names the user to follow or unfollow as {target_user_id} (R3.35)', () => {
    expect(followBodySchema.parse({ target_user_id: 7 })).toEqual({ target_user_id: 7 });
    expect(followBodySchema.safeParse({ user_id: 7 }).success).toBe(false);
  });
});
