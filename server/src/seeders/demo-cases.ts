import { RespondentSatisfactionInput, RespondentSdqKrInput, SatisfactionSendUrlInput, SdqKrSendUrlInput } from '../modules/case/questionnaire/questionnaire.inputs.js';
import {
  SATISFACTION_KIND,
  SDQ_KIND,
  sendQuestionnaireUrl,
  submitRespondentQuestionnaire,
  type QuestionnaireKind,
} from '../modules/case/questionnaire/questionnaire.service.js';
import type { LinkQuestionnaire } from '../modules/case/questionnaire/questionnaire.entity.js';
import { TargetType, TestType } from '../modules/case/record/case-types.js';
import { SDQ_SCALES } from '../modules/forms/sdq.scoring.js';
import { caseManagementLog } from '../modules/case/record/case-management-log.record.js';
import { caseMinutes } from '../modules/case/record/case-minutes.record.js';
import { cgi } from '../modules/case/record/cgi.record.js';
import { closingReport } from '../modules/case/record/closing-report.record.js';
import { CreateInterviewEvaluationInput, type InterviewEvaluationValues } from '../modules/case/record/interview-evaluation.inputs.js';
import { createInterviewEvaluation } from '../modules/case/record/interview-evaluation.service.js';
import type { CaseRecordKind } from '../modules/case/record/record-kit.js';
import { ProgressStep } from '../modules/request/request.lifecycle.js';
import * as requests from '../modules/request/request.commands.js';
import { advanceClock, now } from '../platform/clock.js';
import type { Ctx } from '../platform/context.js';
import { subject } from '../platform/respondent/subject.js';
import { parseInput } from '../platform/validation.js';
import { kstDay } from '../platform/time.js';

/**
 * The case records of the demo cases (시연용; every text our own Korean, SDQ answers numbers only — the SDQ wording
 * is licensed and never in the code base). Everything goes through the services with inputs parsed by the GraphQL
 * input classes, as a staff member or a respondent would send them, so scores, isDone, submission times, placement
 * columns, SMS outbox rows and access-log rows are what the application itself writes.
 */

/** Today in Korea by the platform clock (which `inThePast` moves). */
const today = () => kstDay(now());

const DAY = 86_400_000;

/**
 * Runs `story` with the platform clock `days` back, so what it writes is dated then (the case's history spans weeks,
 * as the timeline shows it); `later(n)` moves the clock on n days. The clock is put back afterwards. Seeding only:
 * it runs before the server listens.
 */
export async function inThePast<T>(days: number, story: (later: (n: number) => void) => Promise<T>): Promise<T> {
  let moved = -days * DAY;
  advanceClock(moved);
  try {
    return await story((n) => {
      advanceClock(n * DAY);
      moved += n * DAY;
    });
  } finally {
    advanceClock(-moved);
  }
}

/** A kit record (CGI, minutes, log, closing report), parsed by its GraphQL input class and created. */
const record = async (ctx: Ctx, kind: CaseRecordKind, requestId: number, values: object) =>
  kind.create(ctx, await parseInput(kind.Input, { requestId, ...values }));

async function interview(ctx: Ctx, requestId: number, values: object) {
  const input = await parseInput(CreateInterviewEvaluationInput, { requestId, ...values });
  return createInterviewEvaluation(ctx, requestId, input as unknown as InterviewEvaluationValues);
}

/** The 25 SDQ answers (0–2 as the respondent ticks them) from five per scale, in item-key order 010…050. */
function sdqAnswers(byScale: Record<'dehi' | 'decp' | 'dies' | 'dipr' | 'spbpb', number[]>): Record<string, number> {
  return Object.fromEntries(SDQ_SCALES.flatMap((s) => byScale[s.prefix as keyof typeof byScale].map((v, i) => [`${s.prefix}${String((i + 1) * 10).padStart(3, '0')}`, v])));
}

