export const SHARE_NETWORKS = ['x', 'facebook', 'whatsapp', 'telegram', 'reddit', 'email'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** Spec §3 share options content: what each network button shares. */
export interface ShareContent {
  url: string;
  title: string;
  hashtags?: readonly string[];
  /** Which buttons to show, in order; all of them by default. */
  networks?: readonly ShareNetwork[];
}

export const NETWORK_NAMES: Readonly<Record<ShareNetwork, string>> = {
  x: 'X',
  facebook: 'Facebook',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  reddit: 'Reddit',
  email: 'E-mail',
};

const cleanTags = (hashtags: readonly string[] = []): string[] =>
  hashtags.map((tag) => tag.trim().replace(/^#+/, '')).filter((tag) => tag !== '');

/** Spec §2: the hashtags a button shares, joined by commas ('shredleague,bigair'). */
export function joinHashtags(hashtags?: readonly string[]): string {
  return cleanTags(hashtags).join(',');
}

const query = (params: Record<string, string>): string =>
  Object.entries(params)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

/** The address that opens a network's own share screen with title, hashtags and url filled in. */
export function shareUrl(network: ShareNetwork, { url, title, hashtags }: ShareContent): string {
  const tags = cleanTags(hashtags);
  const tagText = tags.map((tag) => `#${tag}`).join(' ');
  const withTags = (text: string) => (tagText ? `${text} ${tagText}` : text);
  switch (network) {
    case 'x':
      return `https://twitter.com/intent/tweet?${query({ text: title, url, hashtags: joinHashtags(tags) })}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${query({ u: url, quote: title, hashtag: tags[0] ? `#${tags[0]}` : '' })}`;
    case 'whatsapp':
      return `https://api.whatsapp.com/send?${query({ text: `${withTags(title)}\n${url}` })}`;
    case 'telegram':
      return `https://t.me/share/url?${query({ url, text: withTags(title) })}`;
    case 'reddit':
      return `https://www.reddit.com/submit?${query({ url, title })}`;
    case 'email':
      return `mailto:?${query({ subject: title, body: `${withTags(title)}\n\n${url}` })}`;
  }
}
