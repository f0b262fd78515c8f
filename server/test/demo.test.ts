import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CrisisAlert } from '../src/modules/simple-evaluation/crisis-alert.entity.js';
import { ConsentState, ScoreRange, SimpleEvaluation } from '../src/modules/simple-evaluation/simple-evaluation.entity.js';
import { SmsMessage } from '../src/platform/sms.js';
import { DEMO_PASSWORD, seedDemo, seedDemoEvaluations } from '../src/seeders/demo.js';
import { call, signIn, startTestApp, type TestApp } from './harness.js';

describe('demo data (npm start)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  it('seeds schools, accounts and simple evaluations in every state, once', async () => {
    expect(await seedDemo(app.em())).toBe(true);
    expect(await seedDemoEvaluations(app.em(), app.config)).toBe(true);
    // idempotent
    expect(await seedDemo(app.em())).toBe(false);
    expect(await seedDemoEvaluations(app.em(), app.config)).toBe(false);

    const em = app.em();
    const rows = await em.find(SimpleEvaluation, {}, { populate: ['school'] });
    expect(rows).toHaveLength(60);
    for (const school of ['7000001', '7000002', '7000003', '7500001', '7500002']) {
      const mine = rows.filter((r) => r.school.id === school);
      expect(mine).toHaveLength(12);
      expect(mine.filter((r) => r.consentState === ConsentState.NOT_SENT)).toHaveLength(3);
      expect(mine.filter((r) => r.consentState === ConsentState.SENT)).toHaveLength(3);
      const done = mine.filter((r) => r.isDone === 'Y');
      expect(done).toHaveLength(6);
      for (const d of done) {
        expect(d.consentState).toBe(ConsentState.AGREED);
        expect(d.totalT).toBeGreaterThan(0);
        expect(d.result?.categories.length).toBe(5);
      }
      expect(done.some((d) => d.totalRange === ScoreRange.ATTENTION)).toBe(true);
      expect(done.some((d) => d.totalRange === ScoreRange.PRIORITY_ATTENTION)).toBe(true);
      expect(done.some((d) => d.totalRange === ScoreRange.GENERAL)).toBe(true);
    }
    // every middle/high school has a crisis alert raised by the respondent's submission; elementary none
    const alerts = await em.find(CrisisAlert, {}, { populate: ['school'] });
    expect(alerts.map((a) => a.school.id).sort()).toEqual(expect.arrayContaining(['7000002', '7000003', '7500002']));
    expect(alerts.every((a) => !['7000001', '7500001'].includes(a.school.id))).toBe(true);
    // the consent links went out as SMS (demo numbers only)
    const sms = await em.find(SmsMessage, { refType: 'simple-evaluation' });
    expect(sms.length).toBeGreaterThanOrEqual(45);
    expect(sms.every((m) => m.recipient.startsWith('0100000'))).toBe(true);
  });

  it('a demo center user sees the seeded list through the API, the other center none of it', async () => {
    const token = async (username: string) => {
      const { res, token } = await signIn(app, username, DEMO_PASSWORD);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return token!;
    };
    const seoul = await call(app, 'GET', 'svs-u/simple-evaluation/paging?size=100', { token: await token('center') });
    expect(seoul.status).toBe(200);
    const ids = new Set(seoul.body.content.map((r: { schoolId: string }) => r.schoolId));
    expect([...ids].sort()).toEqual(['7000001', '7000002', '7000003']);
    const gg = await call(app, 'GET', 'svs-u/simple-evaluation/paging?size=100', { token: await token('gg_center') });
    expect(new Set(gg.body.content.map((r: { schoolId: string }) => r.schoolId))).toEqual(new Set(['7500001', '7500002']));
  });
});
