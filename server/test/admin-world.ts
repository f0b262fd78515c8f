import { afterAll, beforeAll } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { makeAccount, startTestApp, tokenFor, type TestApp } from './harness.js';

/**
 * The app of the administration suites (admin.test.ts, admin-accounts.test.ts) with an administrator's token, the
 * password rule's message and unique ids. Each file starts its own.
 */

export let app: TestApp;
export let admin: string;
/** Starts the app and signs an administrator in before the tests of the file; stops it after them. */
export function useWorld(): void {
  beforeAll(async () => {
    app = await startTestApp();
    admin = await tokenFor(app, await makeAccount(app, RoleCode.SYSTEM_ADMIN));
  });
  afterAll(() => app?.stop());
}

export const PASSWORD_RULE = (field: string) => `${field} 는 공백 제외 영문, 숫자, 특수문자를 모두 조합하여 최소 8자리 이상 입력해주세요.`;

let n = 0;
export const uid = () => `${Date.now().toString(36).slice(-3)}${++n}`;
