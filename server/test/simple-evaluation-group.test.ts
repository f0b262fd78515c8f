import ExcelJS from 'exceljs';
import { crc32, deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { SchoolType, type School } from '../src/modules/organization/school.entity.js';
import { ConsentState, SimpleEvaluation, SimpleEvaluationAgree } from '../src/modules/evaluation-record/simple-evaluation.entity.js';
import { SmsMessage } from '../src/platform/sms.js';
import { call, gql, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';
import { claims, expectError, expectGqlError } from './util.js';

/**
 * Group register (일괄 등록): the template, a preview that lists every row's errors and saves nothing, a commit that
 * saves every row in one transaction or nothing, and the files that must be refused before exceljs reads them.
 */
let app: TestApp;
let school: School, mid: School, other: School, mixed: School;
let teacher: string, centerStaff: string, otherTeacher: string, midTeacher: string, mixedTeacher: string;

beforeAll(async () => {
  app = await startTestApp();
  school = await makeSchool(app, { sggCode: '11110' });
  mid = await makeSchool(app, { sggCode: '11110', type: SchoolType.MIDDLE });
  other = await makeSchool(app, { sggCode: '11140' });
  // a special school registers both 학교급 (an elementary school only 초등, a middle or high school only 중고등)
  mixed = await makeSchool(app, { sggCode: '11110', type: SchoolType.SPECIAL });
  const center = await makeCenter(app, { locals: ['11110'] });
  teacher = await tokenFor(app, await makeAccount(app, RoleCode.MEMBER, { school }));
  otherTeacher = await tokenFor(app, await makeAccount(app, RoleCode.MEMBER, { school: other }));
  midTeacher = await tokenFor(app, await makeAccount(app, RoleCode.MEMBER, { school: mid }));
  mixedTeacher = await tokenFor(app, await makeAccount(app, RoleCode.MEMBER, { school: mixed }));
  centerStaff = await tokenFor(app, await makeAccount(app, RoleCode.CENTER_MEMBER, { center }));
});
afterAll(() => app?.stop());

const PATH = 'svs-u/simple-evaluation/group-register';

async function post(token: string, file: Buffer | undefined, fields: Record<string, string> = {}, fileName = 'students.xlsx') {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([file]), fileName);
  const res = await fetch(`${app.url}${PATH}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

async function sheet(rows: (string | number | null)[][], header = ['학교급', '성별', '휴대전화번호']): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('일괄등록');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const countOf = (s: School) => app.em().count(SimpleEvaluation, { school: s.id });

/** A zip of one entry: `size` zero bytes deflated (about 1/1000 of the size), as xlsx files are zips. */
function zipOf(name: string, content: Buffer): Buffer {
  const data = deflateRawSync(content, { level: 9 });
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc32(content), 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc32(content), 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  central.writeUInt32LE(0, 42);
  const cdOffset = local.length + nameBytes.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(cdOffset, 16);
  return Buffer.concat([local, nameBytes, data, central, nameBytes, end]);
}

describe('template', () => {
  it('is an Excel file with the columns the upload reads', async () => {
    const res = await fetch(`${app.url}${PATH}/template`, { headers: { authorization: `Bearer ${teacher}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    expect(wb.getWorksheet('일괄등록')!.getRow(1).values).toEqual([undefined, '학교급', '성별', '휴대전화번호', '보호자 휴대전화번호']);
    expect(wb.getWorksheet('안내')!.getColumn(2).values.join('\n')).toContain('등록하고 보호자 동의 링크 보내기를 고를 때 필수');
    // the template itself, filled in, goes through
    const ws = wb.getWorksheet('일괄등록')!;
    ws.getCell('A2').value = '초등';
    ws.getCell('B2').value = '여';
    const filled = Buffer.from(await wb.xlsx.writeBuffer());
    const preview = await post(teacher, filled);
    expect(preview.body).toMatchObject({ mode: 'PREVIEW', ok: true, total: 1, errorCount: 0, registered: 0 });
  });
});

