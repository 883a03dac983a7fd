import { NOTIFICATION_TYPES, type NotificationType } from '@shred/contract';

export const APP_NAME = 'Shred League';

/** What each kind of notification e-mail leads with, its button when the notification has none, and why it came. */
interface EmailTemplate {
  heading: string;
  cta: string;
  reason: string;
}

const TEMPLATES: Record<NotificationType, EmailTemplate> = {
  NEW_FOLLOWER: {
    heading: 'You have a new follower',
    cta: 'See their profile',
    reason: 'someone follows you',
  },
  GAME_REMINDER: {
    heading: 'A game you asked about is open',
    cta: 'Pick your team',
    reason: 'a game you asked to be reminded of opens',
  },
  NEW_RESULT_USER: {
    heading: 'Your results are in',
    cta: 'See your result',
    reason: 'results of your games come in',
  },
  STARTLIST_CHANGES: {
    heading: 'A start list changed',
    cta: 'Check your team',
    reason: 'the start list of one of your games changes',
  },
  MARKET_LISTING_SOLD: {
    heading: 'Your card sold',
    cta: 'See your listings',
    reason: 'a card you listed sells',
  },
  MARKET_LISTING_EXPIRED: {
    heading: 'Your listing expired',
    cta: 'See your listings',
    reason: 'a listing of yours expires',
  },
  TRIAL_EXPIRING_SOON: {
    heading: 'Your trial ends soon',
    cta: 'Keep your benefits',
    reason: 'your trial is about to end',
  },
  TRIAL_EXPIRED: { heading: 'Your trial has ended', cta: 'See the plans', reason: 'your trial ends' },
  USER_ACTION_CHALLENGE_COMPLETED: {
    heading: 'Challenge completed',
    cta: 'Claim your reward',
    reason: 'you complete a challenge',
  },
  MARKET_ALERT: {
    heading: 'Market alert',
    cta: 'Open the market',
    reason: 'something you watch on the market happens',
  },
};

const DEFAULT_TEMPLATE: EmailTemplate = {
  heading: `News from ${APP_NAME}`,
  cta: 'Open Shred League',
  reason: 'something happens in your game',
};

export function templateOf(type: string): EmailTemplate {
  return (NOTIFICATION_TYPES as readonly string[]).includes(type)
    ? TEMPLATES[type as NotificationType]
    : DEFAULT_TEMPLATE;
}

export interface NotificationEmailInput {
  type: string;
  title: string;
  body: string;
  cta: string | null;
  /** Absolute. */
  link: string;
  /** The one-click link switching off e-mails of this type, and of every type. */
  unsubscribeUrl: string;
  unsubscribeAllUrl: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** One notification as an e-mail: the same words in a plain-text and an HTML part. */
export function renderNotificationEmail(input: NotificationEmailInput): RenderedEmail {
  const template = templateOf(input.type);
  const cta = input.cta || template.cta;
  const subject = `${input.title} · ${APP_NAME}`;
  const text = [
    template.heading,
    '',
    input.title,
    input.body,
    '',
    `${cta}: ${input.link}`,
    '',
    '—',
    `${APP_NAME} sends this e-mail when ${template.reason}.`,
    `Stop these e-mails: ${input.unsubscribeUrl}`,
    `Stop all e-mails from ${APP_NAME}: ${input.unsubscribeAllUrl}`,
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#0b0f14;font-family:Inter,Arial,sans-serif;color:#f4f5f7">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#0b0f14">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#181a21;border-radius:12px">
<tr><td style="padding:24px 24px 0;font-size:13px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:#22d3ee">${e(APP_NAME)}</td></tr>
<tr><td style="padding:8px 24px 0;font-size:14px;color:#a9adb8">${e(template.heading)}</td></tr>
<tr><td style="padding:8px 24px 0;font-size:22px;font-weight:700;line-height:1.3">${e(input.title)}</td></tr>
<tr><td style="padding:12px 24px 0;font-size:16px;line-height:1.5;color:#dfe1e6">${e(input.body)}</td></tr>
<tr><td style="padding:24px"><a href="${e(input.link)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#22d3ee;color:#0b0f14;font-weight:700;text-decoration:none">${e(cta)}</a></td></tr>
</table>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;line-height:1.5;color:#8a8f9c">${e(APP_NAME)} sends this e-mail when ${e(template.reason)}.<br>
<a href="${e(input.unsubscribeUrl)}" style="color:#a9adb8">Stop these e-mails</a> · <a href="${e(input.unsubscribeAllUrl)}" style="color:#a9adb8">Stop all e-mails</a></p>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, text, html };
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
