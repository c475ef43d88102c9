import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: Array<{ filename: string; contentType: string; content: Buffer }>;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<{ file?: string }>;
  close?(): void;
}

/** SMTP through nodemailer (SMTP_URL such as smtp://user:pass@host:587). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    send: async (mail) => {
      await transporter.sendMail(mail);
      return {};
    },
    close: () => transporter.close(),
  };
}

/** Development without a mail server: each message becomes an .eml file under `dir`. */
export function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    send: async (mail) => {
      const info = await transporter.sendMail(mail);
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      return { file };
    },
  };
}
