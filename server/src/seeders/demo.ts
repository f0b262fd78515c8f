import type { EntityManager } from '@mikro-orm/postgresql';
import { Account, AccountStatus } from '../modules/account/account.entity.js';
import { hashPassword } from '../modules/account/account.service.js';
import { RoleCode, UserRole } from '../modules/account/role.entity.js';
import { Center } from '../modules/organization/center.entity.js';
import { EducationOffice } from '../modules/organization/education-office.entity.js';
import { School, SchoolAuthenticationCode, SchoolType } from '../modules/organization/school.entity.js';
import { Sgg } from '../modules/region/region.entity.js';
import { principalOf } from '../modules/account/account.service.js';
import { RespondentType, SendType } from '../modules/consent/consent.inputs.js';
import { sendUrl } from '../modules/consent/consent.service.js';
import { approve, submitRespondentAnswers } from '../modules/consent/consent.respondent.js';
import { RESPONDENT_KIND } from '../modules/consent/consent.round.js';
import { INSTRUMENTS, type CategoryCode } from '../modules/scoring/instrument.js';
import { EvaluationSchoolType, Gender, SimpleEvaluation } from '../modules/evaluation-record/simple-evaluation.entity.js';
import { createEvaluations } from '../modules/simple-evaluation/simple-evaluation.register.js';
import type { Config } from '../platform/config.js';
import type { Ctx } from '../platform/context.js';
import { subject } from '../platform/respondent/subject.js';

/** Password of every demo account (README.md lists them). Never seeded outside `npm start`. */
export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_SCHOOL_CODE = '24681357';

export const DEMO_ACCOUNTS: { loginId: string; role: RoleCode; name: string; note: string }[] = [
  { loginId: 'admin', role: RoleCode.SYSTEM_ADMIN, name: '김관리', note: '시스템 관리자: 가입 승인, 메뉴 권한' },
  { loginId: 'ministry', role: RoleCode.EDUCATION_MINISTRY, name: '이교육', note: '교육부 (전국 조회)' },
  { loginId: 'office', role: RoleCode.EDUCATION_OFFICE, name: '박교육청', note: '서울특별시교육청' },
  { loginId: 'manager', role: RoleCode.CENTER_MANAGER, name: '최센터장', note: '서울 중부 센터 관리자' },
  { loginId: 'center', role: RoleCode.CENTER_MEMBER, name: '정실무', note: '서울 중부 센터 실무자' },
  { loginId: 'gg_center', role: RoleCode.CENTER_MEMBER, name: '한수원', note: '경기 수원 센터 실무자 (다른 센터)' },
  { loginId: 'member', role: RoleCode.MEMBER, name: '강담당', note: '서울한빛초등학교 담당 교사' },
  { loginId: 'client', role: RoleCode.CLIENT, name: '윤학교', note: '서울한빛초등학교 사용자 (인증 완료)' },
  { loginId: 'newclient', role: RoleCode.CLIENT, name: '조신규', note: '학교 인증코드 입력 전 사용자' },
  { loginId: 'csg_admin', role: RoleCode.CENTRAL_SUPPORT_GROUP, name: '중앙지원', note: '중앙지원단: 이 화면에서는 로그인 거부' },
];

