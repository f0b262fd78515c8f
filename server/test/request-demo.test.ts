import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Request } from '../src/modules/request/request.entity.js';
import { seedDemo } from '../src/seeders/demo.js';
import { seedDemoRequests } from '../src/seeders/demo-requests.js';
import { call, signIn, startTestApp, type TestApp } from './harness.js';
import { DEMO_PASSWORD } from '../src/seeders/demo.js';

describe('demo requests (npm start)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  it('seeds a request in every state of the lifecycle, once, visible to the demo school and center only', async () => {
    expect(await seedDemo(app.em())).toBe(true);
    expect(await seedDemoRequests(app.em(), app.config)).toBe(true);
    expect(await seedDemoRequests(app.em(), app.config)).toBe(false);

    const rows = await app.em().find(Request, {}, { orderBy: { id: 'asc' } });
    expect(rows.map((r) => `${r.status}${r.progressStep ? ':' + r.progressStep : ''}`)).toEqual([
      'REQUESTED',
      'REJECTED',
      'CANCELLED',
      'COMPLETED:IN_DEPTH_EVALUATION',
      'COMPLETED:CASE_INTERVENTION',
      'CLOSED:CLOSING_REPORT',
      'REPORT_SENT:CLOSING_REPORT',
      'REQUESTED',
    ]);
    const token = async (loginId: string) => (await signIn(app, loginId, DEMO_PASSWORD)).token!;
    const total = async (loginId: string) => (await call(app, 'GET', 'svs-u/request/paging', { token: await token(loginId) })).body.totalElements;
    expect(await total('manager')).toBe(8);
    expect(await total('member')).toBe(8);
    expect(await total('office')).toBe(8);
    expect(await total('gg_center')).toBe(0);
  });
});
