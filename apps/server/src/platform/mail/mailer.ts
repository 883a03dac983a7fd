import { isIP } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { OutboundGuard } from '../outbound/outbound-guard.ts';
import type { Mailer, MailMessage } from './mail.port.ts';

/**
 * SMTP when `SMTP_URL` is set; otherwise the outbox table and the log are the delivery,
 * which is what development and the tests read reset links from.
 */
export function createMailer(options: {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl: string | undefined;
  from: string;
  outbound: OutboundGuard;
}): Mailer {
  const transport = options.smtpUrl ? pinnedSmtp(options.smtpUrl, options.outbound) : null;
  return {
    async send(message: MailMessage) {
      const { headers: _headers, ...recorded } = message;
      const [row] = await options.db
        .insert(mailOutbox)
        .values({ ...recorded, transport: transport ? 'smtp' : 'outbox' })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        options.log.info(
          { mail: { id: row?.id, to: message.to, subject: message.subject }, text: message.text },
          'mail written to outbox',
        );
        return;
      }
      await (await transport()).sendMail({ from: options.from, ...message });
      if (row)
        await options.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
    },
  };
}

/**
 * A transport per message to the SMTP server's address as the outbound guard resolved and allowed
 * it just now: nodemailer then connects to that address and resolves nothing itself. The name
 * stays the TLS server name, so the certificate is still checked against it.
 */
function pinnedSmtp(smtpUrl: string, outbound: OutboundGuard) {
  const url = new URL(smtpUrl);
  const name = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return async () => {
    const [address] = await outbound.resolve(url.hostname);
    const pinned = new URL(smtpUrl);
    pinned.hostname = address?.family === 6 ? `[${address.address}]` : (address?.address ?? '');
    // Bounded waits: a stalled server fails the send in well under a minute instead of ten.
    return nodemailer.createTransport({
      url: pinned.href,
      // An address is no server name (RFC 6066): one given as an address is checked as itself.
      ...(isIP(name) ? {} : { servername: name }),
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
  };
}