describe('preview and commit', () => {
  it('lists every row\'s errors in preview and saves nothing', async () => {
    const file = await sheet([
      ['초등', '남', '010-1111-2222'],
      ['초등', '', '01033334444'],
      ['유치원', '여', ''],
      ['중고등', '남', '010-1234-567'],
      ['초등', '여', '010 1111 2222'],
      [null, null, null],
      ['초등', '여', 1055556666],
    ]);
    const before = await countOf(school);
    const res = await post(teacher, file);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ mode: 'PREVIEW', ok: false, total: 6, errorCount: 4, registered: 0, ids: [] });
    expect(res.body.rows.map((r: any) => [r.line, r.errors])).toEqual([
      [2, []],
      [3, ['성별을 입력해주세요.']],
      [4, ['학교급은 초등으로 입력해주세요.']],
      [5, ['초등학교이므로 학교급은 초등으로 입력해주세요 (비우면 초등).', '휴대전화번호 형식이 맞지 않습니다.']],
      [6, ['파일 안에서 중복된 휴대전화번호입니다 (2행).']],
      [8, []],
    ]);
    expect(res.body.rows[0]).toMatchObject({ schoolTargetType: 'ELEMENTARY', gender: 'M', mobile: '010-****-2222' });
    expect(res.body.rows[5].mobile).toBe('010-****-6666');
    // committing the same file saves nothing either
    const commit = await post(teacher, file, { mode: 'COMMIT' });
    expect(commit.status).toBe(400);
    expect(commit.body.code).toBe('GROUP_REGISTER_INVALID');
    expect(commit.body.message).toBe('오류가 있는 행이 4개 있어 아무것도 등록하지 않았습니다.');
    expect(commit.body.details).toHaveLength(4);
    expect(await countOf(school)).toBe(before);
  });

  it('refuses values it would otherwise guess, naming the values allowed, and a 학교급 that does not fit the school', async () => {
    const file = await sheet([
      ['초등', '남자', null],
      ['고등', '여', null],
      ['초등', 'M', null],
      ['elementary', '여성', null],
      [' 초등 ', ' 여 ', null],
    ]);
    const res = await post(teacher, file);
    expect(res.body.rows.map((r: any) => [r.line, r.errors])).toEqual([
      [2, ['성별은 남 또는 여로 입력해주세요.']],
      [3, ['학교급은 초등으로 입력해주세요.']],
      [4, ['성별은 남 또는 여로 입력해주세요.']],
      [5, ['학교급은 초등으로 입력해주세요.', '성별은 남 또는 여로 입력해주세요.']],
      [6, []],
    ]);
    // at a middle school 초등 does not fit; at a special school either value is taken, anything else is refused
    const atMid = await post(midTeacher, await sheet([['초등', '남', null], ['중고등', '여', null], [null, '남', null], ['중등', '여', null]]));
    expect(atMid.body.rows.map((r: any) => [r.line, r.schoolTargetType, r.errors])).toEqual([
      [2, undefined, ['중학교이므로 학교급은 중고등으로 입력해주세요 (비우면 중고등).']],
      [3, 'MIDDLE_HIGH', []],
      [4, 'MIDDLE_HIGH', []],
      [5, undefined, ['학교급은 중고등으로 입력해주세요.']],
    ]);
    const atSpecial = await post(mixedTeacher, await sheet([['초등', '남', null], ['중고등', '여', null], [null, '남', null], ['고등', '여', null]]));
    expect(atSpecial.body.rows.map((r: any) => [r.line, r.errors])).toEqual([
      [2, []],
      [3, []],
      [4, ['학교급을 입력해주세요.']],
      [5, ['학교급은 초등 또는 중고등으로 입력해주세요.']],
    ]);
  });

  it('lists every planted error of a long file, every row and every field, with its row number', async () => {
    // 30 good rows with 3 errors planted far apart, and one row with an error in every field
    const rows: (string | null)[][] = Array.from({ length: 30 }, (_, i) => ['초등', i % 2 ? '남' : '여', null]);
    rows[3] = ['초등', '남자', null];
    rows[17] = ['고등', '여', null];
    rows[28] = ['초등', '여', '010-123-45678'];
    rows.push(['중등', '', '0101234']);
    const res = await post(teacher, await sheet(rows));
    expect(res.body).toMatchObject({ ok: false, total: 31, errorCount: 4 });
    expect(res.body.rows.filter((r: any) => r.errors.length).map((r: any) => [r.line, r.errors])).toEqual([
      [5, ['성별은 남 또는 여로 입력해주세요.']],
      [19, ['학교급은 초등으로 입력해주세요.']],
      [30, ['휴대전화번호 형식이 맞지 않습니다.']],
      [32, ['학교급은 초등으로 입력해주세요.', '성별을 입력해주세요.', '휴대전화번호 형식이 맞지 않습니다.']],
    ]);
  });

  it('commits every row in one go with consecutive management numbers, then finds the duplicates in the database', async () => {
    const file = await sheet([
      ['초등', '남', '010-5555-0001'],
      ['초등', '여', '010-5555-0002'],
      ['', '여', ''],
    ]);
    const before = await countOf(school);
    const res = await post(teacher, file, { mode: 'COMMIT', method: 'REGISTER' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ mode: 'COMMIT', ok: true, registered: 3, message: '등록되었습니다.' });
    expect(await countOf(school)).toBe(before + 3);
    const rows = await app.em().find(SimpleEvaluation, { id: { $in: res.body.ids } }, { orderBy: { id: 'asc' } });
    const seqs = rows.map((r) => r.studentSeq);
    expect(seqs).toEqual([seqs[0], seqs[0] + 1, seqs[0] + 2]);
    expect(rows.map((r) => [r.schoolTargetType, r.gender, r.mobile ?? null])).toEqual([
      ['ELEMENTARY', 'M', '01055550001'],
      ['ELEMENTARY', 'F', '01055550002'],
      ['ELEMENTARY', 'F', null],
    ]);
    const again = await post(teacher, await sheet([['초등', '남', '01055550001'], ['초등', '남', '01055550003']]), { mode: 'COMMIT' });
    expect(again.body.code).toBe('GROUP_REGISTER_INVALID');
    expect(again.body.details).toEqual([expect.objectContaining({ line: 2, errors: ['이미 등록된 휴대전화번호입니다.'] })]);
    expect(await countOf(school)).toBe(before + 3);
  });

  it('takes the school type of a middle school when the column is empty, for center staff naming the school', async () => {
    const res = await post(centerStaff, await sheet([[null, '여', null]]), { mode: 'COMMIT', schoolId: mid.id });
    expect(res.body).toMatchObject({ ok: true, registered: 1 });
    expect((await app.em().findOneOrFail(SimpleEvaluation, res.body.ids[0])).schoolTargetType).toBe('MIDDLE_HIGH');
    const elsewhere = await post(centerStaff, await sheet([['초등', '여', null]]), { mode: 'COMMIT', schoolId: other.id });
    expect(elsewhere.status).toBe(403);
    const noSchool = await post(centerStaff, await sheet([['초등', '여', null]]));
    expect(noSchool.body).toMatchObject({ code: 'BAD_USER_INPUT', message: '학교를 선택해주세요.' });
    expect(await countOf(other)).toBe(0);
  });

  it('has a GraphQL twin with the same checks', async () => {
    const m = `mutation($input: GroupRegisterInput!) { groupRegisterSimpleEvaluations(input: $input) { ok registered errorCount rows { line errors } } }`;
    const preview = await gql(app, m, { input: { mode: 'PREVIEW', rows: [{ schoolTargetType: '초등', gender: '남' }, { gender: 'X' }] } }, otherTeacher);
    expect(preview.body.data.groupRegisterSimpleEvaluations).toEqual({
      ok: false,
      registered: 0,
      errorCount: 1,
      rows: [{ line: 1, errors: [] }, { line: 2, errors: ['성별은 남 또는 여로 입력해주세요.'] }],
    });
    expectGqlError(await gql(app, m, { input: { mode: 'COMMIT', rows: [{ gender: 'X' }] } }, otherTeacher), 400, 'GROUP_REGISTER_INVALID');
    const ok = await gql(app, m, { input: { mode: 'COMMIT', rows: [{ gender: '여' }, { gender: '남', mobile: '011-123-4567' }] } }, otherTeacher);
    expect(ok.body.data.groupRegisterSimpleEvaluations).toMatchObject({ ok: true, registered: 2 });
    expect(await countOf(other)).toBe(2);
  });
});

