import { defineCaseRecord } from './record-kit.js';
import { accessSubject } from '../../../platform/access-log.js';

/** Case minutes (사례회의록, SPEC §3): a case meeting, its working diagnoses, plan, linkages and consultations. */
export const caseMinutes = defineCaseRecord({
  name: 'CaseMinutes',
  table: 'case_minutes',
  subject: accessSubject('case-minutes', '사례회의록'),
  title: '사례회의록',
  fields: {
    title: { kind: 'text', max: 200, label: '제목', submit: true },
    meetingDate: { kind: 'date', label: '회의일', submit: true },
    supervisor: { kind: 'text', max: 100, label: '슈퍼바이저' },
    attendees: { kind: 'text', max: 500, label: '참석자', submit: true },
    requestPath: { kind: 'choice', list: 'requestPath', etc: 'requestPathEtc', label: '의뢰 경로' },
    requestPathEtc: { kind: 'text', max: 200, label: '기타 의뢰 경로' },
    mainAppeal: { kind: 'text', max: 2000, label: '주호소' },
    contents: { kind: 'text', max: 5000, label: '회의 내용', submit: true },
    primaryDiagnostic: { kind: 'choices', list: 'diagnosis', etc: 'primaryDiagnosticEtc', label: '주 진단 (추정)', submit: true },
    primaryDiagnosticEtc: { kind: 'text', max: 200, label: '기타 주 진단' },
    additionalDiagnostic: { kind: 'choices', list: 'diagnosis', etc: 'additionalDiagnosticEtc', label: '부 진단 (추정)' },
    additionalDiagnosticEtc: { kind: 'text', max: 200, label: '기타 부 진단' },
    interventionPlan: { kind: 'choices', list: 'interventionPlan', etc: 'interventionPlanEtc', label: '개입 계획', submit: true },
    interventionPlanEtc: { kind: 'text', max: 200, label: '기타 개입 계획' },
    institutionalLinkage: { kind: 'choices', list: 'institutionalLinkage', etc: 'institutionalLinkageEtc', label: '기관 연계' },
    institutionalLinkageEtc: { kind: 'text', max: 200, label: '기타 기관 연계' },
    consultation: { kind: 'choices', list: 'consultation', etc: 'consultationEtc', label: '자문' },
    consultationEtc: { kind: 'text', max: 200, label: '기타 자문' },
    medicalExpensesSupport: { kind: 'choice', list: 'medicalExpensesSupport', etc: 'mesEtc', label: '치료비 지원' },
    mesEtc: { kind: 'text', max: 200, label: '기타 치료비 지원' },
  },
  placed: true,
  indexes: [
    // statistics by case minutes (statistics/case-minutes.statistics.ts): submitted minutes by a range of meeting dates, every filter
    // and figure read off the index alone (placement copied from the case, the three lists counted)
    {
      name: 'case_minutes_statistics',
      expression:
        'create index "case_minutes_statistics" on "case_minutes" ("meeting_date") include ("request_id", "sd_code", "center_id", "school_id", "requester_id", "primary_diagnostic", "intervention_plan", "institutional_linkage") where "deleted_at" is null and "is_done" = \'Y\'',
    },
  ],
});
