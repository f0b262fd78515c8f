import type { EntityManager } from '@mikro-orm/postgresql';
import { Account } from '../modules/account/account.entity.js';
import { EvaluationSchoolType, Gender, SimpleEvaluation } from '../modules/evaluation-record/simple-evaluation.entity.js';
import { runDestruction } from '../modules/retention/retention.destroy.js';
import { DestructionRun, LegalHold } from '../modules/retention/retention.entity.js';
import { RetentionKind } from '../modules/retention/retention.kinds.js';
import { now } from '../platform/clock.js';
import { kstYear } from '../platform/time.js';

/**
 * One destruction run for the demo (issue 28): five evaluations of a school year three years back, past their 12
 * months, each with its texted link, one of them under a legal hold set by the demo administrator; then today's run
 * of the destruction job destroys the other four, so /auth/retention shows a run with its counts and its certificate.
 * Only when no run exists yet.
 */
export async function seedDemoRetention(em: EntityManager): Promise<boolean> {
  if (await em.count(DestructionRun, {})) return false;
  const admin = await em.findOne(Account, { loginId: 'admin' });
  // a middle/high school of the demo's evaluations (seedDemoEvaluations)
  const school = (await em.findOne(SimpleEvaluation, { schoolTargetType: EvaluationSchoolType.MIDDLE_HIGH }, { populate: ['school'] }))?.school;
  if (!admin || !school) return false;
  const year = kstYear() - 3;
  await em.transactional(async (tx) => {
    const made = [1, 2, 3, 4, 5].map((n) =>
      tx.create(SimpleEvaluation, {
        school,
        sdCode: school.sdCode,
        sggCode: school.sggCode,
        year,
        schoolTargetType: EvaluationSchoolType.MIDDLE_HIGH,
        gender: n % 2 ? Gender.F : Gender.M,
        studentCode: `${year}-${school.id}-P${String(n).padStart(3, '0')}`,
        studentSeq: 900 + n,
        isDone: 'Y',
      }),
    );
    await tx.flush();
    for (const e of made) {
      await tx.getConnection().execute(
        `insert into sms_message (recipient, text, kind, purpose, ref_type, ref_id, dedupe_key, status)
         values ('01000000000', '[시연용] 지난 학년도 간편검사 동의 링크', 'SMS', 'CONSENT', 'simple-evaluation', ?, ?, 'SENT')`,
        [String(e.id), `demo-retention:${e.id}`],
        'run',
        tx.getTransactionContext(),
      );
    }
    tx.create(LegalHold, {
      kind: RetentionKind.SIMPLE_EVALUATION,
      recordId: String(made[0].id),
      reason: '[시연용] 보호자 민원 처리 중',
      setBy: admin.id,
      setByName: admin.name,
      setAt: now(),
    });
  });
  await runDestruction(em.fork() as EntityManager);
  return true;
}
