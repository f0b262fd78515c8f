import type { DocumentNode } from 'graphql';
import type { FormSectionDef, RecordValues } from './kit';
import { INTERVIEW_STEP, isTarget, isTestType, SAVE_MESSAGES, savedMessage, TARGET_LABELS, TEST_LABELS } from './labels';
import {
  CancelClosingReportMutation,
  CaseManagementLogQuery,
  CaseManagementLogsQuery,
  CaseMinutesListQuery,
  CaseMinutesQuery,
  CgiQuery,
  ClosingReportQuery,
  CreateCaseManagementLogMutation,
  CreateCaseMinutesMutation,
  CreateCgiMutation,
  CreateClosingReportMutation,
  CreateInterviewEvaluationMutation,
  DeleteCaseManagementLogMutation,
  DeleteCaseMinutesMutation,
  DeleteCgiMutation,
  DeleteClosingReportMutation,
  DeleteInterviewEvaluationMutation,
  InterviewEvaluationQuery,
  UpdateCaseManagementLogMutation,
  UpdateCaseMinutesMutation,
  UpdateCgiMutation,
  UpdateClosingReportMutation,
  UpdateInterviewEvaluationMutation,
} from './operations';

/** An operation and the field of its answer. */
interface Op {
  doc: DocumentNode;
  field: string;
}

/** What the caller may do to a record, as the server says (record-kit `can`, the interview evaluation's canEdit). */
export interface RecordAbilities {
  edit: boolean;
  delete: boolean;
  cancel: boolean;
}

/** A record as its detail query answers it. */
export type RecordRow = RecordValues & {
  id: number;
  requestId: number;
  isDone: string;
  updatedAt: string;
  submittedAt?: string | null;
  writerName?: string | null;
  cancelMessage?: string | null;
  canEdit?: boolean;
  can?: RecordAbilities;
};

/**
 * One kind of case record for the generic pages (RecordRegisterPage, RecordDetailPage, RecordListPage): its
 * served form, its operations, where a save returns to, and what the page fixes rather than the form (the interview's
 * target, CGI's test). The rules stay on the server: `writableIn` only spares typing into a case that will refuse it.
 */
export interface RecordKind {
  /** The path segment under the case and the name of its served form. */
  record: string;
  /** Korean name (면담평가, 사례회의록) and the same with its object particle (면담평가를, 사례회의록을). */
  name: string;
  nameObject: string;
  get: Op;
  create: Op;
  update: Op;
  remove: Op;
  /** Paged list of a case (the list pages). */
  list?: Op & { columns: { key: string; title: string }[] };
  /** The register path's parameter fixing part of the record (`targetType`, `testType`); undefined when invalid. */
  fixed?: (params: Record<string, string | undefined>) => RecordValues | undefined;
  /** The fields a saved record keeps as they are (sent back with each update). */
  keep?: string[];
  subtitle?: (v: RecordValues) => string | undefined;
  /** The case step and item a save returns to. */
  step: (v: RecordValues) => { step: string; item: string };
  /** Case states that take this record. */
  writableIn: string[];
  adjust?: (sections: FormSectionDef[], v: RecordValues) => FormSectionDef[];
  abilities: (r: RecordRow) => RecordAbilities;
}

const kitAbilities = (r: RecordRow): RecordAbilities => r.can ?? { edit: false, delete: false, cancel: false };
const RUNNING = ['COMPLETED'];

/** Drops fields from the served sections (and the sections left empty) and marks others required. */
export function reshape(sections: FormSectionDef[], drop: string[], require: string[] = []): FormSectionDef[] {
  return sections
    .map((s) => ({ ...s, fields: s.fields.filter((f) => !drop.includes(f.name)).map((f) => (require.includes(f.name) ? { ...f, required: true } : f)) }))
    .filter((s) => s.fields.length);
}

