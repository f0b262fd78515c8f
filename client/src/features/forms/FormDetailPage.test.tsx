import { GraphQLError } from 'graphql';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import FormDetailPage from './FormDetailPage';
import { FormDetailPageQuery, UpdateFormMutation } from './operations';

const example = (value: number, label: string) => ({ __typename: 'FormExample' as const, value, label });
const form = (question1: string) => ({
  __typename: 'Form' as const,
  id: 1,
  code: 'SIMPLE_EVALUATION_ELEMENTARY',
  type: 'SIMPLE_EVALUATION' as const,
  target: 'ELEMENTARY',
  title: '간편검사 (초등학생)',
  description: null,
  updatedAt: '2026-11-23T01:00:00.000Z',
  updatedByName: '관리자',
  questions: [
    { __typename: 'FormQuestion' as const, key: 'emot01', question: question1, examples: [example(0, '아니다'), example(1, '그렇다')] },
    { __typename: 'FormQuestion' as const, key: 'emot02', question: '둘째 문항', examples: [example(0, '아니다'), example(1, '그렇다')] },
  ],
});

const input = (question1: string) => ({
  title: '간편검사 (초등학생)',
  description: null,
  questions: [
    { key: 'emot01', question: question1, examples: [{ value: 0, label: '아니다' }, { value: 1, label: '그렇다' }] },
    { key: 'emot02', question: '둘째 문항', examples: [{ value: 0, label: '아니다' }, { value: 1, label: '그렇다' }] },
  ],
});

function renderPage(mocks: unknown[]) {
  // renderRoutes puts it inside antd's <App>, as in the shell: its messages belong to this tree and go with cleanup (a static message
  // closing on its timer after the file's environment is gone throws "window is not defined" into the run)
  return renderRoutes(
    [{ path: '/auth/forms/detail/:formsId', element: <FormDetailPage /> }],
    '/auth/forms/detail/1',
    mocks as never,
  ).view;
}

const WAIT = { timeout: 8000 };

describe('FormDetailPage', () => {
  it('labels every text it edits and saves them: 저장 되었습니다.', async () => {
    renderPage([
      { request: { query: FormDetailPageQuery, variables: { id: 1 } }, result: { data: { form: form('첫째 문항') } } },
      { request: { query: UpdateFormMutation, variables: { id: 1, input: input('고친 첫째 문항') } }, result: { data: { updateForm: form('고친 첫째 문항') } } },
    ]);
    const fields = await screen.findAllByLabelText('문항 내용', {}, WAIT);
    expect(fields).toHaveLength(2);
    expect(screen.getAllByLabelText('보기 0')).toHaveLength(2);
    expect(screen.getByText('1. 문항 emot01')).toBeTruthy();
    fireEvent.change(fields[0], { target: { value: '  고친 첫째 문항 ' } });
    fireEvent.click(screen.getAllByText('저장')[0].closest('button')!);
    expect(await screen.findByText('저장 되었습니다.', {}, WAIT)).toBeTruthy();
  }, 30_000);

  it('shows the server’s message when the save fails, then starts again from the saved form', async () => {
    renderPage([
      { request: { query: FormDetailPageQuery, variables: { id: 1 } }, result: { data: { form: form('첫째 문항') } }, maxUsageCount: 3 },
      {
        request: { query: UpdateFormMutation, variables: { id: 1, input: input('바꾼 문항') } },
        result: { errors: [new GraphQLError('빠진 문항이 있습니다: emot03', { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
    ]);
    const [first] = await screen.findAllByLabelText('문항 내용', {}, WAIT);
    fireEvent.change(first, { target: { value: '바꾼 문항' } });
    fireEvent.click(screen.getAllByText('저장')[0].closest('button')!);
    expect(await screen.findByText('빠진 문항이 있습니다: emot03', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect((screen.getAllByLabelText('문항 내용')[0] as HTMLTextAreaElement).value).toBe('첫째 문항'), WAIT);
  }, 30_000);

  it('does not send a blank question', async () => {
    renderPage([{ request: { query: FormDetailPageQuery, variables: { id: 1 } }, result: { data: { form: form('첫째 문항') } } }]);
    const [first] = await screen.findAllByLabelText('문항 내용', {}, WAIT);
    // the fields a save needs carry the required mark (issue 29)
    for (const label of ['제목', '문항 내용', '보기 0']) expect(screen.getAllByText(label, { selector: 'label' })[0].className).toContain('ant-form-item-required');
    expect(screen.getByText('설명', { selector: 'label' }).className).not.toContain('ant-form-item-required');
    fireEvent.change(first, { target: { value: '   ' } });
    fireEvent.click(screen.getAllByText('저장')[0].closest('button')!);
    expect(await screen.findByText('문항 내용을 입력해주세요.', {}, WAIT)).toBeTruthy();
  }, 30_000);
});
