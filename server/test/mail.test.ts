import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { loadConfig, loadMailConfig } from '../src/platform/config.js';
import { createLogger, setLogger } from '../src/platform/log.js';
import { MailMessage, MailStatus } from '../src/platform/mail.js';
import { smtpMailDriver } from '../src/platform/mail-drivers.js';
import { relayMailOnce } from '../src/platform/mail-relay.js';
import { call, makeAccount, startTestApp, type TestApp } from './harness.js';

/**
 * Mail leaves through SMTP (nodemailer) from the outbox, to a local SMTP server this file starts (smtp-server on
 * 127.0.0.1, port chosen by the system): the sign-up code and the reset link arrive with their recipient, Korean
 * subject and an absolute https link on PUBLIC_URL; failures are retried or given up as SMTP says; and neither the
 * SMTP password, the code, the reset key nor the address reaches the application log.
 */

const PUBLIC_URL = 'https://svs.example.kr';
const SMTP_USER = 'svs-mailer';
const SMTP_PASSWORD = 'smtp-Secret-4471!';
const FROM = '정신건강 전문가 학교지원 사업 <noreply@svs.example.kr>';

interface Received {
  from: string;
  to: string[];
  user?: string;
  mail: ParsedMail;
}

/** A local SMTP server: AUTH PLAIN/LOGIN over plain TCP (loopback only), every message parsed and kept. */
class MailSink {
  received: Received[] = [];
  /** Recipients answered 550 (no such user), and ones answered 451 (try later) until `transientLeft` runs out. */
  refuse = new Set<string>();
  transient = new Set<string>();
  transientLeft = 0;
  logins: { user: string; password: string }[] = [];
  private server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, cb) => {
      this.logins.push({ user: auth.username ?? '', password: auth.password ?? '' });
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) cb(null, { user: auth.username });
      else cb(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo: (address, _session, cb) => {
      const to = address.address;
      if (this.refuse.has(to)) return cb(Object.assign(new Error(`5.1.1 <${to}>: Recipient address rejected: User unknown`), { responseCode: 550 }));
      if (this.transient.has(to) && this.transientLeft > 0) {
        this.transientLeft--;
        return cb(Object.assign(new Error(`4.7.1 <${to}>: Try again later`), { responseCode: 451 }));
      }
      cb();
    },
    onData: (stream, session, cb) => {
      simpleParser(stream)
        .then((mail) => {
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            user: session.user as string | undefined,
            mail,
          });
          cb();
        })
        .catch((e: Error) => cb(e));
    },
  });
  port = 0;

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Waits for the first message to `to` (the relay runs after the commit that queued it). */
  async next(to: string, timeoutMs = 15_000): Promise<Received> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const got = this.received.find((r) => r.to.includes(to));
      if (got) return got;
      if (Date.now() > until) throw new Error(`no mail to ${to} arrived`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

let raw = '';
const previous = setLogger(
  createLogger(
    {
      write(chunk: string) {
        raw += chunk;
      },
    },
    'debug',
  ),
);

let sink: MailSink;
let app: TestApp;

beforeAll(async () => {
  sink = await new MailSink().start();
  app = await startTestApp({
    env: {
      PUBLIC_URL,
      MAIL_DRIVER: 'smtp',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
      SMTP_SECURE: 'false',
      SMTP_USER,
      SMTP_PASSWORD,
      MAIL_FROM: FROM,
    },
  });
});
afterAll(async () => {
  await app?.stop();
  await sink?.close();
  setLogger(previous);
});

/** Polls until `done` holds (the relay records a send just after the server took it). */
async function until(done: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const outboxRow = (to: string) => app.em().findOneOrFail(MailMessage, { recipient: to }, { orderBy: { id: 'desc' } });

describe('mail through SMTP', () => {
  it('a sign-up code arrives: its recipient, Korean subject, sender and the code of the outbox row', async () => {
    const email = 'new.teacher@school.example.kr';
    const res = await call(app, 'POST', 'svs/sign/auth', { body: { email } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const got = await sink.next(email);
    expect(got.to).toEqual([email]);
    expect(got.user).toBe(SMTP_USER);
    expect(got.from).toBe('noreply@svs.example.kr');
    expect(got.mail.from?.value).toEqual([{ address: 'noreply@svs.example.kr', name: '정신건강 전문가 학교지원 사업' }]);
    expect(got.mail.subject).toBe('[정신건강 전문가 학교지원 사업] 이메일 인증번호');
    const code = /인증번호는 (\d{6}) 입니다/.exec(got.mail.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    await until(async () => (await outboxRow(email)).status === MailStatus.SENT);
    const row = await outboxRow(email);
    expect(row.body).toContain(code);
    expect(row).toMatchObject({ status: MailStatus.SENT, provider: 'smtp', attempts: 1 });
    expect(row.providerMessageId).toBe(got.mail.messageId);
    expect(row.providerMessageId).toMatch(new RegExp(`^<svs\\.${row.id}\\.\\d+@svs\\.example\\.kr>$`));

    // the code that arrived is the one the server checks
    const check = await call(app, 'POST', 'svs/sign/auth-check', { body: { email, authNumber: code } });
    expect(check.status, JSON.stringify(check.body)).toBe(200);

    // the log did see the send (the relay's line), without what must stay out of it
    await until(() => /"sent":1,.*"msg":"mail relay"/.test(raw));
    for (const secret of [code!, SMTP_PASSWORD, email]) expect(raw).not.toContain(secret);
  });

  it('a password reset arrives with an absolute https link on PUBLIC_URL that opens the reset', async () => {
    const a = await makeAccount(app, RoleCode.CENTER_MEMBER, { sdCode: '11' });
    const find = await call(app, 'POST', 'svs/sign/find', {
      body: { findType: 'PASSWORD', name: a.name, mobile: a.mobile, login: { loginId: a.loginId, loginType: 'DEFAULT' } },
    });
    expect(find.status, JSON.stringify(find.body)).toBe(200);
    const got = await sink.next(a.email);
    expect(got.to).toEqual([a.email]);
    expect(got.mail.subject).toBe('[정신건강 전문가 학교지원 사업] 비밀번호 재설정');
    const links = (got.mail.text ?? '').match(/\S+:\/\/\S+/g) ?? [];
    expect(links).toHaveLength(1);
    const link = new URL(links[0]!);
    expect(link.origin).toBe(PUBLIC_URL);
    expect(link.protocol).toBe('https:');
    const m = /^\/app\/sign\/reset-password\/([^/]+)\/([A-Za-z0-9_-]+)$/.exec(link.pathname);
    expect(m).not.toBeNull();
    expect(decodeURIComponent(m![1])).toBe(a.email);
    const key = m![2];
    const check = await call(app, 'POST', 'svs/sign/reset-password-check', { body: { email: a.email, key } });
    expect([check.status, check.body]).toEqual([200, { valid: true }]);

    for (const secret of [key, SMTP_PASSWORD, a.email]) expect(raw).not.toContain(secret);
    expect(sink.logins.every((l) => l.user === SMTP_USER && l.password === SMTP_PASSWORD)).toBe(true);
  });

  it('a 4xx reply is tried again later, a 5xx reply is given up at once, with the address hidden in the reason', async () => {
    const em = app.em();
    const driver = smtpMailDriver(app.config.mail);
    const opts = { maxAttempts: 3, retryBaseMs: 0 };
    sink.transient.add('later@example.kr');
    sink.transientLeft = 1;
    sink.refuse.add('nobody@example.kr');
    // written as the relay would find them, without waking the app's own relay
    em.create(MailMessage, { recipient: 'later@example.kr', subject: '[정신건강 전문가 학교지원 사업] 안내', body: '본문' });
    em.create(MailMessage, { recipient: 'nobody@example.kr', subject: '[정신건강 전문가 학교지원 사업] 안내', body: '본문' });
    await em.flush();

    expect(await relayMailOnce(app.em(), driver, opts)).toEqual({ sent: 0, retried: 1, failed: 1 });
    const later = await outboxRow('later@example.kr');
    expect(later).toMatchObject({ status: MailStatus.QUEUED, attempts: 1 });
    expect(later.lastError).toMatch(/^SMTP 451 /);
    const nobody = await outboxRow('nobody@example.kr');
    expect(nobody).toMatchObject({ status: MailStatus.FAILED, attempts: 1 });
    expect(nobody.lastError).toMatch(/^SMTP 550 /);
    expect(nobody.lastError).not.toContain('nobody@example.kr');

    expect(await relayMailOnce(app.em(), driver, opts)).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await outboxRow('later@example.kr')).toMatchObject({ status: MailStatus.SENT, attempts: 2 });
    expect((await sink.next('later@example.kr')).mail.text?.trim()).toBe('본문');
    expect(raw).not.toContain('later@example.kr');
  });

  it('a mail server that cannot be reached keeps the message queued for the next attempt, then gives up', async () => {
    const closed = await new MailSink().start();
    await closed.close();
    const driver = smtpMailDriver({ ...app.config.mail, smtp: { ...app.config.mail.smtp!, port: closed.port, timeoutMs: 2_000 } });
    const em = app.em();
    em.create(MailMessage, { recipient: 'unreachable@example.kr', subject: '[정신건강 전문가 학교지원 사업] 안내', body: '본문' });
    await em.flush();
    const opts = { maxAttempts: 2, retryBaseMs: 0 };
    expect(await relayMailOnce(app.em(), driver, opts)).toMatchObject({ retried: 1 });
    expect(await outboxRow('unreachable@example.kr')).toMatchObject({ status: MailStatus.QUEUED, attempts: 1 });
    expect(await relayMailOnce(app.em(), driver, opts)).toMatchObject({ failed: 1 });
    const row = await outboxRow('unreachable@example.kr');
    expect(row.status).toBe(MailStatus.FAILED);
    expect(row.lastError).toMatch(/2회 시도 후 중단/);
  });
});

describe('mail settings', () => {
  const prod = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PUBLIC_URL };

  it('the local mailbox is the default; smtp takes its settings from the environment', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).mail).toMatchObject({ driver: 'local', relay: true, relayIntervalMs: 0 });
    expect(loadMailConfig({ MAIL_DRIVER: 'smtp', SMTP_HOST: 'smtp.example.kr', MAIL_FROM: 'noreply@svs.example.kr' }, false)).toMatchObject({
      driver: 'smtp',
      from: 'noreply@svs.example.kr',
      smtp: { host: 'smtp.example.kr', port: 587, secure: false, requireTls: false, user: undefined },
    });
    expect(loadMailConfig({ MAIL_DRIVER: 'smtp', SMTP_HOST: 'h.example.kr', SMTP_SECURE: 'true', MAIL_FROM: FROM }, false).smtp).toMatchObject({ port: 465, secure: true });
    // production: a password never goes over a connection without TLS
    const p = loadMailConfig({ MAIL_DRIVER: 'smtp', SMTP_HOST: 'h.example.kr', SMTP_USER: 'u', SMTP_PASSWORD: SMTP_PASSWORD, MAIL_FROM: FROM }, true);
    expect(p.smtp).toMatchObject({ requireTls: true, user: 'u', password: SMTP_PASSWORD });
  });

  it.each([
    [{ MAIL_DRIVER: 'smtp' }, /MAIL_DRIVER=smtp needs SMTP_HOST, MAIL_FROM/],
    [{ MAIL_DRIVER: 'smtp', SMTP_HOST: 'h.example.kr' }, /needs MAIL_FROM/],
    [{ MAIL_DRIVER: 'smtp', SMTP_HOST: 'h.example.kr', MAIL_FROM: FROM, SMTP_USER: 'u' }, /needs SMTP_PASSWORD/],
    [{ MAIL_DRIVER: 'smtp', SMTP_HOST: 'h.example.kr', MAIL_FROM: FROM, SMTP_PASSWORD }, /needs SMTP_USER/],
    [{ MAIL_DRIVER: 'smtp', SMTP_HOST: 'h.example.kr', MAIL_FROM: 'noreply' }, /MAIL_FROM=noreply is not an address/],
    [{ MAIL_DRIVER: 'smtp', SMTP_HOST: 'h.example.kr', MAIL_FROM: FROM, SMTP_PORT: '99999' }, /SMTP_PORT=99999/],
    [{ MAIL_DRIVER: 'smtp', SMTP_HOST: 'h.example.kr', MAIL_FROM: FROM, SMTP_SECURE: 'yes' }, /SMTP_SECURE=yes/],
    [{ SMTP_HOST: 'h.example.kr', SMTP_PASSWORD }, /SMTP_HOST, SMTP_PASSWORD set but MAIL_DRIVER is local/],
    [{ MAIL_DRIVER: 'sendgrid' }, /MAIL_DRIVER=sendgrid is not available/],
  ])('production refuses to start with an incomplete mail setting: %o', (env, message) => {
    let error: Error | undefined;
    try {
      loadConfig({ ...prod, ...env });
    } catch (e) {
      error = e as Error;
    }
    expect(error?.message).toMatch(message);
    expect(error?.message).not.toContain(SMTP_PASSWORD);
  });
});
