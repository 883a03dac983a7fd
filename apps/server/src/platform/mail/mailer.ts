import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
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
}): Mailer {
  // Bounded waits: a stalled server fails the send in well under a minute instead of ten.
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      })
    : null;
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
      await transport.sendMail({ from: options.from, ...message });
      if (row)
        await options.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
    },
  };
}
