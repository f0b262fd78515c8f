import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetClock } from '../src/platform/clock.js';
import { createLogger, setLogger } from '../src/platform/log.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { enqueueSms, SmsMessage, type SmsRequest } from '../src/platform/sms.js';
import { localSmsDriver, type OutgoingSms, type SmsDriver } from '../src/platform/sms-drivers.js';
import { relayOnce, type RelayOptions } from '../src/platform/sms-relay.js';
import { startTestApp, type TestApp } from './harness.js';

/**
 * The app of the SMS suites (sms.test.ts, sms-history.test.ts), its server relay off so that each test drives relayOnce
 * with the driver it means to count; everything the app logs during the file in `logged`; and the helpers both use:
 * unique numbers, messages, the drain after each test, a message's row and a counting driver. Each file starts its own.
 */

/** Everything the app logs during this file: phone numbers and texts must never be in it. */
export let logged = '';
const previousLogger = setLogger(createLogger({ write: (chunk: string) => void (logged += chunk) }, 'info'));

export let app: TestApp;
/** Starts the app before the tests of the file, resets the clock and drains the outbox after each, stops it after them. */
export function useWorld(): void {
  beforeAll(async () => {
    // the server's own relay stays off: each test drives relayOnce with the driver it means to count
    app = await startTestApp({ env: { SMS_RELAY: 'false', METRICS_PORT: '0' } });
  });
  afterAll(async () => {
    await app?.stop();
    setLogger(previousLogger);
  });
  afterEach(() => resetClock());
  afterEach(drain);
}

let seq = 0;
/** A number of its own per message (010 + 8 digits). */
export const phone = () => `0109${String(Date.now() % 1000).padStart(3, '0')}${String(++seq).padStart(4, '0')}`;
export const msg = (o: Partial<SmsRequest> = {}): SmsRequest => ({
  to: phone(),
  text: '[테스트] 안내 문자입니다.',
  purpose: 'TEST',
  dedupeKey: `test-${Date.now()}-${++seq}`,
  ...o,
});
export const OPTS: RelayOptions = { maxAttempts: 5, retryBaseMs: 0 };

/** Sends whatever is due with the local driver, so no test leaves queued messages for the next one. */
export async function drain() {
  for (let i = 0; i < 20; i++) {
    const r = await relayOnce(app.em(), localSmsDriver, OPTS);
    if (!r.sent && !r.retried && !r.failed) return;
  }
}

/** Queues a message (enqueueSms answers its id) and reads its row back, as the relay and the send history see it. */
export const enqueue = async (em: EntityManager, m: SmsRequest) => em.findOneOrFail(SmsMessage, await enqueueSms(em, m), { refresh: true });

export const row = (id: number) => app.em().findOneOrFail(SmsMessage, id, { disableIdentityMap: true });

/** A driver that counts its calls per message; `fail(m, call)` may throw to simulate the provider. */
export function countingDriver(fail?: (m: OutgoingSms, call: number) => void, delayMs = 0) {
  const calls = new Map<number, number>();
  const sends = new Map<number, number>();
  const driver: SmsDriver & { calls: typeof calls; sends: typeof sends } = {
    name: 'counting',
    calls,
    sends,
    async send(m) {
      const n = (calls.get(m.id) ?? 0) + 1;
      calls.set(m.id, n);
      if (delayMs) await new Promise((r) => setTimeout(r, Math.random() * delayMs));
      fail?.(m, n);
      sends.set(m.id, (sends.get(m.id) ?? 0) + 1);
      return { providerMessageId: `c-${m.id}-${n}` };
    },
  };
  return driver;
}
