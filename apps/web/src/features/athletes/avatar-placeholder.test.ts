import { describe, expect, it } from 'vitest';
import { avatarPlaceholder } from './avatar-placeholder.ts';

describe('avatar placeholders per sport and gender (spec §3, A12)', () => {
  it('gives the sport placeholder for men and women', () => {
    expect(avatarPlaceholder('snowboarding', 'M').key).toBe('snowboarding-m');
    expect(avatarPlaceholder('snowboarding', 'W').key).toBe('snowboarding-w');
    expect(avatarPlaceholder('mountain-biking', 'M').key).toBe('mountain-biking-m');
  });

  it('reads F as women, like W (R3.28)', () => {
    expect(avatarPlaceholder('surfing', 'F').key).toBe('surfing-w');
    expect(avatarPlaceholder(null, 'F').key).toBe('female');
  });

  it('falls back to male or female for a sport without placeholders', () => {
    expect(avatarPlaceholder('curling', 'M')).toEqual({ key: 'male', sport: null, figure: 'm' });
    expect(avatarPlaceholder(undefined, 'W')).toEqual({ key: 'female', sport: null, figure: 'w' });
  });

  it('is neutral for any other gender', () => {
    expect(avatarPlaceholder('bmx', 'X')).toEqual({ key: 'neutral', sport: null, figure: 'neutral' });
    expect(avatarPlaceholder('bmx', null).key).toBe('neutral');
  });
});
