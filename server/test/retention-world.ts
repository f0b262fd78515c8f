import type { EntityManager } from '@mikro-orm/postgresql';
import { CrisisAlert, CrisisAlertEvent, CrisisEventType } from '../src/modules/evaluation-record/crisis-alert.entity.js';
import { EvaluationSchoolType, Gender, SimpleEvaluation, SimpleEvaluationAgree } from '../src/modules/evaluation-record/simple-evaluation.entity.js';
import type { School } from '../src/modules/organization/school.entity.js';
import { sql } from '../src/platform/db/sql.js';

let seq = 0;

/**
 * An evaluation of `year` at `school` with everything the destruction job deletes with it: a consent round, a crisis
 * alert and its event, the link texted to the guardian and the phone code sent for it. Answers its id. `tag` keeps the
 * management numbers and SMS dedupe keys of one test file apart from another's.
 */
export async function evaluationWithRecords(em: EntityManager, school: School, year: number, tag: string, requestId?: number): Promise<number> {
  const n = ++seq;
  const e = em.create(SimpleEvaluation, {
    school,
    sdCode: school.sdCode,
    sggCode: school.sggCode,
    year,
    schoolTargetType: EvaluationSchoolType.MIDDLE_HIGH,
    gender: Gender.F,
    studentCode: `${tag}${year}-${process.pid}-${n}`,
    studentSeq: n,
    requestId,
    crisis: true,
  });
  await em.flush();
  const agree = em.create(SimpleEvaluationAgree, { evaluation: e, guardianMobile: '01012345678' });
  const alert = em.create(CrisisAlert, { evaluation: e, school, sdCode: school.sdCode, raisedAt: new Date() });
  em.create(CrisisAlertEvent, { alert, type: CrisisEventType.RAISED, at: new Date() });
  await em.flush();
  e.currentRound = agree;
  await em.flush();
  await sql(
    em,
    `insert into sms_message (recipient, text, kind, purpose, ref_type, ref_id, dedupe_key) values ('01012345678', '동의 링크', 'SMS', 'CONSENT', 'simple-evaluation', ?, ?)`,
    [String(e.id), `${tag}-se-${e.id}`],
    'run',
  );
  await sql(em, `insert into one_time_code (purpose, subject, code_hash, expires_at) values ('respondent:simple-evaluation', ?, 'x', now())`, [`${e.id}:GUARDIAN`], 'run');
  return e.id;
}