/** A small demonstration data set for `npm start`: two regions, two centers, five schools, one user per role. */
export async function seedDemo(em: EntityManager): Promise<boolean> {
  if (await em.count(Account, { loginId: 'admin' })) return false;
  await em.transactional(async (tx) => {
    const office = (id: string) => tx.getReference(EducationOffice, id);
    const schools = [
      { id: '7000001', name: '서울한빛초등학교', type: SchoolType.ELEMENTARY, sggCode: '11110', office: 'B10', address: '서울특별시 종로구 한빛로 1' },
      { id: '7000002', name: '서울누리중학교', type: SchoolType.MIDDLE, sggCode: '11140', office: 'B10', address: '서울특별시 중구 누리로 2' },
      { id: '7000003', name: '서울다온고등학교', type: SchoolType.HIGH, sggCode: '11170', office: 'B10', address: '서울특별시 용산구 다온로 3' },
      { id: '7500001', name: '수원새솔초등학교', type: SchoolType.ELEMENTARY, sggCode: '41111', office: 'J10', address: '경기도 수원시 장안구 새솔로 4' },
      { id: '7500002', name: '수원바른중학교', type: SchoolType.MIDDLE, sggCode: '41113', office: 'J10', address: '경기도 수원시 권선구 바른로 5' },
    ].map((s) =>
      tx.create(School, {
        id: s.id,
        name: s.name,
        type: s.type,
        address: s.address,
        sggCode: s.sggCode,
        sdCode: s.sggCode.slice(0, 2),
        educationOffice: office(s.office),
      }),
    );
    for (const s of schools) tx.create(SchoolAuthenticationCode, { school: s, code: DEMO_SCHOOL_CODE });
    const seoul = tx.create(Center, {
      code: 'SEOUL-01',
      name: '서울 중부 정신건강 학교지원센터',
      contact: '02-000-0001',
      email: 'seoul-center@example.org',
      educationOffice: office('B10'),
      sdCode: '11',
      reqLocalCode: '11140',
    });
    seoul.jurisdictionLocals.set([tx.getReference(Sgg, '11110'), tx.getReference(Sgg, '11140')]);
    seoul.jurisdictionSchools.set([schools[2]]);
    const gyeonggi = tx.create(Center, {
      code: 'GG-01',
      name: '경기 수원 정신건강 학교지원센터',
      contact: '031-000-0002',
      educationOffice: office('J10'),
      sdCode: '41',
      reqLocalCode: '41111',
    });
    gyeonggi.jurisdictionLocals.set([tx.getReference(Sgg, '41111'), tx.getReference(Sgg, '41113')]);

    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const [i, d] of DEMO_ACCOUNTS.entries()) {
      const affiliation =
        d.loginId === 'gg_center'
          ? { center: gyeonggi, sdCode: '41', sggCode: '41111' }
          : d.role === RoleCode.CENTER_MANAGER || d.role === RoleCode.CENTER_MEMBER
            ? { center: seoul, sdCode: '11', sggCode: '11140' }
            : d.role === RoleCode.MEMBER || d.role === RoleCode.CLIENT
              ? { school: schools[0], sdCode: '11', sggCode: '11110' }
              : d.role === RoleCode.EDUCATION_OFFICE
                ? { sdCode: '11' }
                : {};
      tx.create(Account, {
        loginId: d.loginId,
        email: `${d.loginId.replace('_', '')}@example.org`,
        name: d.name,
        mobile: `010${String(10000000 + i * 1111).padStart(8, '0')}`,
        role: tx.getReference(UserRole, d.role),
        status: AccountStatus.ACTIVE,
        passwordHash,
        personalInfoAgreeYn: 'Y',
        authenticationCodeStatus: d.loginId === 'client' ? 'Y' : 'N',
        approvedAt: new Date(),
        ...affiliation,
      });
    }
  });
  return true;
}

// ---- demo simple evaluations ------------------------------------------------------------------------------------

/** Answer patterns (0–3, repeated over each category's items); the comments give where the demo norm set scores them. */
const PROFILES = {
  // middle/high: the critical crisis items (suci01, 02, 03, 05) stay at 0 except in `crisis`, since any answer above 0
  // on one of them flags the student (crisis-rule.ts); suci04 and suci06 carry the scale
  /** 일반군 */
  low: { default: [0, 0, 1, 0], suci: [0, 0, 0, 0, 0, 0] },
  /** 일반군, a little higher */
  mild: { default: [0, 1, 0, 1, 0], suci: [0, 0, 0, 1, 0, 0] },
  /** 관심군 for elementary boys and girls and middle/high boys (T 65–70) */
  attention: { default: [1, 1, 0, 1], suci: [0, 0, 0, 1, 0, 1] },
  /** 우선 관심군 for elementary and middle/high boys, 관심군 for middle/high girls */
  priority: { default: [1, 1, 1, 0, 1], suci: [0, 0, 0, 2, 0, 2], psta: [1, 1, 1, 1, 1, 1, 1] },
  /** middle/high: total 관심군 or 일반군 but 자살 및 위기 문제 우선 관심군 — raises a crisis alert on submission */
  crisis: { default: [1, 0, 1, 0], suci: [2, 3, 2, 1, 2, 2] },
} satisfies Record<string, Partial<Record<CategoryCode | 'default', number[]>>>;
type Profile = keyof typeof PROFILES;

function answersOf(type: EvaluationSchoolType, profile: Profile): Record<string, number> {
  const pattern: Partial<Record<CategoryCode | 'default', number[]>> = PROFILES[profile];
  const seen: Partial<Record<CategoryCode, number>> = {};
  const answers: Record<string, number> = {};
  for (const item of INSTRUMENTS[type].items) {
    const n = seen[item.category] ?? 0;
    seen[item.category] = n + 1;
    const values = pattern[item.category] ?? pattern.default!;
    answers[item.key] = values[n % values.length];
  }
  return answers;
}

type Plan = { gender: Gender; state: 'NOT_SENT' | 'SENT' | Profile };

