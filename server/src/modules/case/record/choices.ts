import { Field, ObjectType } from 'type-graphql';
import { caseManagementLogChoices } from './case-management-log.choices.js';
import { caseMinutesChoices } from './case-minutes.choices.js';
import { cgiChoices } from './cgi.choices.js';
import { closingReportChoices } from './closing-report.choices.js';
import { INTERVIEW_CHOICE_LISTS } from './interview-evaluation.choices.js';

/**
 * The choice lists of the case records (SPEC §4: multiple choices are arrays in GraphQL, comma-joined in REST), in
 * one place with their Korean labels. A choice marked `etc` takes free text in the record's `…Etc` field. Each
 * record adds its lists in its own `<record>.choices.ts` and spreads them into CHOICES below; the client reads them
 * through `Query.caseRecordChoices` and holds no copy.
 */
export interface Choice {
  code: string;
  label: string;
  etc?: boolean;
}
export type ChoiceLists = Record<string, readonly Choice[]>;

export const CHOICES: ChoiceLists = {
  ...cgiChoices,
  ...caseMinutesChoices,
  ...caseManagementLogChoices,
  ...closingReportChoices,
  ...INTERVIEW_CHOICE_LISTS,
};

/** The codes of one list, for `@IsIn` on inputs. */
export const codesOf = (list: string): string[] => (CHOICES[list] ?? []).map((c) => c.code);

@ObjectType('CaseRecordChoice', { description: '사례 기록의 선택지' })
export class ChoiceView {
  @Field(() => String) code!: string;
  @Field(() => String) label!: string;
  @Field(() => Boolean, { description: '선택하면 기타 내용을 입력합니다' }) etc!: boolean;
}

@ObjectType('CaseRecordChoiceList', { description: '사례 기록의 선택지 목록 (이름과 선택지)' })
export class ChoiceListView {
  @Field(() => String) name!: string;
  @Field(() => [ChoiceView]) choices!: ChoiceView[];
}

export const choiceListViews = (): ChoiceListView[] =>
  Object.entries(CHOICES).map(([name, choices]) => ({ name, choices: choices.map((c) => ({ code: c.code, label: c.label, etc: !!c.etc })) }));
