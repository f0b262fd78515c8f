import ExcelJS from 'exceljs';
import { AccessLog } from '../src/platform/access-log.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { sql } from '../src/platform/db/sql.js';
import { kstStamp } from '../src/platform/time.js';
import { localSmsDriver, SmsSendError } from '../src/platform/sms-drivers.js';
import { relayOnce } from '../src/platform/sms-relay.js';
import { call, gql, makeAccount, makeCenter, makeSchool, tokenFor } from './harness.js';
import { logged, app, phone, msg, OPTS, countingDriver, enqueue, useWorld } from './sms-world.js';
import { expectOfficeWorkbook } from './xlsx-style.js';

/**
 * The SMS send history (REST, GraphQL, Excel) and who sees what: administrators everything, center and school staff and
 * education offices their own, the access log, search, menu 00022, the export; and last the application log, which
 * never holds a phone number or a message text (of the history's messages nor of a failed send). Sending: sms.test.ts.
 */

useWorld();

/** A consent round's id as it stands in a live link (/app/agree/{uuid}/guardian): the export must not hold it. */
const LINK_ID = '3f0c5a9e-1b2c-4d5e-8f90-a1b2c3d4e5f6';

/** The history's messages by name (filled by its beforeAll; the log test looks for them too). */
const texts: Record<string, { id: number; to: string; text: string }> = {};

// ---- the send history ------------------------------------------------------------------------------------------------