/**
 * The guardian before the intervention (emotional and peer problems): total difficulties 19 (high), emotional 8,
 * peer 6, conduct 1, hyperactivity 4, prosocial 8. The teacher then: total 12 (slightly raised). The guardian
 * after it: total 7 (close to average). Reverse-scored items (decp020, dipr020, dipr030, dehi040, dehi050) are
 * given as ticked.
 */
const DEMO_SDQ = {
  guardianPre: sdqAnswers({ dehi: [1, 1, 0, 1, 1], decp: [0, 2, 0, 1, 0], dies: [2, 2, 1, 2, 1], dipr: [1, 0, 1, 1, 1], spbpb: [2, 1, 2, 2, 1] }),
  teacherPre: sdqAnswers({ dehi: [0, 1, 0, 2, 1], decp: [0, 2, 0, 0, 0], dies: [1, 2, 1, 1, 1], dipr: [1, 1, 1, 1, 0], spbpb: [2, 2, 1, 2, 2] }),
  guardianPost: sdqAnswers({ dehi: [1, 0, 0, 2, 1], decp: [0, 2, 0, 0, 0], dies: [1, 1, 0, 1, 0], dipr: [0, 1, 2, 1, 0], spbpb: [2, 2, 2, 2, 1] }),
};

/**
 * Sends a questionnaire's link (texted through the outbox) and, when `answers` are given, answers it as the
 * respondent would once `answers.after()` has moved the clock on (with the respondent token of that link round).
 */
async function link<E extends LinkQuestionnaire>(
  staff: Ctx,
  k: QuestionnaireKind<E>,
  input: { requestId: number; targetType: TargetType; testType?: TestType; mobile: string; relationship?: string },
  answers?: { values: object; after: () => void },
): Promise<number> {
  const sdq = k.kind === SDQ_KIND.kind;
  const send = await parseInput<object>(sdq ? SdqKrSendUrlInput : SatisfactionSendUrlInput, input);
  const { id } = await sendQuestionnaireUrl(staff, k, send as typeof input);
  if (!answers) return id;
  answers.after();
  const r = await staff.em.findOneOrFail(k.entity, id as never);
  const respondent: Ctx = { em: staff.em, config: staff.config, respondent: subject(k.kind, id, input.targetType, String(r.linkRound)) };
  const body = await parseInput<object>(sdq ? RespondentSdqKrInput : RespondentSatisfactionInput, answers.values);
  await submitRespondentQuestionnaire(respondent, k, id, body);
  return id;
}

export interface DemoPeople {
  manager: Ctx;
  /** The case manager (정실무), who writes the records. */
  center: Ctx;
}

interface DemoCase {
  id: number;
  /** Made-up numbers of the request form (010-0000-xxxx). */
  guardianMobile: string;
  teacherMobile: string;
}

/**
 * A case from approval to closing, over ten weeks (the caller runs it `inThePast`): an interview evaluation per
 * target, the SDQ-KR before (guardian and teacher, by link) and after (guardian), a CGI before and after, two case
 * meetings, three case management logs, the guardian's satisfaction assessment and a submitted closing report; then
 * the case is closed.
 */
