import { describe, expect, it } from 'vitest';
import { joinHashtags, SHARE_NETWORKS, shareUrl } from './share-links.ts';

const content = {
  url: 'https://shredleague.app/events/x-games?ref=share',
  title: 'My team for X Games & more',
  hashtags: ['ShredLeague', '#BigAir', ' ', 'xgames'],
};

const params = (href: string) => new URL(href).searchParams;

describe('share links (spec §2 share panel)', () => {
  it('R2.149: hashtags are joined by commas, without #, blanks dropped', () => {
    expect(joinHashtags(content.hashtags)).toBe('ShredLeague,BigAir,xgames');
    expect(joinHashtags()).toBe('');
  });

  it('R2.149: X shares the title, the comma-joined hashtags and the url', () => {
    const href = shareUrl('x', content);
    expect(href.startsWith('https://twitter.com/intent/tweet?')).toBe(true);
    expect(params(href).get('text')).toBe(content.title);
    expect(params(href).get('hashtags')).toBe('ShredLeague,BigAir,xgames');
    expect(params(href).get('url')).toBe(content.url);
  });

  it('R2.149: every network gets title and url in its own share address', () => {
    expect(params(shareUrl('facebook', content)).get('u')).toBe(content.url);
    expect(params(shareUrl('facebook', content)).get('hashtag')).toBe('#ShredLeague');
    expect(params(shareUrl('whatsapp', content)).get('text')).toBe(
      `${content.title} #ShredLeague #BigAir #xgames\n${content.url}`,
    );
    expect(params(shareUrl('telegram', content)).get('url')).toBe(content.url);
    expect(params(shareUrl('reddit', content)).get('title')).toBe(content.title);
    const mail = shareUrl('email', content);
    expect(mail.startsWith('mailto:?')).toBe(true);
    expect(new URLSearchParams(mail.slice('mailto:?'.length)).get('subject')).toBe(content.title);
    expect(SHARE_NETWORKS).toEqual(['x', 'facebook', 'whatsapp', 'telegram', 'reddit', 'email']);
  });

  it('leaves out empty parameters', () => {
    expect(params(shareUrl('x', { url: 'https://a.b/', title: 't' })).has('hashtags')).toBe(false);
  });
});
