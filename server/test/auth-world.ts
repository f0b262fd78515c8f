import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetClock } from '../src/platform/clock.js';
import { startTestApp, type TestApp } from './harness.js';

/**
 * The app of the sign-in suites (auth.test.ts, auth-client.test.ts), with the clock reset after each test, and the
 * messages and GraphQL documents both use. Each file starts its own.
 */

export let app: TestApp;
/** Starts the app before the tests of the file, resets the clock after each and stops the app after them. */
export function useWorld(): void {
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());
  afterEach(() => resetClock());
}

export const ADMIN_REFUSED = '관리자는 로그인 할 수 없습니다.';
export const SIGN_IN = `mutation SignIn($loginId: String!, $password: String!) {
  signIn(loginId: $loginId, password: $password) { accessToken expiresIn user { id loginId role } }
}`;
export const REFRESH = `mutation { refreshSession { accessToken expiresIn user { loginId } } }`;
