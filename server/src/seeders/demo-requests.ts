import type { EntityManager } from '@mikro-orm/postgresql';
import { Account } from '../modules/account/account.entity.js';
import { principalOf } from '../modules/account/account.service.js';
import { ConsentMethod, Request, RequestType } from '../modules/request/request.entity.js';
import type { RequestInput } from '../modules/request/request.form-inputs.js';
import { ProgressStep } from '../modules/request/request.lifecycle.js';
import * as requests from '../modules/request/request.commands.js';
import { Gender } from '../modules/evaluation-record/simple-evaluation.entity.js';
import { now } from '../platform/clock.js';
import type { Config } from '../platform/config.js';
import type { Ctx } from '../platform/context.js';
import { closedCaseStory, closingReportOf, inDepthCaseStory, inThePast, type DemoPeople } from './demo-cases.js';
import { kstDay } from '../platform/time.js';
import { seedDemoForms } from './demo-forms.js';

/** The demo school whose teacher ('member') and school user ('client') file the demo requests; its center is 서울 중부. */
const DEMO_SCHOOL = '7000001';

type Plan = 'REQUESTED' | 'REJECTED' | 'CANCELLED' | 'IN_DEPTH' | 'INTERVENTION' | 'CLOSED' | 'REPORT_SENT';

/** Made-up students (시연용): one request per state the lifecycle has. */
const PLANS: { name: string; gender: Gender; by: 'member' | 'client'; plan: Plan }[] = [
  { name: '김하늘', gender: Gender.F, by: 'member', plan: 'REQUESTED' },
  { name: '이바다', gender: Gender.M, by: 'member', plan: 'REJECTED' },
  { name: '박구름', gender: Gender.M, by: 'member', plan: 'CANCELLED' },
  { name: '최별', gender: Gender.F, by: 'member', plan: 'IN_DEPTH' },
  { name: '정산', gender: Gender.M, by: 'member', plan: 'INTERVENTION' },
  { name: '강들', gender: Gender.F, by: 'member', plan: 'CLOSED' },
  { name: '조숲', gender: Gender.M, by: 'member', plan: 'REPORT_SENT' },
  { name: '윤솔', gender: Gender.F, by: 'client', plan: 'REQUESTED' },
];

/** Made-up numbers (010-0000-9xxx) so nothing real is ever texted from a demo. */
const demoMobile = (n: number) => `0100000${String(n)}`;

function demoForm(name: string, gender: Gender, n: number): RequestInput {
  const consentAt = `${kstDay(new Date(now().getTime() - 86_400_000))}T10:00`;
  return {
    requestType: RequestType.GENERAL,
    requestTarget: { name, gender, birthYear: 2015, birthMonth: (n % 12) + 1, birthDate: 10 + n, mobile: demoMobile(9000 + n) },
    grade: 4,
    classNo: 1 + (n % 3),
    num: 10 + n,
    requesterName: '강담당',
    requesterInstitution: '서울한빛초등학교',
    requesterContact: '02-000-1001',
    guardianContact: demoMobile(9100 + n),
    guardianRelationship: '모',
    address: '서울특별시 종로구 한빛로 1',
    postcode: '03000',
    pastInterestGroup: 'N',
    pastInstitutionalLinkage: 'N',
    mainAppeal: '시연용 주호소: 교우 관계와 학교 적응의 어려움',
    gcRequest: 'Y',
    gcRequestAt: consentAt,
    gcRequestMethod: ConsentMethod.WRITTEN,
    gc3rdPartyProvision: 'Y',
    gc3rdPartyProvisionAt: consentAt,
    gc3rdPartyProvisionMethod: ConsentMethod.WRITTEN,
  };
}

/**
 * Demo requests in every state of the lifecycle, made through the request service as the demo people would (the
 * teacher files, the center manager decides, the center member runs the case), so their alarms and access-log rows
 * exist too; the cases carry their records (demo-cases.ts): the closed case its whole ten-week history, dated back
 * then, the case at its in-depth evaluation a draft interview and an unanswered SDQ-KR link, the case sent to the
 * school its closing report. Only when the demo school has no request yet, in one transaction. The cases' SDQ-KR links
 * go to guardians and teachers only (the demo students, born 2015, may be under 11: no self-report), and need the
 * forms' 시연용 wording (demo-forms.ts), filled first if still placeholders.
 */
export async function seedDemoRequests(em: EntityManager, config: Config): Promise<boolean> {
  if (await em.count(Request, { school: DEMO_SCHOOL })) return false;
  if (!(await em.count(Account, { loginId: 'member' }))) return false;
  await em.transactional(async (tx) => {
    await seedDemoForms(tx);
    const as = async (loginId: string): Promise<Ctx> => ({ em: tx, config, principal: await principalOf(tx, await tx.findOneOrFail(Account, { loginId })) });
    const member = await as('member');
    const client = await as('client');
    const people: DemoPeople = { manager: await as('manager'), center: await as('center') };
    const caseManager = await tx.findOneOrFail(Account, { loginId: 'center' });

    const run = async (p: (typeof PLANS)[number], n: number, later: (days: number) => void = () => undefined) => {
      const { manager, center } = people;
      const { id } = await requests.fileRequest(p.by === 'member' ? member : client, demoForm(p.name, p.gender, n));
      if (p.plan === 'REQUESTED') return;
      if (p.plan === 'REJECTED') return void (await requests.rejectRequest(manager, id, { rejectedMessage: '보호자 동의 일시를 다시 확인해주세요.' }));
      if (p.plan === 'CANCELLED') return void (await requests.cancelRequest(member, id));
      await requests.approveRequest(manager, id, { caseManagerId: caseManager.id });
      const theCase = { id, guardianMobile: demoMobile(9100 + n), teacherMobile: demoMobile(9200 + n) };
      if (p.plan === 'IN_DEPTH') return inDepthCaseStory(people, theCase);
      if (p.plan === 'CLOSED') return closedCaseStory(people, theCase, later);
      await requests.changeProgressStep(center, id, { progressStep: ProgressStep.CASE_INTERVENTION });
      if (p.plan === 'INTERVENTION') return;
      await requests.changeProgressStep(center, id, { progressStep: ProgressStep.CLOSING_REPORT });
      await closingReportOf(people, id);
      await requests.completeClosing(center, id, { closingDate: kstDay(now()) });
      await requests.sendClosingReport(center, id);
    };
    for (const [n, p] of PLANS.entries()) {
      // the closed case was filed ten weeks ago and closed last week
      if (p.plan === 'CLOSED') await inThePast(70, (later) => run(p, n, later));
      else await run(p, n);
    }
  });
  return true;
}
