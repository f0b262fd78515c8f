import { Field, Int, ObjectType } from 'type-graphql';
import { PageOf } from '../../platform/paging.js';
import type { Form } from './form.entity.js';
import { FormTypeEnum } from './forms.inputs.js';
import type { FormType } from './forms.instruments.js';

@ObjectType('FormExample')
export class FormExampleView {
  @Field(() => Int) value!: number;
  @Field(() => String) label!: string;
}

@ObjectType('FormQuestion')
export class FormQuestionView {
  @Field(() => String, { description: '답의 키 (emot01, dehi010 …)' }) key!: string;
  @Field(() => String) question!: string;
  @Field(() => [FormExampleView]) examples!: FormExampleView[];
}

/** A questionnaire as respondents and the forms screen read it (GET svs/forms/{id}, find-form, Query.form). */
@ObjectType('Form')
export class FormView {
  @Field(() => Int) id!: number;
  @Field(() => String) code!: string;
  @Field(() => FormTypeEnum) type!: FormType;
  @Field(() => String, { description: '간편검사: 학교급, SDQ-KR: 응답자' }) target!: string;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) description?: string;
  @Field(() => [FormQuestionView]) questions!: FormQuestionView[];
  @Field(() => Date) updatedAt!: Date;
}

export const formView = (f: Form): FormView => ({
  id: f.id,
  code: f.code,
  type: f.type as FormType,
  target: f.target,
  title: f.title,
  description: f.description ?? undefined,
  questions: f.questions.map((q) => ({ key: q.key, question: q.question, examples: q.examples.map((e) => ({ value: e.value, label: e.label })) })),
  updatedAt: f.updatedAt,
});

/** A row of the forms list. */
@ObjectType('FormSummary')
export class FormSummaryView {
  @Field(() => Int) id!: number;
  @Field(() => String) code!: string;
  @Field(() => FormTypeEnum) type!: FormType;
  @Field(() => String) target!: string;
  @Field(() => String) title!: string;
  @Field(() => Int) questionCount!: number;
  @Field(() => Date) updatedAt!: Date;
}

export const formSummary = (f: Form): FormSummaryView => ({
  id: f.id,
  code: f.code,
  type: f.type as FormType,
  target: f.target,
  title: f.title,
  questionCount: f.questions.length,
  updatedAt: f.updatedAt,
});

export const FormPage = PageOf(FormSummaryView, 'FormPage');
