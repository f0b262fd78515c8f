import type { FormType } from '../../gql/graphql';

export const FORM_TYPE_LABELS: Record<FormType, string> = {
  SIMPLE_EVALUATION: '간편검사',
  SDQ_KR: 'SDQ-KR',
};

export const FORM_TYPE_OPTIONS = (Object.keys(FORM_TYPE_LABELS) as FormType[]).map((value) => ({ value, label: FORM_TYPE_LABELS[value] }));

export const FORM_TARGET_LABELS: Record<string, string> = {
  ELEMENTARY: '초등학생',
  MIDDLE_HIGH: '중·고등학생',
  STUDENT: '학생',
  GUARDIAN: '보호자',
  TEACHER: '교사',
};

export const isFormType = (v: string | undefined): v is FormType => !!v && v in FORM_TYPE_LABELS;

/** The server's limit for one question's text (modules/forms/forms.inputs.ts QUESTION_MAX). */
export const QUESTION_MAX = 500;
export const LABEL_MAX = 100;
