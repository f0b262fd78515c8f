import type { FormDetailPage_FormFragment, FormUpdateInput } from '../../gql/graphql';

/** The forms screen's edit values: the texts only (keys and answer values are the form's, never edited). */
export type FormData = FormDetailPage_FormFragment;

export interface Values {
  title: string;
  description?: string;
  questions: { question: string; examples: { label: string }[] }[];
}

export const toValues = (f: FormData): Values => ({
  title: f.title,
  description: f.description ?? '',
  questions: f.questions.map((q) => ({ question: q.question, examples: q.examples.map((e) => ({ label: e.label })) })),
});

/** The edited text put back on the form's keys and answer values, which the screen never changes. */
export function toFormUpdateInput(f: FormData, v: Values): FormUpdateInput {
  return {
    title: v.title.trim(),
    description: v.description?.trim() || null,
    questions: f.questions.map((q, i) => ({
      key: q.key,
      question: v.questions[i].question.trim(),
      examples: q.examples.map((e, j) => ({ value: e.value, label: v.questions[i].examples[j].label.trim() })),
    })),
  };
}

