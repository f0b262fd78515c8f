import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireUser } from '../../platform/auth/access.js';
import type { Ctx } from '../../platform/context.js';
import { AppError, Errors } from '../../platform/errors.js';
import { SharedCache } from '../../platform/db/cache.js';
import { publish } from '../../platform/db/notify.js';
import { paginate, type Page } from '../../platform/paging.js';
import { Account } from '../account/account.entity.js';
import type { SchoolType } from '../scoring/core.js';
import { Form, type FormQuestion } from './form.entity.js';
import type { FindFormArgs, FormFilter, FormQuestionInput, FormUpdateInput } from './forms.inputs.js';
import { definitionOf, SDQ_PLACEHOLDER, simpleEvaluationFormCode, type FormDefinition } from './forms.instruments.js';
import { formView, type FormView } from './forms.views.js';

const notFound = () => Errors.notFound('설문지를 찾을 수 없습니다.');

export async function listForms(ctx: Ctx, f: FormFilter): Promise<Page<Form>> {
  const where: FilterQuery<Form> & Record<string, unknown> = {};
  if (f.type) where.type = f.type;
  const kw = f.keyword?.trim();
  if (kw) {
    const like = `%${kw.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
    where.$or = [{ title: { $ilike: like } }, { code: { $ilike: like } }];
  }
  return paginate(ctx.em, Form, where, { orderBy: { id: 'asc' } }, f); // index (type, id) / primary key
}

export async function getForm(ctx: Ctx, id: number): Promise<Form> {
  const form = await ctx.em.findOne(Form, id);
  if (!form) throw notFound();
  return form;
}

export async function findForm(ctx: Ctx, args: FindFormArgs): Promise<Form> {
  if (!args.code && !(args.type && args.target)) throw Errors.badInput('설문지 코드 또는 종류와 대상을 입력해주세요.');
  const where: FilterQuery<Form> = args.code ? { code: args.code } : { type: args.type, target: args.target };
  const form = await ctx.em.findOne(Form, where);
  if (!form) throw notFound();
  return form;
}

/** Forms as respondents' pages show them, per code, on every replica until a form is saved (FORM_TOPIC). */
const FORM_TOPIC = 'form';
const formViews = new SharedCache<FormView>(FORM_TOPIC);

/**
 * The questionnaire of this school type as the respondent's page shows it, from memory after the first read (a
 * phone's questionnaire call reads no form row): saving a form empties it on every replica at the save's commit.
 */
export function simpleEvaluationFormView(em: EntityManager, schoolType: SchoolType): Promise<FormView> {
  return formViews.get(em, simpleEvaluationFormCode(schoolType), async () => formView(await simpleEvaluationForm(em.fork(), schoolType)));
}

/**
 * The questionnaire a respondent of this school type answers (for the simple-evaluation domain: the respondent's
 * page and the result screen read item wording from here, never from code).
 */
export async function simpleEvaluationForm(em: EntityManager, schoolType: SchoolType): Promise<Form> {
  const form = await em.findOne(Form, { code: simpleEvaluationFormCode(schoolType) });
  if (!form) throw notFound();
  return form;
}

/** A question still holds the seeded placeholder instead of the licensed wording (SDQ-KR until loaded). */
export const holdsPlaceholder = (form: Pick<Form, 'questions'>) => form.questions.some((q) => q.question.trim() === SDQ_PLACEHOLDER);

/**
 * Before a questionnaire's link goes out: the form its respondent will open must exist and hold real question text.
 * A form that still holds a seeded placeholder (the SDQ-KR until an administrator loads the licensed wording on
 * /auth/forms) is refused with 409 FORM_NOT_READY, naming the form as the forms screen lists it. `name` names a form
 * that does not exist at all.
 */
export async function requireFormForLink(em: EntityManager, code: string, name: string): Promise<void> {
  const form = await em.findOne(Form, { code });
  if (form && !holdsPlaceholder(form)) return;
  throw new AppError(
    409,
    'FORM_NOT_READY',
    `${form?.title ?? name} 설문지에 아직 라이선스 문항이 입력되지 않았습니다. 관리자가 [설문지 관리]에서 문항 내용을 입력한 뒤 보낼 수 있습니다.`,
    { formCode: code },
  );
}

/**
 * A form's questions as its instrument requires them: every key exactly once (unknown, duplicate or missing keys are
 * refused with the key named), non-blank text of at most 500 characters (the input class checks length), and per
 * question one example for each answer value of the scale. Answers the questions in the instrument's order, trimmed.
 */
export function checkQuestions(def: FormDefinition, questions: FormQuestionInput[]): FormQuestion[] {
  const wanted = new Set(def.keys);
  const byKey = new Map<string, FormQuestionInput>();
  for (const q of questions) {
    if (!wanted.has(q.key)) throw Errors.badInput(`이 설문지에 없는 문항 키입니다: ${q.key}`, { field: 'questions', key: q.key });
    if (byKey.has(q.key)) throw Errors.badInput(`문항 키가 중복되었습니다: ${q.key}`, { field: 'questions', key: q.key });
    byKey.set(q.key, q);
  }
  const missing = def.keys.filter((k) => !byKey.has(k));
  if (missing.length) {
    const shown = missing.slice(0, 5).join(', ') + (missing.length > 5 ? ` 외 ${missing.length - 5}개` : '');
    throw Errors.badInput(`빠진 문항이 있습니다: ${shown}`, { field: 'questions', key: missing[0] });
  }
  return def.keys.map((key) => {
    const q = byKey.get(key)!;
    const question = q.question.trim();
    if (!question) throw Errors.badInput(`${key} 문항 내용을 입력해주세요.`, { field: 'questions', key });
    const values = q.examples.map((e) => e.value).sort((a, b) => a - b);
    if (values.length !== def.values.length || values.some((v, i) => v !== def.values[i])) {
      throw Errors.badInput(`${key} 문항의 보기는 ${def.values.join(', ')} 값을 하나씩 가져야 합니다.`, { field: 'questions', key });
    }
    const examples = [...q.examples].sort((a, b) => a.value - b.value).map((e) => ({ value: e.value, label: e.label.trim() }));
    if (examples.some((e) => !e.label)) throw Errors.badInput(`${key} 문항의 보기 내용을 입력해주세요.`, { field: 'questions', key });
    return { key, question, examples };
  });
}

/** The forms screen's save: the whole form at once, checked against its instrument, or nothing. */
export async function updateForm(ctx: Ctx, id: number, input: FormUpdateInput): Promise<Form> {
  const p = requireUser(ctx.principal);
  return ctx.em.transactional(async (em) => {
    const form = await em.findOne(Form, id);
    if (!form) throw notFound();
    const def = definitionOf(form.code);
    if (!def) throw Errors.conflict('UNKNOWN_FORM', '문항 구성을 알 수 없는 설문지는 수정할 수 없습니다.');
    const title = input.title.trim();
    if (!title) throw Errors.badInput('제목을 입력해주세요.');
    form.questions = checkQuestions(def, input.questions);
    form.title = title;
    form.description = input.description?.trim() || null;
    form.updatedBy = em.getReference(Account, p.accountId);
    await em.flush();
    await publish(em, FORM_TOPIC, [form.id]);
    return form;
  });
}

/** Who last saved each form (the forms screen), by form id, in one statement. */
export async function updatedByNames(ctx: Ctx, formIds: readonly number[]): Promise<(string | null)[]> {
  const forms = await ctx.em.find(Form, { id: { $in: [...formIds] } }, { populate: ['updatedBy'], fields: ['id', 'updatedBy.name'] });
  const names = new Map(forms.map((f) => [f.id, f.updatedBy?.name ?? null]));
  return formIds.map((id) => names.get(id) ?? null);
}
