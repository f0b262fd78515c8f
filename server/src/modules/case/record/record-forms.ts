import { Arg, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { Allow } from '../../../platform/auth/access.js';
import { CASE_RECORD_ACCESS } from '../case.access.js';
import { Errors } from '../../../platform/errors.js';
import { caseManagementLog } from './case-management-log.record.js';
import { caseMinutes } from './case-minutes.record.js';
import { cgi } from './cgi.record.js';
import { CHOICES, type ChoiceLists } from './choices.js';
import { closingReport } from './closing-report.record.js';
import { INTERVIEW_FORM } from './interview-evaluation.fields.js';
import { etcName, type FieldDef } from './record-fields.js';
import type { CaseRecordKind } from './record-kit.js';

/**
 * The layout of each long case-record form as data, served to the client's form kit (`Query.caseRecordForm`), so the
 * sections, labels, kinds and choice lists of a form are written once, on the server, next to the checks that use
 * them. Each record adds its form below.
 */
export interface FormSectionDef {
  /** The record's field holding the section ('' for top-level fields). */
  key: string;
  label: string;
  /** A list of rows (the family table) rather than one group. */
  rows?: boolean;
  fields: readonly FormFieldDef[];
}
/** A field of a form: record-fields.ts's, or one derived from a record-kit table (its own 기타 field and bounds). */
export type FormFieldDef = FieldDef & {
  /** The 기타 text field (null: none, whatever the list holds); without it, `<name>Etc` when the list has 기타. */
  etc?: string | null;
  /** Text: the most characters; int: the bounds. */
  min?: number;
  max?: number;
};
export interface FormDef {
  /** The prefix of its choice lists in `caseRecordChoices` (`interviewEvaluation.` → `interviewEvaluation.mainAppeal`). */
  choicePrefix: string;
  lists: ChoiceLists;
  sections: readonly FormSectionDef[];
  required: readonly string[];
}

/** Texts longer than this are written in a multi-line box. */
const LINE_MAX = 200;

/**
 * The form of a record-kit record, from its field table: each field once, in the given sections (Korean groupings
 * of the field names, in order), its 기타 text as the field's `etc` (not a field of its own), required = `submit`.
 * A field left out of the sections, or named twice, is a programming error and stops the server at start-up.
 */
export function kitForm(kind: CaseRecordKind, sections: [label: string, names: string[]][]): FormDef {
  const fields = kind.spec.fields;
  const etcs = new Set(Object.values(fields).flatMap((f) => ((f.kind === 'choice' || f.kind === 'choices') && f.etc ? [f.etc] : [])));
  const named = sections.flatMap(([, names]) => names);
  const expected = Object.keys(fields).filter((n) => !etcs.has(n));
  if (new Set(named).size !== named.length || named.length !== expected.length || expected.some((n) => !named.includes(n)))
    throw new Error(`${kind.spec.subject}: the form's sections must name each field once (${expected.join(', ')})`);
  const def = (name: string): FormFieldDef => {
    const f = fields[name];
    const common = { name, label: f.label };
    switch (f.kind) {
      case 'text':
        return { ...common, kind: f.max > LINE_MAX ? 'long' : 'text', max: f.max };
      case 'date':
        return { ...common, kind: 'date' };
      case 'int':
        return { ...common, kind: 'int', min: f.min, max: f.max, list: f.list };
      case 'choice':
      case 'choices':
        return { ...common, kind: f.kind === 'choice' ? 'choice' : 'multi', list: f.list, etc: f.etc ?? null };
    }
  };
  return {
    choicePrefix: '',
    lists: CHOICES,
    required: Object.entries(fields).filter(([, f]) => f.submit).map(([n]) => n),
    sections: sections.map(([label, names]) => ({ key: '', label, fields: names.map(def) })),
  };
}

export const RECORD_FORMS: Record<string, FormDef> = {
  'interview-evaluation': INTERVIEW_FORM,
  cgi: kitForm(cgi, [['평가', ['testType', 'cgiS', 'cgiI']]]),
  'case-minutes': kitForm(caseMinutes, [
    ['회의 정보', ['title', 'meetingDate', 'supervisor', 'attendees']],
    ['사례와 회의 내용', ['requestPath', 'mainAppeal', 'contents']],
    ['진단과 개입 계획', ['primaryDiagnostic', 'additionalDiagnostic', 'interventionPlan']],
    ['연계와 지원', ['institutionalLinkage', 'consultation', 'medicalExpensesSupport']],
  ]),
  'case-management-log': kitForm(caseManagementLog, [
    ['개입 정보', ['title', 'counselor', 'interventionDate', 'interventionTarget', 'interventionMethod', 'interventionType']],
    ['내용과 향후 계획', ['content', 'futurePlan']],
    ['연계와 지원', ['linkageSupportType', 'institutionalLinkage', 'specialistVisitType', 'medicalExpensesFunding']],
  ]),
  'closing-report': kitForm(closingReport, [
    ['종결 정보', ['closingDate', 'closingType', 'studentStatus']],
    ['의뢰와 개입', ['requestPath', 'requestPathDetail', 'interventionTarget', 'interventionTargetDetail', 'interventionContent']],
    ['개입 횟수', ['interventionsCntRI', 'interventionsCntLS', 'interventionsCntSV', 'interventionsCntIL', 'interventionsCntM']],
    ['연계와 지원', ['institutionalLinkage', 'medicalExpensesSupport', 'medicalExpensesFunding']],
  ]),
};

@ObjectType('CaseRecordFormField', { description: '사례 기록 양식의 항목' })
export class FormFieldView {
  @Field(() => String) name!: string;
  @Field(() => String) label!: string;
  @Field(() => String, { description: 'text | long | date | choice | multi | int' }) kind!: string;
  @Field(() => String, { nullable: true, description: '선택지 목록 이름 (caseRecordChoices)' }) list?: string;
  @Field(() => String, { nullable: true, description: '기타 선택 시 입력 항목' }) etcName?: string;
  @Field(() => Boolean, { description: '제출할 때 필수' }) required!: boolean;
  @Field(() => Int, { nullable: true, description: '정수: 가장 작은 값' }) min?: number;
  @Field(() => Int, { nullable: true, description: '글: 가장 긴 글자 수, 정수: 가장 큰 값' }) max?: number;
}

@ObjectType('CaseRecordFormSection', { description: '사례 기록 양식의 구역' })
export class FormSectionView {
  @Field(() => String, { description: '기록에서 구역의 항목 이름 (최상위 항목이면 빈 문자열)' }) key!: string;
  @Field(() => String) label!: string;
  @Field(() => Boolean, { description: '여러 행 (가족 관계 표)' }) rows!: boolean;
  @Field(() => [FormFieldView]) fields!: FormFieldView[];
}

@ObjectType('CaseRecordForm', { description: '사례 기록 양식 (구역, 항목, 선택지 목록)' })
export class FormView {
  @Field(() => String) record!: string;
  @Field(() => [FormSectionView]) sections!: FormSectionView[];
}

export function formView(record: string): FormView {
  const form = RECORD_FORMS[record];
  if (!form) throw Errors.notFound();
  return {
    record,
    sections: form.sections.map((s) => ({
      key: s.key,
      label: s.label,
      rows: !!s.rows,
      fields: s.fields.map((f) => ({
        name: f.name,
        label: f.label,
        kind: f.kind,
        list: f.list ? form.choicePrefix + f.list : undefined,
        etcName: f.etc !== undefined ? (f.etc ?? undefined) : f.list && form.lists[f.list]?.some((c) => c.etc) ? etcName(f) : undefined,
        required: !s.key && form.required.includes(f.name),
        min: f.min,
        max: f.max,
      })),
    })),
  };
}

/** One declaration for both doors (case.access.ts). */
const { case: CASE } = CASE_RECORD_ACCESS;

@Resolver()
export class CaseRecordFormResolver {
  @Allow(CASE)
  @Query(() => FormView, { description: '사례 기록 양식 (interview-evaluation, cgi, case-minutes, case-management-log, closing-report)' })
  caseRecordForm(@Arg('record', () => String) record: string): FormView {
    return formView(record);
  }
}