describe('refused files (nothing saved)', () => {
  let before: number;
  beforeAll(async () => {
    before = await countOf(school);
  });
  afterAll(async () => {
    expect(await countOf(school)).toBe(before);
  });

  it('refuses a request that is not multipart, or has no file', async () => {
    const json = await fetch(`${app.url}${PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${teacher}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await json.json()).toMatchObject({ code: 'UPLOAD_NOT_MULTIPART', message: expect.stringMatching(/[가-힣]/) });
    expect((await post(teacher, undefined, { mode: 'COMMIT' })).body).toMatchObject({ code: 'FILE_REQUIRED', message: '파일을 첨부해주세요.' });
  });

  it('refuses a wrong type, an empty file and a file that is not really xlsx', async () => {
    expect((await post(teacher, Buffer.from('a,b'), {}, 'students.csv')).body).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE', message: '엑셀(xlsx) 파일만 올릴 수 있습니다.' });
    expect((await post(teacher, Buffer.alloc(0))).body).toMatchObject({ code: 'FILE_EMPTY', message: '빈 파일입니다. 내용을 확인해주세요.' });
    expect((await post(teacher, Buffer.from('이것은 엑셀이 아닙니다 '.repeat(10)))).body).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE' });
    expect((await post(teacher, zipOf('hello.txt', Buffer.from('hi')))).body.code).toBe('UNREADABLE_FILE');
    expect((await post(teacher, await sheet([['초등', '남']], ['학교급', '이름']), { mode: 'COMMIT' })).body).toMatchObject({
      code: 'GROUP_MISSING_COLUMN',
      message: '성별 열이 없습니다. 양식 파일을 내려받아 사용해주세요.',
    });
    expect((await post(teacher, await sheet([]), { mode: 'COMMIT' })).body.code).toBe('GROUP_EMPTY');
  });

  it('refuses an oversize file', async () => {
    const res = await post(teacher, Buffer.alloc(2 * 1024 * 1024 + 10, 1), { mode: 'COMMIT' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'FILE_TOO_LARGE', message: '파일이 너무 큽니다. 2MB 이하의 파일을 올려주세요.' });
  });

  it('refuses a zip bomb before exceljs expands it', async () => {
    const bomb = zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(64 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    // headers that understate the size do not help: the inflation itself is capped. (Both files are made before the
    // first upload: compressing 64 MB between two uploads could outlast the server's keep-alive on a busy machine,
    // and the second upload would go out on a socket the server had just closed.)
    const lying = Buffer.from(bomb);
    const cd = lying.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    lying.writeUInt32LE(1000, cd + 24);
    lying.writeUInt32LE(1000, 22);
    const res = await post(teacher, bomb, { mode: 'COMMIT' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'FILE_TOO_LARGE_UNCOMPRESSED', message: expect.stringMatching(/압축을 푼 파일 내용이 너무 큽니다/) });
    expect((await post(teacher, lying, { mode: 'COMMIT' })).body.code).toBe('FILE_TOO_LARGE_UNCOMPRESSED');
  });

  it('refuses users without the register menu', async () => {
    const office = await tokenFor(app, await makeAccount(app, RoleCode.EDUCATION_OFFICE, { sdCode: '11' }));
    expect((await post(office, await sheet([['초등', '남', null]]), { mode: 'COMMIT' })).status).toBe(403);
  });
});

describe('register and send consent links', () => {
  const HEADER = ['학교급', '성별', '휴대전화번호', '보호자 휴대전화번호'];
  const SEND = { method: 'REGISTER_AND_SEND' };
  /** What a commit could have written for a school: evaluations, consent rounds, consent texts queued. */
  const footprint = async (s: School) => {
    const em = app.em();
    return {
      evaluations: await em.count(SimpleEvaluation, { school: s.id }),
      rounds: await em.count(SimpleEvaluationAgree, { evaluation: { school: s.id } }),
      texts: await em.count(SmsMessage, { purpose: 'AGREE_GUARDIAN', schoolId: s.id }),
    };
  };
  let n = 0;
  /** A number no other test uses. */
  const phone = () => `010-7${String(++n).padStart(3, '0')}-${String(1000 + n).slice(-4)}`;

  it('previews every row: the guardian number is required, checked with the mobile rule, and nothing is saved', async () => {
    const g = phone();
    const file = await sheet(
      [
        ['초등', '남', null, g],
        ['초등', '여', null, null],
        ['초등', '여', null, '010-12-345'],
        ['중고등', '남', null, phone()],
        [null, null, null, phone()],
        ['초등', '남', null, 1055501234],
      ],
      HEADER,
    );
    const before = await footprint(mixed);
    const res = await post(mixedTeacher, file, SEND);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ mode: 'PREVIEW', method: 'REGISTER_AND_SEND', ok: false, total: 6, errorCount: 4, registered: 0, sent: 0 });
    expect(res.body.rows.map((r: any) => [r.line, r.errors])).toEqual([
      [2, []],
      [3, ['보호자 휴대전화번호를 입력해주세요.']],
      [4, ['보호자 휴대전화번호 형식이 맞지 않습니다.']],
      [5, ['중고등학생은 휴대전화번호(학생)를 입력해주세요. 보호자가 동의하면 학생에게 동의 링크를 보냅니다.']],
      [6, ['학교급을 입력해주세요.', '성별을 입력해주세요.']],
      [7, []],
    ]);
    // masked in the preview, like the student's number
    expect(res.body.rows[0].guardianMobile).toBe(`010-****-${g.slice(-4)}`);
    expect(res.body.rows[5].guardianMobile).toBe('010-****-1234');
    expect(JSON.stringify(res.body)).not.toContain(g.replace(/-/g, ''));

    // register only: the column is optional, but a number that is there must still be a mobile number
    const only = await post(mixedTeacher, file);
    expect(only.body).toMatchObject({ method: 'REGISTER', errorCount: 2 });
    expect(only.body.rows.filter((r: any) => r.errors.length).map((r: any) => [r.line, r.errors])).toEqual([
      [4, ['보호자 휴대전화번호 형식이 맞지 않습니다.']],
      [6, ['학교급을 입력해주세요.', '성별을 입력해주세요.']],
    ]);

    // committing the bad file saves nothing and texts nobody
    const commit = await post(mixedTeacher, file, { mode: 'COMMIT', ...SEND });
    expectError(commit, 400, 'GROUP_REGISTER_INVALID', '오류가 있는 행이 4개 있어 아무것도 등록하지 않았습니다.');
    expect(await footprint(mixed)).toEqual(before);
  });

  it('commits the rows and each guardian\'s consent link in one transaction, through the send-url path', async () => {
    const guardians = [phone(), phone(), phone()];
    const student = phone();
    const file = await sheet(
      [
        ['초등', '남', null, guardians[0]],
        ['초등', '여', phone(), guardians[1]],
        ['중고등', '여', student, guardians[2]],
      ],
      HEADER,
    );
    const before = await footprint(mixed);
    const res = await post(mixedTeacher, file, { mode: 'COMMIT', ...SEND });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ mode: 'COMMIT', method: 'REGISTER_AND_SEND', ok: true, registered: 3, sent: 3, message: '등록되었습니다.' });
    expect(await footprint(mixed)).toEqual({ evaluations: before.evaluations + 3, rounds: before.rounds + 3, texts: before.texts + 3 });

    const em = app.em();
    const rows = await em.find(SimpleEvaluation, { id: { $in: res.body.ids } }, { orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.consentState, r.isSend])).toEqual(Array(3).fill([ConsentState.SENT, 'Y']));
    const rounds = await em.find(SimpleEvaluationAgree, { evaluation: { $in: res.body.ids } }, { orderBy: { evaluation: 'asc' } });
    expect(rounds.map((a) => [a.guardianMobile, a.studentSendYn, a.studentMobile ?? null, a.createdBy])).toEqual([
      [guardians[0].replace(/-/g, ''), 'N', null, claims(mixedTeacher).userId],
      [guardians[1].replace(/-/g, ''), 'N', null, claims(mixedTeacher).userId],
      // middle/high: the student's consent link follows the guardian's consent, to the student's own number
      [guardians[2].replace(/-/g, ''), 'Y', student.replace(/-/g, ''), claims(mixedTeacher).userId],
    ]);
    for (const [i, a] of rounds.entries()) {
      const text = await em.findOneOrFail(SmsMessage, { dedupeKey: `se-agree:${a.id}:guardian` });
      expect(text).toMatchObject({ recipient: guardians[i].replace(/-/g, ''), purpose: 'AGREE_GUARDIAN', refId: String(a.evaluation.id), senderId: claims(mixedTeacher).userId, schoolId: mixed.id });
      expect(text.text).toContain(`[${mixed.name}]`);
      expect(text.text).toContain(`/app/agree/${a.id}/guardian`);
      expect(a.guardianContent).toBe(text.text);
    }

    // the link works like one sent from the detail screen: the guardian's phone check answers
    const auth = await call(app, 'POST', 'svs/simple-evaluation/auth', { body: { agreeId: rounds[0].id, agreeType: 'GUARDIAN', mobile: guardians[0] } });
    expect(auth.status, JSON.stringify(auth.body)).toBe(200);
  });

  it('has the method on the GraphQL twin, with the same checks', async () => {
    const m = `mutation($input: GroupRegisterInput!) { groupRegisterSimpleEvaluations(input: $input) { ok method registered sent errorCount rows { line guardianMobile errors } } }`;
    const before = await footprint(other);
    const g = phone();
    const preview = await gql(app, m, { input: { mode: 'PREVIEW', method: 'REGISTER_AND_SEND', rows: [{ gender: '남', guardianMobile: g }, { gender: '여' }] } }, otherTeacher);
    expect(preview.body.data.groupRegisterSimpleEvaluations).toEqual({
      ok: false,
      method: 'REGISTER_AND_SEND',
      registered: 0,
      sent: 0,
      errorCount: 1,
      rows: [
        { line: 1, guardianMobile: `010-****-${g.slice(-4)}`, errors: [] },
        { line: 2, guardianMobile: null, errors: ['보호자 휴대전화번호를 입력해주세요.'] },
      ],
    });
    expectGqlError(await gql(app, m, { input: { mode: 'COMMIT', method: 'REGISTER_AND_SEND', rows: [{ gender: '여' }] } }, otherTeacher), 400, 'GROUP_REGISTER_INVALID');
    expect(await footprint(other)).toEqual(before);
    const ok = await gql(app, m, { input: { mode: 'COMMIT', method: 'REGISTER_AND_SEND', rows: [{ gender: '남', guardianMobile: g }] } }, otherTeacher);
    expect(ok.body.data.groupRegisterSimpleEvaluations).toMatchObject({ ok: true, registered: 1, sent: 1 });
    expect(await footprint(other)).toEqual({ evaluations: before.evaluations + 1, rounds: before.rounds + 1, texts: before.texts + 1 });
  });

  it('refuses another school\'s user, a school outside a center\'s area and an unknown method, texting nobody', async () => {
    const file = await sheet([['초등', '남', null, phone()]], HEADER);
    const [mine, theirs] = [await footprint(school), await footprint(other)];
    // a teacher of another school naming this school; center staff naming a school outside their area
    expect((await post(otherTeacher, file, { mode: 'COMMIT', ...SEND, schoolId: school.id })).status).toBe(403);
    expect((await post(centerStaff, file, { mode: 'COMMIT', ...SEND, schoolId: other.id })).status).toBe(403);
    expectGqlError(
      await gql(app, `mutation($input: GroupRegisterInput!) { groupRegisterSimpleEvaluations(input: $input) { ok } }`, {
        input: { mode: 'COMMIT', method: 'REGISTER_AND_SEND', schoolId: other.id, rows: [{ gender: '남', guardianMobile: phone() }] },
      }, centerStaff),
      403,
      'FORBIDDEN',
    );
    expectError(await post(teacher, file, { mode: 'COMMIT', method: 'SEND' }), 400, 'BAD_USER_INPUT', '등록 방법은 REGISTER(등록만) 또는 REGISTER_AND_SEND(등록하고 보호자 동의 링크 보내기)여야 합니다.');
    expect([await footprint(school), await footprint(other)]).toEqual([mine, theirs]);
  });
});