/** Twelve students per school: three not sent, three waiting for the guardian, six answered. */
const PLANS: Record<EvaluationSchoolType, Plan[]> = {
  [EvaluationSchoolType.ELEMENTARY]: [
    { gender: Gender.M, state: 'NOT_SENT' },
    { gender: Gender.F, state: 'NOT_SENT' },
    { gender: Gender.M, state: 'NOT_SENT' },
    { gender: Gender.F, state: 'SENT' },
    { gender: Gender.M, state: 'SENT' },
    { gender: Gender.F, state: 'SENT' },
    { gender: Gender.M, state: 'low' },
    { gender: Gender.F, state: 'low' },
    { gender: Gender.F, state: 'mild' },
    { gender: Gender.M, state: 'attention' },
    { gender: Gender.F, state: 'attention' },
    { gender: Gender.M, state: 'priority' },
  ],
  [EvaluationSchoolType.MIDDLE_HIGH]: [
    { gender: Gender.F, state: 'NOT_SENT' },
    { gender: Gender.M, state: 'NOT_SENT' },
    { gender: Gender.F, state: 'NOT_SENT' },
    { gender: Gender.M, state: 'SENT' },
    { gender: Gender.F, state: 'SENT' },
    { gender: Gender.M, state: 'SENT' },
    { gender: Gender.M, state: 'low' },
    { gender: Gender.F, state: 'low' },
    { gender: Gender.F, state: 'mild' },
    { gender: Gender.F, state: 'priority' },
    { gender: Gender.M, state: 'priority' },
    { gender: Gender.F, state: 'crisis' },
  ],
};

/** Who registers and sends for each demo school: the school's own teacher, else the responsible center's staff. */
const DEMO_REGISTRARS: Record<string, string> = {
  '7000001': 'member',
  '7000002': 'center',
  '7000003': 'center',
  '7500001': 'gg_center',
  '7500002': 'gg_center',
};

/** Made-up numbers (010-0000-xxxx) so nothing real is ever texted from a demo. */
const demoMobile = (n: number) => `0100000${String(n).padStart(4, '0')}`;

/**
 * Demo simple evaluations, through the module's own services: registered (management numbers), the guardian's
 * consent link sent (SMS history rows), consents given and answers submitted as a respondent would (scored with the
 * active norm set; a middle/high answer in 우선 관심군 on 자살 및 위기 raises its crisis alert). Only when the demo
 * schools have no evaluation yet, in one transaction.
 */
export async function seedDemoEvaluations(em: EntityManager, config: Config): Promise<boolean> {
  const schoolIds = Object.keys(DEMO_REGISTRARS);
  if (await em.count(SimpleEvaluation, { school: { $in: schoolIds } })) return false;
  if ((await em.count(School, { id: { $in: schoolIds } })) !== schoolIds.length) return false;
  await em.transactional(async (tx) => {
    let phone = 0;
    for (const schoolId of schoolIds) {
      const school = await tx.findOneOrFail(School, schoolId);
      const account = await tx.findOneOrFail(Account, { loginId: DEMO_REGISTRARS[schoolId] });
      const principal = await principalOf(tx, account);
      const staff: Ctx = { em: tx, config, principal };
      const type = school.type === SchoolType.ELEMENTARY ? EvaluationSchoolType.ELEMENTARY : EvaluationSchoolType.MIDDLE_HIGH;
      const plans = PLANS[type];
      const created = await createEvaluations(
        tx,
        principal,
        school,
        plans.map((p) => ({ schoolTargetType: type, gender: p.gender, mobile: type === EvaluationSchoolType.MIDDLE_HIGH ? demoMobile(++phone) : undefined })),
      );
      for (const [i, e] of created.entries()) {
        const plan = plans[i];
        if (plan.state === 'NOT_SENT') continue;
        const sent = await sendUrl(staff, SendType.AGREE, {
          simpleEvaluationId: e.id,
          guardianMobile: demoMobile(++phone),
          studentSendYn: type === EvaluationSchoolType.MIDDLE_HIGH ? 'Y' : undefined,
        });
        if (plan.state === 'SENT') continue;
        const as = (who: RespondentType): Ctx => ({ em: tx, config, respondent: subject(RESPONDENT_KIND, e.id, who, sent.agreeId) });
        await approve(as(RespondentType.GUARDIAN), sent.agreeId, RespondentType.GUARDIAN, 'Y');
        const answerer = type === EvaluationSchoolType.MIDDLE_HIGH ? RespondentType.STUDENT : RespondentType.GUARDIAN;
        if (answerer === RespondentType.STUDENT) await approve(as(RespondentType.STUDENT), sent.agreeId, RespondentType.STUDENT, 'Y');
        await submitRespondentAnswers(as(answerer), e.id, answersOf(type, plan.state));
      }
    }
  });
  return true;
}
