import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { EvaluationSchoolType, Gender, SimpleEvaluation } from '../src/modules/evaluation-record/simple-evaluation.entity.js';
import { kstDay } from '../src/platform/time.js';
import { call, makeAccount, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';

/**
 * docs/INTEGRATION.md's worked example (examples/integrator.ts) as an integrator would build it: types generated
 * from the committed OpenAPI document, the example type-checked against them (a renamed field or path fails here),
 * then run against a live server with a service client an administrator registered.
 */
const examples = fileURLToPath(new URL('../examples/', import.meta.url));
/**
 * The example, loaded once its types exist: a path tsc does not follow, so the server's typecheck (npm test, before
 * this file generates svs-api.d.ts) does not ask for them; the first test type-checks it against them instead.
 */
interface Example {
  serviceToken(baseUrl: string, clientId: string, clientSecret: string): Promise<string>;
  readFigures(baseUrl: string, token: string, since: string): Promise<{ requests: number; results: { pseudonym: string; totalT: number; crisis: boolean }[] }>;
}
const loadExample = (): Promise<Example> => import(`${examples}integrator.ts`) as Promise<Example>;
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  const ast = await openapiTS(new URL('../../schema/openapi.json', import.meta.url));
  writeFileSync(`${examples}svs-api.d.ts`, astToString(ast));
});
afterAll(() => app?.stop());

describe('the integrator example', () => {
  it('type-checks against the types generated from the OpenAPI document', () => {
    const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));
    const args = ['--noEmit', '--strict', '--skipLibCheck', '--target', 'ES2022', '--module', 'NodeNext', '--moduleResolution', 'NodeNext', '--types', 'node'];
    // throws with tsc's report when the example no longer fits the API
    execFileSync(process.execPath, [tsc, ...args, `${examples}integrator.ts`], { stdio: 'pipe' });
  }, 120_000);

  it('reads the figures and the de-identified results with a registered client', async () => {
    const school = await makeSchool(app, { sggCode: '11110' });
    const em = app.em();
    for (const [n, t] of [[1, 72], [2, 48]] as const) {
      em.create(SimpleEvaluation, {
        school,
        sdCode: school.sdCode,
        sggCode: school.sggCode,
        year: 2026,
        schoolTargetType: EvaluationSchoolType.ELEMENTARY,
        gender: Gender.M,
        studentCode: `INT-${process.pid}-${n}`,
        studentSeq: n,
        result: { categories: [], total: { scale: 'TOTAL', raw: 1, t, percentile: 50, range: 'GENERAL' }, normDemo: true } as never,
        scoredAt: new Date(),
        crisis: t >= 70,
      });
    }
    await em.flush();
    const admin = await tokenFor(app, await makeAccount(app, RoleCode.SYSTEM_ADMIN));
    const expiresOn = kstDay(new Date(Date.now() + 30 * 86_400_000));
    const reg = await call(app, 'POST', 'svs-u/service-client', {
      token: admin,
      body: { name: '교육청 대시보드', scopes: ['statistics:read', 'evaluations:read'], rateLimitPerMinute: 60, expiresOn },
    });
    expect(reg.status).toBe(201);
    const { serviceToken, readFigures } = await loadExample();
    const base = new URL(app.url).origin;
    const token = await serviceToken(base, reg.body.client.clientId, reg.body.clientSecret);
    const { requests, results } = await readFigures(base, token, kstDay(new Date(Date.now() - 86_400_000)));
    expect(requests).toBe(0);
    expect(results.map((r) => [r.totalT, r.crisis]).sort()).toEqual([[48, false], [72, true]]);
    expect(new Set(results.map((r) => r.pseudonym)).size).toBe(2);
  });
});
