// Sends e-mail through nodemailer: SMTP when SMTP_URL is set, else a transport that keeps each message
// in the outbox table (shown at /sandbox/mail).
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { insertMail } from './outbox.repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

type Callback = (err: Error | null, info?: { envelope: object; messageId: string }) => void;
interface TransportMail {
  data: { to?: unknown; from?: unknown; subject?: unknown; text?: unknown; html?: unknown };
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
