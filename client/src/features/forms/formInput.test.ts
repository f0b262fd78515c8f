import { describe, expect, it } from 'vitest';
import { toFormUpdateInput, toValues, type FormData } from './formInput';

const form: FormData = {
  id: 1,
  code: 'SIMPLE_EVALUATION_ELEMENTARY',
  type: 'SIMPLE_EVALUATION',
  target: 'ELEMENTARY',
  title: '간편검사',
  description: null,
  updatedAt: '2026-11-23T00:00:00.000Z',
  updatedByName: null,
  questions: [
    { key: 'emot01', question: '문항 하나', examples: [{ value: 0, label: '아니다' }, { value: 1, label: '그렇다' }] },
    { key: 'emot02', question: '문항 둘', examples: [{ value: 0, label: '아니다' }, { value: 1, label: '그렇다' }] },
  ],
};

describe('forms screen input', () => {
  it('puts the edited texts back on the form’s own keys and values, trimmed', () => {
    const v = toValues(form);
    expect(v.questions[1]).toEqual({ question: '문항 둘', examples: [{ label: '아니다' }, { label: '그렇다' }] });
    v.questions[1].question = '  고친 문항  ';
    v.questions[0].examples[1].label = ' 매우 그렇다 ';
    v.description = '   ';
    expect(toFormUpdateInput(form, v)).toEqual({
      title: '간편검사',
      description: null,
      questions: [
        { key: 'emot01', question: '문항 하나', examples: [{ value: 0, label: '아니다' }, { value: 1, label: '매우 그렇다' }] },
        { key: 'emot02', question: '고친 문항', examples: [{ value: 0, label: '아니다' }, { value: 1, label: '그렇다' }] },
      ],
    });
  });
});
