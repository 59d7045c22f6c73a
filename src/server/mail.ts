/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set, otherwise every message is
 * written as a JSON file to OUTBOX_DIR (the development outbox; tests read it).
 */
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { isUndeliverableAddress } from '@/lib/sample-mail';
import { env } from './env';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface OutboxEntry extends MailMessage {
  id: string;
  /** UTC ISO-8601. */
  date: string;
}

/**
 * Sends `message`; throws the transport's error when SMTP refuses it. Mail to sample users'
 * reserved `.invalid` addresses (lib/sample-mail) is dropped: they never get e-mails.
 */
export async function sendMail(message: MailMessage): Promise<void> {
  if (isUndeliverableAddress(message.to)) return;
  const { SMTP_URL, MAIL_FROM, OUTBOX_DIR } = env();
  if (SMTP_URL) {
    await nodemailer.createTransport(SMTP_URL).sendMail({ from: MAIL_FROM, ...message });
    return;
  }
  fs.mkdirSync(OUTBOX_DIR, { recursive: true });
  const entry: OutboxEntry = { id: crypto.randomUUID(), date: new Date().toISOString(), ...message };
  fs.writeFileSync(
    path.join(OUTBOX_DIR, `${entry.date.replace(/[:.]/g, '-')}-${entry.id}.json`),
    JSON.stringify(entry, null, 2),
  );
}

/** The outbox, newest first (development and tests only). */
export function readOutbox(): OutboxEntry[] {
  const dir = env().OUTBOX_DIR;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .reverse()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as OutboxEntry);
}
