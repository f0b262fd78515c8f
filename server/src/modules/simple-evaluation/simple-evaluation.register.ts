import type { EntityManager } from '@mikro-orm/postgresql';
import { permit, requireUser } from '../../platform/auth/access.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import type { Ctx } from '../../platform/context.js';
import { sql } from '../../platform/db/sql.js';
import { Errors } from '../../platform/errors.js';
import { normalizeMobile } from '../../platform/rules.js';
import { coversSchool } from '../organization/organization.policy.js';
import { School } from '../organization/school.entity.js';
import { responsibleCenter } from '../organization/responsible-center.js';
import { evaluationPolicy } from '../evaluation-record/simple-evaluation.policy.js';
import { SimpleEvaluation } from '../evaluation-record/simple-evaluation.entity.js';
import type { SimpleEvaluationInput } from '../evaluation-record/simple-evaluation.inputs.js';
import { kstYear } from '../../platform/time.js';

// ---- registering -----------------------------------------------------------------------------------------------

/** The school a registration is for: a school user's own; anyone else names one their jurisdiction covers. */
export async function schoolForRegistration(ctx: Ctx, schoolId: string | undefined, em: EntityManager = ctx.em): Promise<School> {
  const p = requireUser(ctx.principal);
  permit(evaluationPolicy.register(p));
  const id = schoolId ?? p.schoolId;
  if (!id) throw Errors.badInput('학교를 선택해주세요.');
  const school = await em.findOne(School, id);
  if (!school) throw Errors.badInput('존재하지 않는 학교입니다.');
  if (!(await coversSchool(em, p, school))) throw Errors.forbidden('관할 학교가 아닙니다.');
  return school;
}

/** The center responsible for a school's evaluations (shared with requests: organization/responsible-center.ts). */
export { responsibleCenter };

/** Reserves `count` management-number sequences for a school's year in one statement (safe under concurrency). */
export async function reserveSequences(em: EntityManager, schoolId: string, year: number, count: number): Promise<number> {
  const [row] = await sql<{ last: number }[]>(
    em,
    `insert into simple_evaluation_sequence (school_id, year, last) values (?, ?, ?)
     on conflict (school_id, year) do update set last = simple_evaluation_sequence.last + excluded.last
     returning last`,
    [schoolId, year, count],
  );
  return Number(row.last) - count + 1;
}

export const studentCodeOf = (year: number, schoolId: string, seq: number) => `${year}-${schoolId}-${String(seq).padStart(4, '0')}`;

export const screeningYear = () => kstYear();

export interface NewEvaluation {
  schoolTargetType: SimpleEvaluationInput['schoolTargetType'];
  gender: SimpleEvaluationInput['gender'];
  mobile?: string;
  requestId?: number;
}

/** Creates evaluations for one school inside the caller's transaction (em), with consecutive management numbers. */
export async function createEvaluations(em: EntityManager, p: UserPrincipal, school: School, rows: NewEvaluation[]): Promise<SimpleEvaluation[]> {
  if (!rows.length) return [];
  const year = screeningYear();
  const centerId = await responsibleCenter(em, p, school);
  const first = await reserveSequences(em, school.id, year, rows.length);
  const created = rows.map((r, i) =>
    em.create(SimpleEvaluation, {
      school,
      center: centerId,
      sdCode: school.sdCode,
      sggCode: school.sggCode,
      year,
      schoolTargetType: r.schoolTargetType,
      gender: r.gender,
      studentSeq: first + i,
      studentCode: studentCodeOf(year, school.id, first + i),
      mobile: r.mobile ? normalizeMobile(r.mobile) : undefined,
      requestId: r.requestId,
      createdBy: p.accountId,
    }),
  );
  await em.flush();
  return created;
}

/** POST svs-u/simple-evaluation: one student; answers the new id and its management number. */
export async function registerEvaluation(ctx: Ctx, input: SimpleEvaluationInput): Promise<SimpleEvaluation> {
  const p = requireUser(ctx.principal);
  return ctx.em.transactional(async (em) => {
    const school = await schoolForRegistration(ctx, input.schoolId, em);
    const [created] = await createEvaluations(em, p, school, [input]);
    return created;
  });
}
