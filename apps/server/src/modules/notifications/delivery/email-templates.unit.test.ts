import { NOTIFICATION_TYPES } from '@shred/contract';
import { describe, expect, it } from 'vitest';
import { absoluteLink } from './delivery-worker.ts';
import { renderNotificationEmail, templateOf } from './email-templates.ts';

const input = (type: string) => ({
  type,
  title: 'Rider <b>"Ace"</b> & co',
  body: 'You <script>alert(1)</script> won.',
  cta: null,
  link: 'https://shred.test/manager/results/1?tab=a&b=c',
  unsubscribeUrl: 'https://shred.test/unsubscribe?email=a%40b.c&email_type=X&token=t',
  unsubscribeAllUrl: 'https://shred.test/unsubscribe?email=a%40b.c&email_type=ALL&token=u',
});

describe('notification e-mails (R1.15, R7.36)', () => {
  it('gives every type, and the default, a plain-text and an HTML part with the link and both unsubscribe links', () => {
    for (const type of [...NOTIFICATION_TYPES, 'SOMETHING_NEW']) {
      const mail = renderNotificationEmail(input(type));
      expect(mail.subject).toContain('Shred League');
      expect(mail.text).toContain(templateOf(type).heading);
      expect(mail.text).toContain(`${templateOf(type).cta}: https://shred.test/manager/results/1?tab=a&b=c`);
      expect(mail.text).toContain('email_type=X&token=t');
      expect(mail.text).toContain('email_type=ALL&token=u');
      expect(mail.html).toContain('href="https://shred.test/manager/results/1?tab=a&amp;b=c"');
      expect(mail.html).toContain('email_type=ALL&amp;token=u');
    }
  });

  it('escapes what users wrote in the HTML part', () => {
    const { html } = renderNotificationEmail(input('NEW_FOLLOWER'));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Rider &lt;b&gt;&quot;Ace&quot;&lt;/b&gt; &amp; co');
  });

  it('links app paths under the public address and keeps external addresses', () => {
    expect(absoluteLink('https://shred.test', '/manager/rewards/3')).toBe(
      'https://shred.test/manager/rewards/3',
    );
    expect(absoluteLink('https://shred.test', 'https://example.com/x')).toBe('https://example.com/x');
    expect(absoluteLink('https://shred.test', null)).toBe('https://shred.test/notifications');
    expect(absoluteLink('https://shred.test', 'javascript:alert(1)')).toBe(
      'https://shred.test/notifications',
    );
  });
});
