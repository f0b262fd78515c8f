import type { EntityManager } from '@mikro-orm/postgresql';
import { permit, requireUser } from '../../platform/auth/access.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import type { Ctx } from '../../platform/context.js';
import { sql } from '../../platform/db/sql.js';
import { Errors } from '../../platform/errors.js';
import { withParticle } from '../../platform/korean.js';
import { normalizeMobile } from '../../platform/rules.js';
import { coversSchool } from '../organization/organization.policy.js';
import { School, SchoolType } from '../organization/school.entity.js';
import { responsibleCenter } from '../organization/responsible-center.js';
import { evaluationPolicy } from '../evaluation-record/simple-evaluation.policy.js';
import { EvaluationSchoolType, SimpleEvaluation } from '../evaluation-record/simple-evaluation.entity.js';
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

// ---- the 학교급 a school registers ---------------------------------------------------------------------------------

/** The words of the 학교급 values, as the group register's sheet writes them. */
export const TYPE_WORD: Record<EvaluationSchoolType, string> = { [EvaluationSchoolType.ELEMENTARY]: '초등', [EvaluationSchoolType.MIDDLE_HIGH]: '중고등' };
const SCHOOL_WORD: Partial<Record<SchoolType, string>> = { [SchoolType.ELEMENTARY]: '초등학교', [SchoolType.MIDDLE]: '중학교', [SchoolType.HIGH]: '고등학교' };

/** The one 학교급 a school registers: an elementary school 초등, a middle or high school 중고등; others (특수, 기타) either. */
export const schoolTargetOf = (t: SchoolType): EvaluationSchoolType | undefined =>
  t === SchoolType.ELEMENTARY ? EvaluationSchoolType.ELEMENTARY : t === SchoolType.MIDDLE || t === SchoolType.HIGH ? EvaluationSchoolType.MIDDLE_HIGH : undefined;

/**
 * The refusal of a 학교급 that does not fit the school ("초등학교이므로 학교급은 초등으로 입력해주세요."), or undefined
 * when it fits. One check for both registrations: the group register's sheet ('입력', with `blank`: what an empty cell
 * means, "(비우면 초등)") and the one-student form ('선택', a choice).
 */
export function schoolTargetMismatch(schoolType: SchoolType, target: EvaluationSchoolType, o: { verb?: '입력' | '선택'; blank?: boolean } = {}): string | undefined {
  const fits = schoolTargetOf(schoolType);
  if (!fits || target === fits) return undefined;
  const word = TYPE_WORD[fits];
  return `${SCHOOL_WORD[schoolType]}이므로 학교급은 ${withParticle(word, '으로/로')} ${o.verb ?? '입력'}해주세요${o.blank ? ` (비우면 ${word})` : ''}.`;
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
    // refused before anything is written (the management-number sequence included)
    const mismatch = schoolTargetMismatch(school.type, input.schoolTargetType, { verb: '선택' });
    if (mismatch) throw Errors.badInput(mismatch, { field: 'schoolTargetType' });
    const [created] = await createEvaluations(em, p, school, [input]);
    return created;
  });
}