export async function closedCaseStory({ center }: DemoPeople, c: DemoCase, later: (n: number) => void): Promise<void> {
  const id = c.id;
  const counselor = '정실무';

  // 심층평가: the three interviews and the SDQ-KR before the intervention
  later(2);
  await interview(center, id, {
    interviewTargetType: TargetType.STUDENT,
    isDone: 'Y',
    counselor,
    counselingDate: today(),
    counselingPlace: 'SCHOOL',
    relationship: 'SELF',
    interviewTarget: '학생 본인',
    interviewTargetPosition: 'STUDENT',
    requestReasons: ['EMOTION', 'RELATIONSHIP'],
    characteristicTest: 'Y',
    ctInstitutionalLinkage: 'N',
    ilSuggestion: 'Y',
    ilWhether: 'N',
    ilReasons: ['GUARDIAN_REFUSAL'],
    ilReasonsDetail: '보호자가 먼저 학교 안에서 상담을 받아 보기를 원함',
    mainAppeal: ['ANXIETY', 'PEER'],
    problemOccursDate: kstDay(new Date(now().getTime() - 120 * DAY)),
    mainAppealDetail: '새 학기에 단짝 친구와 반이 갈린 뒤로 쉬는 시간에 혼자 지내고, 발표나 모둠 활동 전에 배가 아프다고 함.',
    schoolLife: { slSatisfaction: 'POOR', slTeacherRelationship: 'GOOD', slInterpersonal: 'POOR', slGrade: 'FAIR', slAttendance: 'FAIR', slSuspension: 'N', slDifficulty: '모둠 활동과 발표를 피하고 점심시간에 보건실에 자주 감.' },
    etc: { strength: '그림 그리기를 좋아하고 꼼꼼함', behavioralObservation: '눈맞춤이 짧고 목소리가 작으나 질문에는 성실히 답함', opinion: '또래 관계에서 시작된 불안이 등교 전 신체 증상으로 이어지는 것으로 보임. 개별 상담과 보호자 상담을 제안함.' },
  });
  await interview(center, id, {
    interviewTargetType: TargetType.GUARDIAN,
    isDone: 'Y',
    counselor,
    counselingDate: today(),
    counselingPlace: 'CENTER',
    relationship: 'MOTHER',
    interviewTarget: '보호자 (모)',
    interviewTargetPosition: 'PARENT',
    requestReasons: ['EMOTION'],
    mainAppeal: ['ANXIETY', 'SLEEP'],
    mainAppealDetail: '아침마다 학교에 가기 싫다며 울고, 잠들기 전 걱정을 자주 이야기함.',
    familyRelationshipType: 'HARMONIOUS',
    familyRelationshipSpecifics: '맞벌이로 평일 저녁에는 외조모가 돌봄',
    familyRelationshipList: [
      { relationship: 'MOTHER', age: 41, occupation: '회사원', isPrimaryCaregiver: 'Y', isLivingTogether: 'Y', friendly: 'GOOD' },
      { relationship: 'FATHER', age: 43, occupation: '자영업', isPrimaryCaregiver: 'N', isLivingTogether: 'Y', friendly: 'FAIR' },
      { relationship: 'GRANDMOTHER', age: 68, occupation: '무직', isPrimaryCaregiver: 'N', isLivingTogether: 'N', friendly: 'GOOD' },
    ],
    homeTreatment: { primaryInstructor: 'MOTHER', implementationContent: '잠들기 전 하루 이야기 나누기', ability: 'FAIR' },
    pastHistory: { childAbuse: 'N', pastStressEvents: 'Y', pseOccurrenceTime: '작년 겨울', pseSpecifics: '이사와 전학', suicidal: 'N', suicideAttempt: 'N', historyOfMentalIllness: 'N', physicalDisease: 'N' },
  });
  await link(center, SDQ_KIND, { requestId: id, targetType: TargetType.GUARDIAN, testType: TestType.PRELIMINARY, mobile: c.guardianMobile, relationship: 'MOTHER' }, {
    values: { relationship: 'MOTHER', ...DEMO_SDQ.guardianPre },
    after: () => later(1),
  });
  later(1);
  await interview(center, id, {
    interviewTargetType: TargetType.TEACHER,
    isDone: 'Y',
    counselor,
    counselingDate: today(),
    counselingPlace: 'PHONE',
    relationship: 'HOMEROOM_TEACHER',
    interviewTarget: '담임교사',
    interviewTargetPosition: 'HOMEROOM_TEACHER',
    interviewTargetAffiliate: '서울한빛초등학교',
    requestReasons: ['RELATIONSHIP', 'SCHOOL_ADJUSTMENT'],
    mainAppeal: ['PEER'],
    mainAppealDetail: '수업 태도는 성실하나 모둠 활동에서 말을 하지 않고, 쉬는 시간에 혼자 책상에 앉아 있음.',
  });
  await link(center, SDQ_KIND, { requestId: id, targetType: TargetType.TEACHER, testType: TestType.PRELIMINARY, mobile: c.teacherMobile, relationship: 'HOMEROOM_TEACHER' }, {
    values: { relationship: 'HOMEROOM_TEACHER', ...DEMO_SDQ.teacherPre },
    after: () => later(1),
  });
  later(1);
  await record(center, cgi, id, { isDone: 'Y', testType: 'PRELIMINARY', cgiS: 4 });

  // 사례회의
  later(3);
  await requests.changeProgressStep(center, id, { progressStep: ProgressStep.CASE_MEETING });
  await record(center, caseMinutes, id, {
    isDone: 'Y',
    title: '초기 사례회의',
    meetingDate: today(),
    supervisor: '최센터장',
    attendees: '최센터장, 정실무, 임상심리전문가 1명',
    requestPath: 'SCHOOL',
    mainAppeal: '또래 관계 위축과 등교 전 신체 증상',
    contents: '면담과 SDQ-KR 결과를 함께 보고 불안 수준과 또래 관계 문제를 확인함. 8주 개별 상담과 보호자 상담, 담임교사 자문을 하기로 함.',
    primaryDiagnostic: ['ANXIETY'],
    additionalDiagnostic: ['ADJUSTMENT'],
    interventionPlan: ['INDIVIDUAL', 'FAMILY', 'SCHOOL_CONSULT'],
    consultation: ['PSYCHOLOGIST'],
    medicalExpensesSupport: 'NOT_NEEDED',
  });

  // 사례개입: three logs and the mid-course meeting
  later(4);
  await requests.changeProgressStep(center, id, { progressStep: ProgressStep.CASE_INTERVENTION });
  const logs = [
    {
      title: '개별 상담 1회기',
      interventionTarget: ['STUDENT'],
      interventionMethod: ['FACE_TO_FACE'],
      interventionType: ['COUNSELING'],
      content: '걱정 일기 쓰기를 소개하고, 불안할 때 쓰는 호흡 연습을 함께 해 봄.',
      futurePlan: '다음 회기에 걱정 일기를 함께 읽어 보기',
    },
    {
      title: '보호자 상담',
      interventionTarget: ['GUARDIAN'],
      interventionMethod: ['PHONE'],
      interventionType: ['EDUCATION'],
      content: '아침 등교 전 불안을 다루는 방법과 칭찬하는 말하기를 안내함.',
      futurePlan: '2주 뒤 변화 확인',
    },
    {
      title: '담임교사 자문',
      interventionTarget: ['TEACHER'],
      interventionMethod: ['VISIT'],
      interventionType: ['LINKAGE'],
      linkageSupportType: ['INFORMATION'],
      institutionalLinkage: ['WEE'],
      content: '모둠 구성 때 친한 친구와 함께하도록 조정하기로 하고, Wee 클래스의 또래 관계 프로그램을 안내함.',
      futurePlan: '한 달 뒤 학교생활 변화 확인',
    },
  ];
  for (const [i, log] of logs.entries()) {
    if (i) later(14);
    await record(center, caseManagementLog, id, { isDone: 'Y', counselor, interventionDate: today(), ...log });
  }
  later(7);
  await record(center, caseMinutes, id, {
    isDone: 'Y',
    title: '중간 사례회의',
    meetingDate: today(),
    supervisor: '최센터장',
    attendees: '최센터장, 정실무',
    requestPath: 'SCHOOL',
    contents: '등교 전 신체 증상이 줄고 모둠 활동에 참여하기 시작함. 남은 회기 뒤 사후평가를 하기로 함.',
    primaryDiagnostic: ['ANXIETY'],
    interventionPlan: ['INDIVIDUAL', 'MONITORING'],
    institutionalLinkage: ['WEE'],
    medicalExpensesSupport: 'NOT_NEEDED',
  });

  // 사후평가: the SDQ-KR after, the CGI after and the guardian's satisfaction
  later(10);
  await requests.changeProgressStep(center, id, { progressStep: ProgressStep.POST_EVALUATION });
  await link(center, SDQ_KIND, { requestId: id, targetType: TargetType.GUARDIAN, testType: TestType.POST, mobile: c.guardianMobile, relationship: 'MOTHER' }, {
    values: { relationship: 'MOTHER', ...DEMO_SDQ.guardianPost },
    after: () => later(2),
  });
  await record(center, cgi, id, { isDone: 'Y', testType: 'POST', cgiS: 2, cgiI: 2 });
  await link(center, SATISFACTION_KIND, { requestId: id, targetType: TargetType.GUARDIAN, mobile: c.guardianMobile, relationship: 'MOTHER' }, {
    values: {
      relationship: 'MOTHER',
      svsOverAll: 5,
      svsProgress: 4,
      svsContent: '아이가 상담 가는 날을 기다렸어요.',
      svsAtiiPi: 5,
      ilOverAll: 4,
      asProblemImprovement: 4,
      asInterpersonalRelationship: 4,
      asGuardianRelationship: 5,
      asSchoolLife: 4,
      servicePerformance: 5,
      servicePerformanceDetail: 'COUNSELING',
      serviceImprovementPoints: '상담 시간이 저녁에도 있으면 좋겠습니다.',
    },
    after: () => later(1),
  });

  // 종결보고: the report, then the case closed
  later(3);
  await requests.changeProgressStep(center, id, { progressStep: ProgressStep.CLOSING_REPORT });
  await record(center, closingReport, id, {
    isDone: 'Y',
    closingDate: today(),
    closingType: 'GOAL_ACHIEVED',
    requestPath: 'SCHOOL',
    interventionTarget: ['STUDENT', 'GUARDIAN', 'TEACHER'],
    interventionContent: '개별 상담 8회, 보호자 상담 2회, 담임교사 자문 1회. 등교 전 신체 증상이 사라지고 모둠 활동에 참여함.',
    studentStatus: 'IMPROVED',
    interventionsCntRI: 6,
    interventionsCntLS: 1,
    interventionsCntSV: 0,
    interventionsCntIL: 1,
    interventionsCntM: 2,
    institutionalLinkage: ['WEE'],
    medicalExpensesSupport: 'N',
  });
  await requests.completeClosing(center, id, { closingDate: today() });
}

