export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail. Every message is also recorded in the outbox table. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
