export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, such as List-Unsubscribe on notification e-mails (SMTP only). */
  headers?: Record<string, string>;
}

/** Sends e-mail. Every message is also recorded in the outbox table. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
