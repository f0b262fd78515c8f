import { Arg, Authorized, Field, ObjectType, Query, Resolver } from 'type-graphql';
import { Errors } from '../../platform/errors.js';
import { CASE } from './case-record.resolver.js';
import { INTERVIEW_FORM } from './interview-evaluation.fields.js';
import { etcName, type FieldDef } from './record-fields.js';
import type { ChoiceLists } from './choices.js';

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
  fields: readonly FieldDef[];
}
export interface FormDef {
  /** The prefix of its choice lists in `caseRecordChoices` (`interviewEvaluation.` → `interviewEvaluation.mainAppeal`). */
  choicePrefix: string;
  lists: ChoiceLists;
  sections: readonly FormSectionDef[];
  required: readonly string[];
}

export const RECORD_FORMS: Record<string, FormDef> = {
  'interview-evaluation': INTERVIEW_FORM,
};

@ObjectType('CaseRecordFormField', { description: '사례 기록 양식의 항목' })
export class FormFieldView {
  @Field(() => String) name!: string;
  @Field(() => String) label!: string;
  @Field(() => String, { description: 'text | long | date | choice | multi | int' }) kind!: string;
  @Field(() => String, { nullable: true, description: '선택지 목록 이름 (caseRecordChoices)' }) list?: string;
  @Field(() => String, { nullable: true, description: '기타 선택 시 입력 항목' }) etcName?: string;
  @Field(() => Boolean, { description: '제출할 때 필수' }) required!: boolean;
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
        etcName: f.list && form.lists[f.list]?.some((c) => c.etc) ? etcName(f) : undefined,
        required: !s.key && form.required.includes(f.name),
      })),
    })),
  };
}

@Resolver()
export class CaseRecordFormResolver {
  @Authorized(...CASE)
  @Query(() => FormView, { description: '사례 기록 양식 (interview-evaluation …)' })
  caseRecordForm(@Arg('record', () => String) record: string): FormView {
    return formView(record);
  }
}
