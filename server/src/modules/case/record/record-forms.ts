import { Arg, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { Allow } from '../../../platform/auth/access.js';
import { CASE_RECORD_ACCESS } from '../case.access.js';
import { Errors } from '../../../platform/errors.js';
import { etcFields, formField, type Fields, type FieldStyle } from '../field-kit.js';
import { caseManagementLog } from './case-management-log.record.js';
import { caseMinutes } from './case-minutes.record.js';
import { cgi } from './cgi.record.js';
import { closingReport } from './closing-report.record.js';
import { INTERVIEW_SECTIONS, INTERVIEW_STYLE } from './interview-evaluation.fields.js';
import { RECORD_STYLE } from './record-spec.js';
import type { CaseRecordKind } from './record-kit.js';

/**
 * The layout of each long case-record form as data, served to the client's form kit (`Query.caseRecordForm`), so the
 * sections, labels, kinds and choice lists of a form are written once, on the server, next to the checks that use
 * them: each section names the fields of a table (../field-kit.ts describes each field), in order. Each record adds
 * its form below.
 */
export interface FormSectionDef {
  /** The record's field holding the section ('' for top-level fields). */
  key: string;
  label: string;
  /** A list of rows (the family table) rather than one group. */
  rows?: boolean;
  /** The table, and the names of its fields shown here (default: all but the 기타 texts, each shown with its choice). */
  fields: Fields;
  names?: readonly string[];
}
export interface FormDef {
  /** The prefix of its choice lists in `caseRecordChoices` (`interviewEvaluation.` → `interviewEvaluation.mainAppeal`). */
  choicePrefix: string;
  style: FieldStyle;
  sections: readonly FormSectionDef[];
}

/**
 * A form: each field of each table once (its 기타 text as the field's `etc`, not a field of its own), required =
 * `submit` on top-level fields. A field left out of the sections, or named twice, is a programming error and stops
 * the server at start-up.
 */
export function defineForm(name: string, choicePrefix: string, style: FieldStyle, sections: readonly FormSectionDef[]): FormDef {
  const shown = (s: FormSectionDef) => s.names ?? Object.keys(s.fields).filter((n) => !etcFields(s.fields).has(n));
  for (const fields of new Set(sections.map((s) => s.fields))) {
    const named = sections.filter((s) => s.fields === fields).flatMap(shown);
    const expected = Object.keys(fields).filter((n) => !etcFields(fields).has(n));
    if (new Set(named).size !== named.length || named.length !== expected.length || expected.some((n) => !named.includes(n)))
      throw new Error(`${name}: the form's sections must name each field once (${expected.join(', ')})`);
  }
  return { choicePrefix, style, sections: sections.map((s) => ({ ...s, names: shown(s) })) };
}

/** The form of a record-kit record, from its field table, in the given sections (Korean groupings of the field names). */
const kitForm = (kind: CaseRecordKind, sections: [label: string, names: string[]][]): FormDef =>
  defineForm(kind.spec.subject, '', RECORD_STYLE, sections.map(([label, names]) => ({ key: '', label, fields: kind.spec.fields, names })));

export const RECORD_FORMS: Record<string, FormDef> = {
  'interview-evaluation': defineForm('interview-evaluation', 'interviewEvaluation.', INTERVIEW_STYLE, INTERVIEW_SECTIONS),
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
      fields: (s.names ?? []).map((name) => {
        const f = formField(s.fields, name, form.style);
        return { ...f, list: f.list ? form.choicePrefix + f.list : undefined, etcName: f.etc ?? undefined, required: !s.key && !!s.fields[name].submit };
      }),
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
