import nodemailer from 'nodemailer';
import type { MailConfig } from './config.js';

/** One message as the relay hands it to a driver. */
export interface OutgoingMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
}

/** A way out behind one interface; the relay records what it answers. */
export interface MailDriver {
  name: string;
  /** Resolves once the mail server took the message (with the Message-ID it went out under); throws MailSendError if not. */
  send(msg: OutgoingMail): Promise<{ messageId?: string }>;
}

/**
 * A refusal or failure of the mail server. `retry`: worth trying again later (a 4xx reply, a connection that could
 * not be made or broke, a refused login that an operator can fix); anything else is final (a 5xx reply about this
 * message: an address that does not exist, a message the server will not take).
 */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

/** The default: nothing leaves the machine. The message counts as sent at once; the demo mailbox shows it. */
export const localMailDriver: MailDriver = {
  name: 'local',
  async send(msg) {
    return { messageId: `local-${msg.id}` };
  },
};

/** Mail server replies may quote the address they refused: addresses are hidden before the reply is stored. */
const scrub = (s: string) => s.replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '***').replace(/\s+/g, ' ').trim().slice(0, 400);

/** Connection-level failures that say nothing about the message: tried again later. */
const RETRY_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'EDNS', 'ESOCKET', 'ETLS', 'EAUTH', 'ECONNREFUSED', 'ECONNRESET']);

export function smtpError(e: unknown): MailSendError {
  const err = (e ?? {}) as { code?: string; responseCode?: number; response?: string; message?: string };
  const reply = typeof err.responseCode === 'number' ? err.responseCode : undefined;
  const words = scrub(err.response || err.message || '');
  if (reply !== undefined) return new MailSendError(`SMTP ${reply}${words ? ` ${words}` : ''}`, (reply >= 400 && reply < 500) || err.code === 'EAUTH');
  const code = err.code ?? '';
  return new MailSendError(`${code ? `${code} ` : ''}${words || '메일 서버와 통신하지 못했습니다.'}`.slice(0, 480), RETRY_CODES.has(code));
}

/** The domain part of MAIL_FROM, for the Message-IDs. */
const domainOf = (from: string) => /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';

/**
 * SMTP through nodemailer: one connection per message (mail is a few sign-up codes and resets, not a bulk stream).
 * SMTP_SECURE=true is TLS from the first byte (port 465); otherwise STARTTLS when the server offers it, and required
 * (`requireTls`) in production whenever a password is sent. Nodemailer's own logger stays off: it would print
 * addresses and the message.
 */
export function smtpMailDriver(config: MailConfig): MailDriver {
  const smtp = config.smtp;
  if (!smtp || !config.from) throw new Error('the smtp mail driver needs SMTP_HOST and MAIL_FROM');
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    requireTLS: smtp.requireTls,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
    connectionTimeout: smtp.timeoutMs,
    greetingTimeout: smtp.timeoutMs,
    socketTimeout: smtp.timeoutMs,
    logger: false,
    debug: false,
  });
  const domain = domainOf(config.from);
  return {
    name: 'smtp',
    async send(msg) {
      try {
        const info = await transport.sendMail({
          from: config.from,
          to: msg.to,
          subject: msg.subject,
          text: msg.text,
          // the same id on every attempt of one row: a server that took a message whose answer was lost sees a repeat
          messageId: `<svs.${msg.id}.${msg.createdAt.getTime()}@${domain}>`,
        });
        return { messageId: String(info.messageId ?? '').slice(0, 200) || undefined };
      } catch (e) {
        throw smtpError(e);
      }
    },
  };
}

export function mailDriverFor(config: MailConfig): MailDriver {
  return config.driver === 'smtp' ? smtpMailDriver(config) : localMailDriver;
}
