import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.ts';

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

// Base64 keeps Arabic text and iCalendar's CRLF line ends intact through any relay.
const encoding = { textEncoding: 'base64' as const };

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const mailers = new WeakMap<Config, Mailer>();

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to DATA_DIR/outbox,
 * so development and demos work without a mail server and the messages can still be opened.
 */
export function mailerFor(config: Config): Mailer {
  let mailer = mailers.get(config);
  if (!mailer) {
    mailer = createMailer(config);
    mailers.set(config, mailer);
  }
  return mailer;
}

function createMailer(config: Config): Mailer {
  const from = config.MAIL_FROM;
  if (config.SMTP_URL) {
    const transport: Transporter = nodemailer.createTransport(withTimeouts(config.SMTP_URL));
    return {
      async send(message) {
        await transport.sendMail({ from, ...encoding, ...message, attachments: base64(message.attachments) });
      },
    };
  }
  const outbox = path.join(config.DATA_DIR, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const info = await transport.sendMail({
        from,
        ...encoding,
        ...message,
        attachments: base64(message.attachments),
      });
      await fs.mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await fs.writeFile(path.join(outbox, name), info.message as Buffer);
    },
  };
}

/**
 * A send that hangs must end well before the outbox's lease does (src/outbox), or another process could
 * claim the same job while this one is still sending it. Values given in SMTP_URL's query win.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function base64(attachments: MailAttachment[] = []) {
  return attachments.map((a) => ({ ...a, contentTransferEncoding: 'base64' as const }));
}
