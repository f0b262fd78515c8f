import { expect } from 'vitest';
import { MailMessage } from '../src/platform/mail.js';
import { call, makeSchool, type TestApp } from './harness.js';

/** A test's view of one text/event-stream: the events parsed so far, waits, and close. */
export interface OpenStream {
  status: number;
  contentType: string | null;
  events: { event: string; data: any }[];
  comments: string[];
  /** Resolves with the first event (from `from` on) that matches, or rejects after ms. */
  next(match: (e: { event: string; data: any }) => boolean, o?: { from?: number; ms?: number }): Promise<{ event: string; data: any }>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
  /** The body of a refusal (not a stream). */
  body?: any;
}

export async function ticketFor(app: { url: string }, token: string): Promise<string> {
  const res = await call(app as TestApp, 'POST', 'svs-u/alarm-history/stream-ticket', { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.ticket as string;
}

/** Opens GET svs-u/alarm-history/stream?ticket= and parses its events as they arrive. */
export async function openStream(app: { url: string }, ticket: string): Promise<OpenStream> {
  const abort = new AbortController();
  const res = await fetch(`${app.url}svs-u/alarm-history/stream?ticket=${encodeURIComponent(ticket)}`, {
    headers: { accept: 'text/event-stream' },
    signal: abort.signal,
  });
  const events: OpenStream['events'] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const s: OpenStream = {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    comments,
    ended: Promise.resolve(),
    close: () => abort.abort(),
    next(match, o = {}) {
      const ms = o.ms ?? 5_000;
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = events.slice(o.from ?? 0).find(match);
          if (hit) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(hit);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event in ${ms} ms; got ${JSON.stringify(events)}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
  };
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
    s.body = await res.json();
    return s;
  }
  s.ended = (async () => {
    const decoder = new TextDecoder();
    let buf = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buf += decoder.decode(chunk, { stream: true });
        let i: number;
        while ((i = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length) events.push({ event, data: JSON.parse(data.join('\n')) });
          for (const w of [...waiters]) w();
        }
      }
    } catch {
      /* aborted by close() */
    }
  })();
  return s;
}

let seq = 0;
/** A MEMBER sign-up through app: it raises '회원 가입 승인 요청' for every active administrator. */
export async function pendingSignUp(app: TestApp): Promise<number> {
  const n = `${process.pid % 1000}${++seq}${Date.now() % 100000}`;
  const email = `pending${n}@example.org`;
  const school = await makeSchool(app);
  await call(app, 'POST', 'svs/sign/auth', { body: { email } });
  const mail = await app.em().findOneOrFail(MailMessage, { recipient: email }, { orderBy: { id: 'desc' } });
  const code = /(\d{6})/.exec(mail.body)![1];
  expect((await call(app, 'POST', 'svs/sign/auth-check', { body: { email, authNumber: code } })).status).toBe(200);
  const res = await call(app, 'POST', 'svs/sign/up', {
    body: {
      loginId: `pend${n}`,
      password: 'Abcd123!@',
      passwordConfirm: 'Abcd123!@',
      name: '신청자',
      email,
      mobile: '010-1111-2222',
      role: 'MEMBER',
      schoolId: school.id,
      personalInfoAgreeYn: 'Y',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.user.id as number;
}
