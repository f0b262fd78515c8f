import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { Form } from '../src/modules/forms/form.entity.js';
import { SDQ_KR_KEYS, SDQ_PLACEHOLDER } from '../src/modules/forms/forms.instruments.js';
import { INSTRUMENTS } from '../src/modules/scoring/core.js';
import { seedForms } from '../src/seeders/forms.js';
import { call, clientToken, gql, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';
import { expectError, expectGqlError } from './util.js';

let app: TestApp;
let admin: string;
let adminName: string;
beforeAll(async () => {
  app = await startTestApp();
  const a = await makeAccount(app, RoleCode.SYSTEM_ADMIN);
  adminName = a.name;
  admin = await tokenFor(app, a);
});
afterAll(() => app?.stop());

interface Question {
  key: string;
  question: string;
  examples: { value: number; label: string }[];
}

const find = async (query: string) => {
  const res = await call(app, 'GET', `svs/forms/find-form?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: number; code: string; title: string; description?: string; questions: Question[]; updatedAt: string };
};

/** The form's questions as the edit screen sends them back. */
const asInput = (qs: Question[]) => qs.map((q) => ({ key: q.key, question: q.question, examples: q.examples.map((e) => ({ ...e })) }));

const FORM = `query ($id: Int!) { form(id: $id) { id code type target title description updatedAt questions { key question examples { value label } } } }`;
const UPDATE = `mutation ($id: Int!, $input: FormUpdateInput!) { updateForm(id: $id, input: $input) { id title questions { key question examples { value label } } } }`;

describe('seeded forms', () => {
  it('hold every item key of each simple-evaluation instrument once, in its order, with our own wording and the 0–3 scale', async () => {
    for (const [target, count] of [['ELEMENTARY', 37], ['MIDDLE_HIGH', 36]] as const) {
      const form = await find(`type=SIMPLE_EVALUATION&target=${target}`);
      expect(form.code).toBe(`SIMPLE_EVALUATION_${target}`);
      expect(form.questions.map((q) => q.key)).toEqual(INSTRUMENTS[target].items.map((i) => i.key));
      expect(form.questions).toHaveLength(count);
      for (const q of form.questions) {
        expect(q.question, q.key).toMatch(/[가-힣]/);
        expect(q.question.length).toBeLessThanOrEqual(500);
        expect(q.examples.map((e) => e.value)).toEqual([0, 1, 2, 3]);
        expect(q.examples.every((e) => /[가-힣]/.test(e.label))).toBe(true);
      }
      // no two items share a wording
      expect(new Set(form.questions.map((q) => q.question)).size).toBe(count);
      expect(form.description).toContain('시연용');
    }
  });

  it('have placeholders only for the SDQ-KR: the 25 answer keys, no item wording', async () => {
    for (const target of ['STUDENT', 'GUARDIAN', 'TEACHER']) {
      const form = await find(`code=SDQ_KR_${target}`);
      expect(form.questions.map((q) => q.key)).toEqual(SDQ_KR_KEYS);
      expect(SDQ_KR_KEYS.slice(0, 5)).toEqual(['dehi010', 'dehi020', 'dehi030', 'dehi040', 'dehi050']);
      expect(new Set(form.questions.map((q) => q.question))).toEqual(new Set([SDQ_PLACEHOLDER]));
      expect(form.questions[0].examples.map((e) => e.value)).toEqual([0, 1, 2]);
    }
  });

  it('are created once: seeding again keeps an administrator’s edits', async () => {
    const form = await find('code=SDQ_KR_TEACHER');
    const questions = asInput(form.questions);
    questions[0].question = '관리자가 입력한 문항';
    expect((await call(app, 'PUT', `svs/forms/${form.id}`, { token: admin, body: { title: form.title, questions } })).status).toBe(200);
    await seedForms(app.em());
    expect((await find('code=SDQ_KR_TEACHER')).questions[0].question).toBe('관리자가 입력한 문항');
    expect(await app.em().count(Form, {})).toBe(5);
  });
});

describe('public reads (svs, no token)', () => {
  it('lists forms with paging and a type filter, REST and GraphQL alike', async () => {
    const all = await call(app, 'GET', 'svs/forms');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ totalElements: 5, current: 1, pageSize: 10 });
    expect(all.body.content[0]).toMatchObject({ code: 'SIMPLE_EVALUATION_ELEMENTARY', questionCount: 37, type: 'SIMPLE_EVALUATION', target: 'ELEMENTARY' });
    const sdq = await call(app, 'GET', 'svs/forms?type=SDQ_KR&size=2&page=2');
    expect(sdq.body).toMatchObject({ totalElements: 3, totalPages: 2, current: 2 });
    expect(sdq.body.content.map((f: { code: string }) => f.code)).toEqual(['SDQ_KR_TEACHER']);
    const kw = await call(app, 'GET', `svs/forms?keyword=${encodeURIComponent('중·고')}`);
    expect(kw.body.content.map((f: { code: string }) => f.code)).toEqual(['SIMPLE_EVALUATION_MIDDLE_HIGH']);
    expectError(await call(app, 'GET', 'svs/forms?type=OTHER'), 400, 'BAD_USER_INPUT');
    expectError(await call(app, 'GET', 'svs/forms?size=1000'), 400, 'BAD_USER_INPUT');

    const g = await gql(app, `{ forms(type: SDQ_KR) { totalElements content { code questionCount } } }`);
    expect(g.body.data?.forms).toMatchObject({ totalElements: 3, content: [{ code: 'SDQ_KR_STUDENT', questionCount: 25 }, {}, {}] });
  });

  it('reads one form by id and finds one by code or by type and target', async () => {
    const byType = await find('type=SIMPLE_EVALUATION&target=MIDDLE_HIGH');
    const byId = await call(app, 'GET', `svs/forms/${byType.id}`);
    expect(byId.body).toEqual(byType);
    const g = await gql(app, FORM, { id: byType.id });
    expect(g.body.data?.form).toMatchObject({ id: byType.id, code: byType.code, type: 'SIMPLE_EVALUATION', target: 'MIDDLE_HIGH', questions: byType.questions });
    const gf = await gql(app, `{ findForm(code: "SIMPLE_EVALUATION_MIDDLE_HIGH") { id } }`);
    expect(gf.body.data?.findForm.id).toBe(byType.id);

    expectError(await call(app, 'GET', 'svs/forms/999999'), 404, 'NOT_FOUND', '설문지를 찾을 수 없습니다.');
    expectError(await call(app, 'GET', 'svs/forms/abc'), 404, 'NOT_FOUND');
    expectError(await call(app, 'GET', 'svs/forms/find-form?code=NO_SUCH_FORM'), 404, 'NOT_FOUND', '설문지를 찾을 수 없습니다.');
    expectError(await call(app, 'GET', 'svs/forms/find-form?type=SIMPLE_EVALUATION'), 400, 'BAD_USER_INPUT', '설문지 코드 또는 종류와 대상을 입력해주세요.');
    expectError(await call(app, 'GET', 'svs/forms/find-form?code=bad-code'), 400, 'BAD_USER_INPUT', '설문지 코드 형식이 맞지 않습니다.');
    expectGqlError(await gql(app, `{ findForm { id } }`), 400, 'BAD_USER_INPUT', '설문지 코드 또는 종류와 대상을 입력해주세요.');
    expectGqlError(await gql(app, FORM, { id: 999999 }), 404, 'NOT_FOUND');
  });

  it('do not tell the public who saved a form', async () => {
    const form = await find('code=SIMPLE_EVALUATION_ELEMENTARY');
    expect(Object.keys(form)).not.toContain('updatedByName');
    expectGqlError(await gql(app, `query ($id: Int!) { form(id: $id) { id updatedByName } }`, { id: form.id }), 401, 'UNAUTHENTICATED');
  });
});

describe('saving a form (PUT svs/forms/{id}, updateForm)', () => {
  it('needs a user token with the forms menu: none 401, a client token 403, other roles and other centers 403', async () => {
    const form = await find('code=SIMPLE_EVALUATION_ELEMENTARY');
    const body = { title: form.title, questions: asInput(form.questions) };
    expectError(await call(app, 'PUT', `svs/forms/${form.id}`, { body }), 401, 'UNAUTHENTICATED');
    expectError(await call(app, 'PUT', `svs/forms/${form.id}`, { body, token: await clientToken(app) }), 403, 'FORBIDDEN');
    const center = await makeCenter(app);
    const school = await makeSchool(app);
    const others = [
      await makeAccount(app, RoleCode.CENTER_MANAGER, { center }),
      await makeAccount(app, RoleCode.CENTER_MEMBER, { center }),
      await makeAccount(app, RoleCode.MEMBER, { school }),
      await makeAccount(app, RoleCode.EDUCATION_OFFICE, { sdCode: '11' }),
      await makeAccount(app, RoleCode.EDUCATION_MINISTRY),
    ];
    for (const other of others) {
      const token = await tokenFor(app, other);
      expectError(await call(app, 'PUT', `svs/forms/${form.id}`, { body, token }), 403, 'FORBIDDEN');
      expectGqlError(await gql(app, UPDATE, { id: form.id, input: body }, token), 403, 'FORBIDDEN');
    }
    expectGqlError(await gql(app, UPDATE, { id: form.id, input: body }), 401, 'UNAUTHENTICATED');
    expect((await find('code=SIMPLE_EVALUATION_ELEMENTARY')).updatedAt).toBe(form.updatedAt);
  });

  it('saves question text and example labels (REST), in the instrument’s order whatever order they came in, and says who saved', async () => {
    const form = await find('code=SIMPLE_EVALUATION_ELEMENTARY');
    const questions = asInput(form.questions).reverse();
    questions.find((q) => q.key === 'anxi03')!.question = '  새로 고친 문항입니다.  ';
    questions.find((q) => q.key === 'anxi03')!.examples = [
      { value: 3, label: '매우 그렇다' },
      { value: 0, label: '아니다' },
      { value: 1, label: '조금 그렇다' },
      { value: 2, label: '그렇다' },
    ];
    const res = await call(app, 'PUT', `svs/forms/${form.id}`, { token: admin, body: { title: '간편검사 (초등학생) 개정', description: '설명', questions } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.title).toBe('간편검사 (초등학생) 개정');
    const saved = await find('code=SIMPLE_EVALUATION_ELEMENTARY');
    expect(saved.questions.map((q) => q.key)).toEqual(form.questions.map((q) => q.key));
    const anxi03 = saved.questions.find((q) => q.key === 'anxi03')!;
    expect(anxi03).toEqual({
      key: 'anxi03',
      question: '새로 고친 문항입니다.',
      examples: [
        { value: 0, label: '아니다' },
        { value: 1, label: '조금 그렇다' },
        { value: 2, label: '그렇다' },
        { value: 3, label: '매우 그렇다' },
      ],
    });
    expect(saved.description).toBe('설명');
    const g = await gql(app, `query ($id: Int!) { form(id: $id) { updatedByName } }`, { id: form.id }, admin);
    expect(g.body.data?.form.updatedByName).toBe(adminName);
  });

  it('saves through GraphQL the same way', async () => {
    const form = await find('code=SIMPLE_EVALUATION_MIDDLE_HIGH');
    const questions = asInput(form.questions);
    questions[0].question = 'GraphQL로 고친 문항';
    const res = await gql(app, UPDATE, { id: form.id, input: { title: form.title, questions } }, admin);
    expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
    expect(res.body.data.updateForm.questions[0].question).toBe('GraphQL로 고친 문항');
    expect((await find('code=SIMPLE_EVALUATION_MIDDLE_HIGH')).questions[0].question).toBe('GraphQL로 고친 문항');
  });

  describe('refuses a form that does not match its instrument, naming the problem, and saves nothing', () => {
    let form: Awaited<ReturnType<typeof find>>;
    beforeAll(async () => {
      form = await find('code=SIMPLE_EVALUATION_MIDDLE_HIGH');
    });
    const cases: [string, (qs: Question[]) => unknown[], string | RegExp][] = [
      ['an unknown key', (qs) => [...qs.slice(1), { ...qs[0], key: 'anxi01' }], '이 설문지에 없는 문항 키입니다: anxi01'],
      ['a key of the other school type', (qs) => qs.map((q) => (q.key === 'suci06' ? { ...q, key: 'suci07' } : q)), '이 설문지에 없는 문항 키입니다: suci07'],
      ['a duplicate key', (qs) => [...qs, qs[3]], `문항 키가 중복되었습니다: ${'emot04'}`],
      ['a missing key', (qs) => qs.filter((q) => q.key !== 'ipsa07'), '빠진 문항이 있습니다: ipsa07'],
      ['many missing keys', (qs) => qs.slice(0, 20), /^빠진 문항이 있습니다: etnz07, etnz08, psta01, psta02, psta03 외 11개$/],
      ['no questions at all', () => [], /^빠진 문항이 있습니다: emot01/],
      ['a blank question', (qs) => qs.map((q, i) => (i === 2 ? { ...q, question: '   ' } : q)), '문항 내용을 입력해주세요.'],
      ['a question of 501 characters', (qs) => qs.map((q, i) => (i === 2 ? { ...q, question: '가'.repeat(501) } : q)), '문항 내용은 500자 이내로 입력해주세요.'],
      ['a missing example', (qs) => qs.map((q, i) => (i === 5 ? { ...q, examples: q.examples.slice(0, 3) } : q)), 'emot06 문항의 보기는 0, 1, 2, 3 값을 하나씩 가져야 합니다.'],
      ['an example outside the scale', (qs) => qs.map((q, i) => (i === 5 ? { ...q, examples: [...q.examples.slice(0, 3), { value: 4, label: '넷' }] } : q)), /emot06 문항의 보기는/],
      ['a blank example label', (qs) => qs.map((q, i) => (i === 5 ? { ...q, examples: q.examples.map((e) => ({ ...e, label: ' ' })) } : q)), '보기 내용을 입력해주세요.'],
      ['a malformed key', (qs) => qs.map((q, i) => (i === 0 ? { ...q, key: 'EMOT-01' } : q)), '문항 키 형식이 맞지 않습니다.'],
      ['an unknown field', (qs) => qs.map((q, i) => (i === 0 ? { ...q, score: 3 } : q)), /허용되지 않은 항목입니다/],
    ];
    it.each(cases)('%s', async (_name, change, message) => {
      const body = { title: form.title, questions: change(asInput(form.questions) as Question[]) };
      expectError(await call(app, 'PUT', `svs/forms/${form.id}`, { token: admin, body }), 400, 'BAD_USER_INPUT', message);
      const g = await gql(app, UPDATE, { id: form.id, input: body }, admin);
      if (_name === 'an unknown field') expect(g.status).toBe(400); // GraphQL refuses an unknown input field before any resolver
      else expectGqlError(g, 400, 'BAD_USER_INPUT', message);
      expect(await find('code=SIMPLE_EVALUATION_MIDDLE_HIGH')).toEqual(form);
    });

    it('a blank title, and a form id that does not exist', async () => {
      expectError(await call(app, 'PUT', `svs/forms/${form.id}`, { token: admin, body: { title: ' ', questions: asInput(form.questions) } }), 400, 'BAD_USER_INPUT', '제목을 입력해주세요.');
      expectError(await call(app, 'PUT', `svs/forms/999999`, { token: admin, body: { title: 't', questions: [] } }), 404, 'NOT_FOUND');
      expect(await find('code=SIMPLE_EVALUATION_MIDDLE_HIGH')).toEqual(form);
    });
  });
});
