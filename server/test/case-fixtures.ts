import type { Account } from '../src/modules/account/account.entity.js';
import type { Center } from '../src/modules/organization/center.entity.js';
import type { School } from '../src/modules/organization/school.entity.js';
import { ConsentMethod, Request } from '../src/modules/request/request.entity.js';
import { ProgressStep, RequestStatus } from '../src/modules/request/request.lifecycle.js';
import { Gender } from '../src/modules/evaluation-record/simple-evaluation.entity.js';
import { SmsMessage } from '../src/platform/sms.js';
import type { TestApp } from './harness.js';

/**
 * An approved request (a running case) of `school`, placed at `center`, written straight to the database; the
 * student born on 1 March 2014 unless `birth` ([year, month, day]) says otherwise.
 */
export async function makeCase(
  app: TestApp,
  o: { school: School; center: Center; requester: Account; status?: RequestStatus; birth?: [number, number, number] },
): Promise<number> {
  const em = app.em();
  const t = new Date();
  const r = em.create(Request, {
    school: o.school.id,
    center: o.center.id,
    sdCode: o.school.sdCode,
    sggCode: o.school.sggCode,
    targetName: '김학생',
    targetGender: Gender.F,
    targetBirthYear: o.birth?.[0] ?? 2014,
    targetBirthMonth: o.birth?.[1] ?? 3,
    targetBirthDate: o.birth?.[2] ?? 1,
    requester: o.requester.id,
    requesterName: '이교사',
    requesterContact: '0212345678',
    guardianContact: '01099998888',
    guardianRelationship: '모',
    mainAppeal: '교우 관계 어려움',
    gcRequest: 'Y',
    gcRequestAt: t,
    gcRequestMethod: ConsentMethod.WRITTEN,
    gc3rdPartyProvision: 'Y',
    gc3rdPartyProvisionAt: t,
    gc3rdPartyProvisionMethod: ConsentMethod.WRITTEN,
    reqYear: 2026,
    status: o.status ?? RequestStatus.COMPLETED,
    progressStep: ProgressStep.IN_DEPTH_EVALUATION,
    approvedAt: t,
  });
  await em.flush();
  return r.id;
}

/** The newest text to a phone in the local SMS record. */
export async function lastSms(app: TestApp, to: string): Promise<string> {
  const m = await app.em().findOne(SmsMessage, { recipient: to }, { orderBy: { id: 'desc' } });
  if (!m) throw new Error(`no SMS to ${to}`);
  return m.text;
}

export const codeIn = (text: string) => /인증번호 (\d{6})/.exec(text)![1];

let seq = 0;
/** Phone numbers unique to each call, so per-phone throttles never meet. */
export const phone = (prefix = '0108') => `${prefix}${String(1000000 + ++seq * 7).slice(-7)}`;