/** A closed case's short submitted report (the case sent to the school has one for the school to read). */
export async function closingReportOf({ center }: DemoPeople, id: number): Promise<void> {
  await record(center, closingReport, id, {
    isDone: 'Y',
    closingDate: today(),
    closingType: 'LINKED',
    interventionTarget: ['STUDENT', 'GUARDIAN'],
    interventionContent: '개별 상담 4회 뒤 지역 정신건강복지센터로 연계함.',
    studentStatus: 'MAINTAINED',
    interventionsCntRI: 4,
    interventionsCntIL: 1,
    interventionsCntM: 1,
    institutionalLinkage: ['MENTAL_HEALTH_CENTER'],
    medicalExpensesSupport: 'N',
  });
}

/** A case at its in-depth evaluation: an interview evaluation saved as a draft, the guardian's SDQ-KR link sent, not answered. */
export async function inDepthCaseStory({ center }: DemoPeople, c: DemoCase): Promise<void> {
  await interview(center, c.id, {
    interviewTargetType: TargetType.STUDENT,
    isDone: 'N',
    counselor: '정실무',
    counselingDate: today(),
    counselingPlace: 'SCHOOL',
    relationship: 'SELF',
    interviewTarget: '학생 본인',
    mainAppeal: ['DEPRESSION'],
    mainAppealDetail: '요즘 재미있는 일이 없고 쉽게 짜증이 난다고 함. (작성 중)',
  });
  await link(center, SDQ_KIND, { requestId: c.id, targetType: TargetType.GUARDIAN, testType: TestType.PRELIMINARY, mobile: c.guardianMobile, relationship: 'MOTHER' });
}