describe('send history (REST, GraphQL, Excel) and who sees what', () => {
  let centerA: string, centerB: string, admin: string, schoolMember: string, office: string;
  const PURPOSE = 'TEST_HISTORY';

  beforeAll(async () => {
    const sA = await makeSchool(app, { sggCode: '11140' });
    const sOther = await makeSchool(app, { sggCode: '11170' });
    const cA = await makeCenter(app, { locals: ['11140'] });
    const cB = await makeCenter(app, { locals: ['11170'] });
    const staffA = await makeAccount(app, RoleCode.CENTER_MEMBER, { center: cA });
    const staffB = await makeAccount(app, RoleCode.CENTER_MANAGER, { center: cB });
    const member = await makeAccount(app, RoleCode.MEMBER, { school: sA });
    const memberOther = await makeAccount(app, RoleCode.MEMBER, { school: sOther });
    // school staff do not have 00022 by default; an administrator may grant it (docs/PERMISSIONS.md)
    await sql(app.em(), `insert into role_permission (role_id, menu_id) values ('MEMBER', '00022') on conflict do nothing`, [], 'run');
    await sql(app.em(), `insert into role_permission (role_id, menu_id) values ('EDUCATION_OFFICE', '00022') on conflict do nothing`, [], 'run');
    centerA = await tokenFor(app, staffA);
    centerB = await tokenFor(app, staffB);
    schoolMember = await tokenFor(app, member);
    admin = await tokenFor(app, await makeAccount(app, RoleCode.SYSTEM_ADMIN));
    office = await tokenFor(app, await makeAccount(app, RoleCode.EDUCATION_OFFICE, { sdCode: '26' }));

    const add = async (name: string, senderId: number | undefined, text: string) => {
      const to = phone();
      const m = await enqueue(app.em(), msg({ to, text, purpose: PURPOSE, senderId: senderId === undefined ? undefined : String(senderId) }));
      texts[name] = { id: m.id, to, text };
    };
    await add('byCenterA', staffA.id, `센터 A: http://localhost/app/agree/${LINK_ID}/guardian`);
    await add('bySchoolA', member.id, '=1+2 학교 A에서 보낸 문자 인증번호 482913');
    await add('byCenterB', staffB.id, '센터 B 직원이 보낸 안내');
    await add('bySchoolOther', memberOther.id, '다른 학교에서 보낸 문자');
    await add('system', undefined, '시스템이 보낸 문자');
    await relayOnce(app.em(), localSmsDriver, OPTS);
  });

  const list = (token: string, query = '') => call(app, 'GET', `svs-u/sms/send-history/paging?purpose=${PURPOSE}${query}`, { token });
  const ids = (res: { body: any }) => (res.body.content as { id: number }[]).map((m) => m.id).sort((a, b) => a - b);
  const idsOf = (...names: string[]) => names.map((n) => texts[n].id).sort((a, b) => a - b);

  it('administrators see every message, newest first, numbers masked and texts as sent', async () => {
    const res = await list(admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalElements: 5, current: 1, pageSize: 10, first: true, last: true });
    expect(res.body.content.map((m: { id: number }) => m.id)).toEqual(idsOf('byCenterA', 'bySchoolA', 'byCenterB', 'bySchoolOther', 'system').reverse());
    const a = res.body.content.find((m: { id: number }) => m.id === texts.byCenterA.id);
    const to = texts.byCenterA.to;
    expect(a).toMatchObject({
      mobile: `${to.slice(0, 3)}-****-${to.slice(-4)}`,
      content: texts.byCenterA.text,
      kind: 'SMS',
      purpose: PURPOSE,
      status: 'SENT',
      statusLabel: '발송 완료',
      attempts: 1,
      provider: 'local',
      deliveryLabel: '결과 확인 안 함', // the local driver reports nothing
    });
    const raw = JSON.stringify(res.body);
    for (const t of Object.values(texts)) expect(raw).not.toContain(t.to);
  });

  it('shows what the provider reported: 전송 성공, or 전송 실패 with the reason, in the list and the Excel file', async () => {
    await sql(app.em(), `update sms_message set delivery = 'DELIVERED', delivered_at = now() where id = ?`, [texts.byCenterB.id], 'run');
    await sql(app.em(), `update sms_message set delivery = 'UNDELIVERED', delivery_reason = '3059 결번', delivered_at = now() where id = ?`, [texts.bySchoolOther.id], 'run');
    try {
      const rows = (await list(admin)).body.content as { id: number; delivery?: string; deliveryLabel?: string; deliveryReason?: string }[];
      expect(rows.find((m) => m.id === texts.byCenterB.id)).toMatchObject({ delivery: 'DELIVERED', deliveryLabel: '전송 성공' });
      expect(rows.find((m) => m.id === texts.bySchoolOther.id)).toMatchObject({ delivery: 'UNDELIVERED', deliveryLabel: '전송 실패', deliveryReason: '3059 결번' });
      const { rows: sheet } = await readBack((await excel(centerB, { purpose: PURPOSE })).bytes);
      expect(sheet.find((r) => r[0] === texts.bySchoolOther.id)!.slice(10)).toEqual(['전송 실패', '3059 결번']);
      expect(sheet.find((r) => r[0] === texts.byCenterB.id)![10]).toBe('전송 성공');
    } finally {
      await sql(app.em(), `update sms_message set delivery = null, delivery_reason = null, delivered_at = null where id in (?, ?)`, [texts.byCenterB.id, texts.bySchoolOther.id], 'run');
    }
  });

  it('each page read is in the access log with its filters and the ids shown, never the number searched for', async () => {
    const to = texts.byCenterA.to;
    const res = await list(admin, `&mobile=${to}`);
    expect(ids(res)).toEqual(idsOf('byCenterA'));
    const row = await app.em().findOneOrFail(AccessLog, { subjectType: 'sms-history', action: 'READ' }, { orderBy: { id: 'desc' } });
    expect(row).toMatchObject({ count: 1 });
    expect(row.detail).toContain(`purpose=${PURPOSE}`);
    expect(row.detail).toContain('mobile=(번호)');
    expect(row.detail).toContain(String(texts.byCenterA.id));
    expect(row.detail).not.toContain(to);
  });

  it('center staff see their center’s and its schools’ messages; another center sees none of them', async () => {
    expect(ids(await list(centerA))).toEqual(idsOf('byCenterA', 'bySchoolA'));
    expect(ids(await list(centerB))).toEqual(idsOf('byCenterB', 'bySchoolOther'));
  });

  it('school staff see their school’s messages; an education office its 시도 only', async () => {
    expect(ids(await list(schoolMember))).toEqual(idsOf('bySchoolA'));
    expect(ids(await list(office))).toEqual([]); // the messages here are all in 서울 (11)
  });

  it('the GraphQL twin answers the same rows', async () => {
    const res = await gql(app, `query($purpose: String) { smsSendHistory(purpose: $purpose) { totalElements content { id mobile content status purposeLabel } } }`, { purpose: PURPOSE }, centerA);
    expect(res.status).toBe(200);
    const rest = await list(centerA);
    expect(res.body.data!.smsSendHistory.content).toEqual(rest.body.content.map((m: any) => ({ id: m.id, mobile: m.mobile, content: m.content, status: m.status, purposeLabel: m.purposeLabel })));
  });

  it('searches by number, text, status and period', async () => {
    const to = texts.bySchoolA.to;
    expect(ids(await list(admin, `&mobile=${to.slice(-4)}`))).toEqual(idsOf('bySchoolA'));
    expect(ids(await list(admin, `&mobile=${to.slice(0, 3)}-${to.slice(3, 7)}-${to.slice(7)}`))).toEqual(idsOf('bySchoolA'));
    expect(ids(await list(admin, `&keyword=${encodeURIComponent('센터 B')}`))).toEqual(idsOf('byCenterB'));
    expect(ids(await list(admin, `&keyword=${encodeURIComponent('100%')}`))).toEqual([]);
    expect(ids(await list(admin, '&status=FAILED'))).toEqual([]);
    expect((await list(admin, '&status=SENT')).body.totalElements).toBe(5);
    const today = kstStamp().replace(/^(\d{4})(\d{2})(\d{2}).*/, '$1-$2-$3');
    expect((await list(admin, `&startDate=${today}&endDate=${today}`)).body.totalElements).toBe(5);
    expect((await list(admin, `&startDate=2000-01-01&endDate=2000-01-31`)).body.totalElements).toBe(0);
    const backwards = await list(admin, `&startDate=2026-02-01&endDate=2026-01-31`);
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ code: 'BAD_USER_INPUT', message: '종료일은 시작일보다 이후여야 합니다.' });
    const badDay = await list(admin, `&startDate=2026-02-30`);
    expect(badDay.status).toBe(400);
    expect(badDay.body.message).toBe('시작일 형식이 맞지 않습니다.');
    expect((await list(admin, '&status=NOPE')).status).toBe(400);
    expect((await list(admin, '&mobile=abc')).body).toMatchObject({ code: 'BAD_USER_INPUT', message: '수신번호는 숫자 3자리 이상으로 입력해주세요.' });
  });

  it('needs a token and menu 00022', async () => {
    expect((await call(app, 'GET', 'svs-u/sms/send-history/paging')).status).toBe(401);
    expect((await call(app, 'POST', 'svs-u/sms/send-history/excel-download', { body: {} })).status).toBe(401);
    const ministry = await tokenFor(app, await makeAccount(app, RoleCode.EDUCATION_MINISTRY));
    expect((await list(ministry)).status).toBe(403);
    expect((await call(app, 'POST', 'svs-u/sms/send-history/excel-download', { token: ministry, body: {} })).status).toBe(403);
    const g = await gql(app, `{ smsSendHistory { totalElements } }`, {}, ministry);
    expect(g.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });

  async function excel(token: string, body: Record<string, unknown>) {
    const res = await fetch(app.url + 'svs-u/sms/send-history/excel-download', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  async function readBack(bytes: Buffer) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const sheet = wb.worksheets[0];
    const rows: unknown[][] = [];
    sheet.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    return { sheet, rows };
  }

  it('downloads the filtered list as .xlsx named with the given name and a timestamp, within the caller’s jurisdiction', async () => {
    const { res, bytes } = await excel(centerA, { purpose: PURPOSE, fileName: 'SMS 발송 내역' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const disposition = res.headers.get('content-disposition')!;
    const name = decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)![1]);
    expect(name).toMatch(/^SMS 발송 내역_\d{14}\.xlsx$/);

    // the one look (test/xlsx-style.ts), with no consent link's id anywhere in the file
    await expectOfficeWorkbook(bytes, [{ name: 'SMS 발송 내역', dates: { '발송 요청 일시': 'dateTime', '발송 완료 일시': 'dateTime' }, wraps: ['내용'], formula: texts.bySchoolA.text }], {
      absent: /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i,
    });
    const { sheet, rows } = await readBack(bytes);
    expect(sheet.name).toBe('SMS 발송 내역');
    expect(rows[0]).toEqual(['번호', '발송 요청 일시', '발송 완료 일시', '수신번호', '구분', '발송 용도', '상태', '시도 횟수', '내용', '실패 사유', '수신 결과', '수신 실패 사유']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(idsOf('byCenterA', 'bySchoolA').reverse());
    const school = rows.find((r) => r[0] === texts.bySchoolA.id)!;
    const to = texts.bySchoolA.to;
    expect(school[3]).toBe(`${to.slice(0, 3)}-****-${to.slice(-4)}`);
    expect(school[6]).toBe('발송 완료');
    expect(school[8]).toBe(texts.bySchoolA.text); // began with =: text as typed (quotePrefix, checked above)
    expect(school[1]).toBeInstanceOf(Date);
    // the link is there, its id is not
    expect(rows.find((r) => r[0] === texts.byCenterA.id)![8]).toBe('센터 A: http://localhost/app/agree/********/guardian');
    expect(bytes.toString('latin1')).not.toContain(to);

    const other = await readBack((await excel(centerB, { purpose: PURPOSE })).bytes);
    expect(other.rows.slice(1).map((r) => r[0])).toEqual(idsOf('byCenterB', 'bySchoolOther').reverse());
  });

  it('reads the export in batches: more rows than one batch all arrive', async () => {
    const em = app.em();
    await em.transactional(async (tx) => {
      for (let i = 0; i < 520; i++) await enqueue(tx, msg({ purpose: 'TEST_BULK', text: `대량 ${i}` }));
    });
    const { res, bytes } = await excel(admin, { purpose: 'TEST_BULK' });
    expect(res.status).toBe(200);
    const { rows } = await readBack(bytes);
    expect(rows).toHaveLength(521);
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(520);
    expect(rows[1][6]).toBe('발송 대기');
  });

  it('refuses a bad search before streaming, with a JSON error', async () => {
    const { res, bytes } = await excel(admin, { startDate: '2026-03-01', endDate: '2026-02-01' });
    expect(res.status).toBe(400);
    expect(JSON.parse(bytes.toString())).toMatchObject({ code: 'BAD_USER_INPUT', message: '종료일은 시작일보다 이후여야 합니다.' });
    const unknownKey = await excel(admin, { nope: 1 });
    expect(unknownKey.res.status).toBe(400);
  });
});

describe('the application log', () => {
  it('never holds a phone number or a message text', async () => {
    const failing = countingDriver(() => {
      throw new SmsSendError('HTTP 500', true);
    });
    const to = phone();
    await enqueue(app.em(), msg({ to, text: '로그에 남으면 안 되는 문장 482913' }));
    await relayOnce(app.em(), failing, OPTS);
    expect(logged).toContain('sms send failed');
    expect(logged).not.toContain(to);
    expect(logged).not.toContain('로그에 남으면 안 되는 문장');
    for (const t of Object.values(texts)) {
      expect(logged).not.toContain(t.to);
      expect(logged).not.toContain(t.text.slice(0, 10));
    }
  });
});
