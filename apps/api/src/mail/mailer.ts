import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when a URL is configured; otherwise each message is written to `<dataDir>/outbox/` and its
 * links are logged, so reset and confirmation flows work on a local machine.
 */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string; log: (line: string) => void }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const outbox = path.resolve(options.dataDir, 'outbox');
  return {
    async send(mail) {
      mkdirSync(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outbox, `${stamp}-${mail.to.replace(/[^a-z0-9@._-]/gi, '_')}.txt`);
      writeFileSync(file, `From: ${options.from}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      options.log(`mail to ${mail.to} written to ${file}${links.length ? `; links: ${links.join(' ')}` : ''}`);
    },
  };
}
