import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { School } from '../src/modules/organization/school.entity.js';
import { resetClock } from '../src/platform/clock.js';
import { call, clientToken, makeSchool, startTestApp, type TestApp } from './harness.js';

/**
 * The app of the identity suites (identity.test.ts, identity-epki.test.ts): a school and a client token, the clock reset
 * after each test, unique ids, and the EPKI challenge and its signed proof (the driver configuration test of
 * identity.test.ts uses them too). Each file starts its own.
 */

export let app: TestApp;
export let school: School;
export let ctoken: string;
/** Starts the app, makes the school and the client token before the tests of the file; stops the app after them. */
export function useWorld(): void {
  beforeAll(async () => {
    app = await startTestApp();
    school = await makeSchool(app);
    ctoken = await clientToken(app);
  });
  afterAll(() => app?.stop());
  afterEach(() => resetClock());
}

let n = 0;
export const uniq = () => `${Date.now().toString(36).slice(-4)}${++n}`;

// ---- EPKI ---------------------------------------------------------------------------------------------------------

/** The local verifier's documented stand-in for a signature: base64url(HMAC-SHA256(key = serialNum, nonce)). */
export const signature = (serialNum: string, nonce: string) => createHmac('sha256', serialNum).update(nonce).digest('base64url');
export const certificate = (serialNum: string, subjectName = '홍길동 교사') => JSON.stringify({ serialNum, subjectName });
export const serial = () => `EPKI${uniq()}${Math.random().toString(16).slice(2, 8)}`.toUpperCase();

export async function challenge(token = ctoken) {
  const res = await call(app, 'GET', 'svs-c/epki/login', { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { challengeId: string; nonce: string; expiresIn: number };
}

export async function proof(serialNum: string, c?: { challengeId: string; nonce: string }) {
  const ch = c ?? (await challenge());
  return { challengeId: ch.challengeId, signedData: signature(serialNum, ch.nonce), certificate: certificate(serialNum) };
}
