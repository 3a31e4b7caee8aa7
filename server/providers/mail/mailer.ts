// Sends e-mail through nodemailer: SMTP when SMTP_URL is set, else a transport that keeps each message
// in the outbox table (shown at /sandbox/mail).
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import type { MailAttachment } from '../../db/schema';
import { insertMail } from './outbox.repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Text files sent along (a calendar file); SMTP sends them as MIME parts, the outbox keeps them. */
  attachments?: MailAttachment[];
}

type Callback = (err: Error | null, info?: { envelope: object; messageId: string }) => void;
interface TransportMail {
  data: { to?: unknown; from?: unknown; subject?: unknown; text?: unknown; html?: unknown; attachments?: MailAttachment[] };
}

function outboxTransport(db: Db) {
  return {
    name: 'outbox',
    version: '1',
    send(mail: TransportMail, callback: Callback) {
      const d = mail.data;
      insertMail(db, {
        to: String(d.to ?? ''),
        from: String(d.from ?? ''),
        subject: String(d.subject ?? ''),
        text: String(d.text ?? ''),
        html: d.html == null ? null : String(d.html),
        attachments: (d.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, content: String(a.content) })),
      }).then(
        () => callback(null, { envelope: {}, messageId: `outbox-${Date.now()}` }),
        (err: Error) => callback(err),
      );
    },
  };
}

export class Mailer {
  private readonly transport: Transporter;

  constructor(db: Db, opts: { smtpUrl: string; from: string }, private readonly from = opts.from) {
    this.transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : nodemailer.createTransport(outboxTransport(db) as never);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }
}
