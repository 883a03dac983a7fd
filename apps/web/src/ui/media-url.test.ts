import { describe, expect, it } from 'vitest';
import { mediaUrl } from './media-url.ts';

describe('mediaUrl (spec §3 media urls)', () => {
  it.each(['', '   ', 'None', '/media/None', 'avatars/null'])(
    'treats %j as missing (R3.37, R3.38, R3.39)',
    (value) => {
      expect(mediaUrl(value)).toBeNull();
    },
  );

  it('keeps absolute and rooted urls (R3.40)', () => {
    expect(mediaUrl('https://cdn.example.com/a.webp')).toBe('https://cdn.example.com/a.webp');
    expect(mediaUrl('/media/avatars/a.webp')).toBe('/media/avatars/a.webp');
  });

  it('serves relative paths from our own origin, where the backend lives (R3.40)', () => {
    expect(mediaUrl('media/avatars/a.webp')).toBe('/media/avatars/a.webp');
  });
});