export const RECORD_KINDS: Record<string, RecordKind> = {
  'interview-evaluation': {
    record: 'interview-evaluation',
    name: '면담평가',
    nameObject: '면담평가를',
    get: { doc: InterviewEvaluationQuery, field: 'interviewEvaluation' },
    create: { doc: CreateInterviewEvaluationMutation, field: 'createInterviewEvaluation' },
    update: { doc: UpdateInterviewEvaluationMutation, field: 'updateInterviewEvaluation' },
    remove: { doc: DeleteInterviewEvaluationMutation, field: 'deleteInterviewEvaluation' },
    fixed: (p) => (isTarget(p.targetType) ? { interviewTargetType: p.targetType } : undefined),
    keep: ['interviewTargetType'],
    subtitle: (v) => TARGET_LABELS[v.interviewTargetType as keyof typeof TARGET_LABELS],
    step: () => INTERVIEW_STEP,
    writableIn: RUNNING,
    abilities: (r) => ({ edit: !!r.canEdit, delete: !!r.canEdit, cancel: false }),
  },
  cgi: {
    record: 'cgi',
    name: 'CGI 평가',
    nameObject: 'CGI 평가를',
    get: { doc: CgiQuery, field: 'cgi' },
    create: { doc: CreateCgiMutation, field: 'createCgi' },
    update: { doc: UpdateCgiMutation, field: 'updateCgi' },
    remove: { doc: DeleteCgiMutation, field: 'deleteCgi' },
    fixed: (p) => (isTestType(p.testType) ? { testType: p.testType } : undefined),
    keep: ['testType'],
    subtitle: (v) => TEST_LABELS[v.testType as keyof typeof TEST_LABELS],
    step: (v) => (v.testType === 'POST' ? { step: 'POST_EVALUATION', item: 'CGI_POST' } : { step: 'IN_DEPTH_EVALUATION', item: 'CGI_PRE' }),
    writableIn: RUNNING,
    // the test is the page's; the improvement (CGI-I) is rated only after, and then it is asked for (0 = 평가하지 않음)
    adjust: (sections, v) => (v.testType === 'POST' ? reshape(sections, ['testType'], ['cgiI']) : reshape(sections, ['testType', 'cgiI'])),
    abilities: kitAbilities,
  },
  'case-minutes': {
    record: 'case-minutes',
    name: '사례회의록',
    nameObject: '사례회의록을',
    get: { doc: CaseMinutesQuery, field: 'caseMinutes' },
    create: { doc: CreateCaseMinutesMutation, field: 'createCaseMinutes' },
    update: { doc: UpdateCaseMinutesMutation, field: 'updateCaseMinutes' },
    remove: { doc: DeleteCaseMinutesMutation, field: 'deleteCaseMinutes' },
    list: {
      doc: CaseMinutesListQuery,
      field: 'caseMinutesList',
      columns: [
        { key: 'title', title: '제목' },
        { key: 'meetingDate', title: '회의일' },
      ],
    },
    step: () => ({ step: 'CASE_MEETING', item: 'CASE_MINUTES' }),
    writableIn: RUNNING,
    abilities: kitAbilities,
  },
  'case-management-log': {
    record: 'case-management-log',
    name: '사례관리일지',
    nameObject: '사례관리일지를',
    get: { doc: CaseManagementLogQuery, field: 'caseManagementLog' },
    create: { doc: CreateCaseManagementLogMutation, field: 'createCaseManagementLog' },
    update: { doc: UpdateCaseManagementLogMutation, field: 'updateCaseManagementLog' },
    remove: { doc: DeleteCaseManagementLogMutation, field: 'deleteCaseManagementLog' },
    list: {
      doc: CaseManagementLogsQuery,
      field: 'caseManagementLogs',
      columns: [
        { key: 'title', title: '제목' },
        { key: 'interventionDate', title: '개입일' },
        { key: 'counselor', title: '상담자' },
      ],
    },
    step: () => ({ step: 'CASE_INTERVENTION', item: 'CASE_MANAGEMENT_LOG' }),
    writableIn: RUNNING,
    abilities: kitAbilities,
  },
  'closing-report': {
    record: 'closing-report',
    name: '종결보고서',
    nameObject: '종결보고서를',
    get: { doc: ClosingReportQuery, field: 'closingReport' },
    create: { doc: CreateClosingReportMutation, field: 'createClosingReport' },
    update: { doc: UpdateClosingReportMutation, field: 'updateClosingReport' },
    remove: { doc: DeleteClosingReportMutation, field: 'deleteClosingReport' },
    step: () => ({ step: 'CLOSING_REPORT', item: 'CLOSING_REPORT' }),
    // written while the case runs or once it is closed
    writableIn: ['COMPLETED', 'CLOSED'],
    abilities: kitAbilities,
  },
};

export { CancelClosingReportMutation };

/** A kind for the hooks of a page whose path names none (the page then says so and calls nothing). */
export const ANY_KIND = RECORD_KINDS['case-minutes'];

/** The record kind of a page under a case, from its path (/auth/case-management/detail/7/<record>/…). */
export function kindOfPath(pathname: string): RecordKind | undefined {
  const m = /\/case-management\/detail\/\d+\/([a-z-]+)\//.exec(pathname);
  return m ? RECORD_KINDS[m[1]] : undefined;
}

/** Korean wording of the generic pages. */
export const recordMessages = (k: RecordKind) => ({
  saved: savedMessage,
  deleted: SAVE_MESSAGES.deleted,
  saveFailed: `${k.nameObject} 저장하지 못했습니다.`,
  deleteFailed: `${k.nameObject} 삭제하지 못했습니다.`,
  loadFailed: `${k.nameObject} 불러오지 못했습니다.`,
  notFound: `${k.nameObject} 찾을 수 없습니다.`,
  deleteConfirm: `이 ${k.nameObject} 삭제할까요? 삭제한 기록은 목록에서 사라집니다.`,
});
