import { defineCaseRecord } from './record-kit.js';
import { accessSubject } from '../../../platform/access-log.js';

/** Case management log (사례관리일지, SPEC §3): one intervention, whom it reached, how, and what comes next. */
export const caseManagementLog = defineCaseRecord({
  name: 'CaseManagementLog',
  table: 'case_management_log',
  subject: accessSubject('case-management-log', '사례관리일지'),
  title: '사례관리일지',
  fields: {
    title: { kind: 'text', max: 200, label: '제목', submit: true },
    counselor: { kind: 'text', max: 100, label: '상담자', submit: true },
    interventionDate: { kind: 'date', label: '개입일', submit: true },
    interventionTarget: { kind: 'choices', list: 'interventionTarget', etc: 'interventionTargetEtc', label: '개입 대상', submit: true },
    interventionTargetEtc: { kind: 'text', max: 200, label: '기타 개입 대상' },
    interventionMethod: { kind: 'choices', list: 'interventionMethod', etc: 'interventionMethodEtc', label: '개입 방법', submit: true },
    interventionMethodEtc: { kind: 'text', max: 200, label: '기타 개입 방법' },
    interventionType: { kind: 'choices', list: 'interventionType', etc: 'interventionTypeEtc', label: '개입 유형', submit: true },
    interventionTypeEtc: { kind: 'text', max: 200, label: '기타 개입 유형' },
    linkageSupportType: { kind: 'choices', list: 'linkageSupportType', etc: 'linkageSupportTypeEtc', label: '연계 지원 유형' },
    linkageSupportTypeEtc: { kind: 'text', max: 200, label: '기타 연계 지원 유형' },
    medicalExpensesFunding: { kind: 'choices', list: 'medicalExpensesFunding', etc: 'medicalExpensesFundingEtc', label: '치료비 재원' },
    medicalExpensesFundingEtc: { kind: 'text', max: 200, label: '기타 치료비 재원' },
    specialistVisitType: { kind: 'choices', list: 'specialistVisitType', etc: 'specialistVisitTypeEtc', label: '전문가 방문 유형' },
    specialistVisitTypeEtc: { kind: 'text', max: 200, label: '기타 전문가 방문 유형' },
    institutionalLinkage: { kind: 'choices', list: 'institutionalLinkage', etc: 'institutionalLinkageEtc', label: '기관 연계' },
    institutionalLinkageEtc: { kind: 'text', max: 200, label: '기타 기관 연계' },
    content: { kind: 'text', max: 5000, label: '개입 내용', submit: true },
    futurePlan: { kind: 'text', max: 2000, label: '향후 계획' },
  },
});
