import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RecordDetailPage from './RecordDetailPage';
import { CaseRecordChoicesQuery, CaseRecordFormQuery } from './kit';
import { DeleteInterviewEvaluationMutation, InterviewEvaluationQuery, UpdateInterviewEvaluationMutation } from './operations';
import { renderRoutes } from '../../../test/render';

const WAIT = { timeout: 8000 };
const f = (name: string, label: string, kind: string, o: Record<string, unknown> = {}) => ({ __typename: 'CaseRecordFormField' as const, name, label, kind, list: null, etcName: null, required: false, ...o });
const formDef = {
  caseRecordForm: {
    __typename: 'CaseRecordForm' as const,
    record: 'interview-evaluation',
    sections: [
      {
        __typename: 'CaseRecordFormSection' as const,
        key: '',
        label: '면담 정보',
        rows: false,
        fields: [f('counselor', '상담자', 'text', { required: true }), f('mainAppeal', '주호소', 'multi', { list: 'interviewEvaluation.mainAppeal', etcName: 'mainAppealEtc', required: true })],
      },
    ],
  },
};
const choice = (code: string, label: string, etc = false) => ({ __typename: 'CaseRecordChoice' as const, code, label, etc });
const choices = { caseRecordChoices: [{ __typename: 'CaseRecordChoiceList' as const, name: 'interviewEvaluation.mainAppeal', choices: [choice('ANXIETY', '불안'), choice('ETC', '기타', true)] }] };

/** The record as the query answers it: every field the document asks for (null when not answered). */
function record(o: Record<string, unknown>) {
  const doc = InterviewEvaluationQuery.loc?.source.body ?? '';
  const top = doc.slice(doc.indexOf('interviewEvaluation(id: $id) {') + 30).split(/\s+/).filter((w) => /^\w+$/.test(w));
  const nulls = Object.fromEntries(top.map((k) => [k, null]));
  return {
    __typename: 'InterviewEvaluationView' as const,
    ...nulls,
    schoolLife: null,
    pastHistory: null,
    homeTreatment: null,
    etc: null,
    familyRelationshipList: [],
    id: 12,
    requestId: 7,
    interviewTargetType: 'GUARDIAN',
    isDone: 'N',
    canEdit: true,
    writerName: '박상담',
    submittedAt: null,
    updatedAt: '2026-04-01T01:00:00.000Z',
    counselor: '박상담',
    mainAppeal: ['ANXIETY', 'ETC'],
    mainAppealEtc: '손톱 물어뜯기',
    ...o,
  };
}

let sent: { name: string; variables: Record<string, unknown> }[] = [];
function renderDetail(o: Record<string, unknown> = {}, url = '/auth/case-management/detail/7/interview-evaluation/detail/12') {
  sent = [];
  const mocks = [
    { request: { query: InterviewEvaluationQuery, variables: { id: 12 } }, result: { data: { interviewEvaluation: record(o) } }, maxUsageCount: 10 },
    { request: { query: CaseRecordFormQuery, variables: { record: 'interview-evaluation' } }, result: { data: formDef }, maxUsageCount: 10 },
    { request: { query: CaseRecordChoicesQuery }, result: { data: choices }, maxUsageCount: 10 },
    {
      request: { query: UpdateInterviewEvaluationMutation, variables: () => true },
      result: (v: Record<string, unknown>) => {
        sent.push({ name: 'update', variables: v });
        return { data: { updateInterviewEvaluation: { __typename: 'InterviewEvaluationSaved' as const, id: 12, requestId: 7, message: '완료되었습니다.' } } };
      },
    },
    {
      request: { query: DeleteInterviewEvaluationMutation, variables: () => true },
      result: (v: Record<string, unknown>) => {
        sent.push({ name: 'delete', variables: v });
        return { data: { deleteInterviewEvaluation: { __typename: 'InterviewEvaluationSaved' as const, id: 12, requestId: 7, message: '삭제되었습니다.' } } };
      },
    },
  ];
  return renderRoutes(
    [
      { path: '/auth/case-management/detail/:requestId/interview-evaluation/detail/:interviewEvaluationId', element: <RecordDetailPage /> },
      { path: '/auth/case-management/detail/:requestId/:progressStep/:progressStepItem', element: <p>사례 상세 화면</p> },
    ], url, mocks).router;
}
const click = (el: HTMLElement) => act(() => fireEvent.click(el));

describe('InterviewEvaluationDetailPage', () => {
  it('shows the record with choice labels and its 기타 text, and no command when the server says it cannot be changed', async () => {
    renderDetail({ canEdit: false, isDone: 'Y' });
    expect(await screen.findByText('불안, 기타 (손톱 물어뜯기)', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('제출')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '수정' })).toBeNull();
    expect(screen.queryByRole('button', { name: '삭제' })).toBeNull();
  }, 30_000);

  it('edits a draft and submits it with the record’s target, then returns to the case step', async () => {
    const router = renderDetail();
    click(await screen.findByRole('button', { name: '수정' }, WAIT));
    const counselor = (await screen.findByLabelText('상담자', {}, WAIT)) as HTMLInputElement;
    expect(counselor.value).toBe('박상담');
    act(() => fireEvent.change(counselor, { target: { value: '최상담' } }));
    click(screen.getByRole('button', { name: '제출' }));
    await waitFor(() => expect(sent).toHaveLength(1), WAIT);
    expect(sent[0]).toEqual({
      name: 'update',
      variables: { id: 12, input: { interviewTargetType: 'GUARDIAN', isDone: 'Y', counselor: '최상담', mainAppeal: ['ANXIETY', 'ETC'], mainAppealEtc: '손톱 물어뜯기' } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/case-management/detail/7/IN_DEPTH_EVALUATION/INTERVIEW_EVALUATION'), WAIT);
  }, 30_000);

  it('offers no 임시저장 once submitted', async () => {
    renderDetail({ isDone: 'Y' }, '/auth/case-management/detail/7/interview-evaluation/detail/12?mode=edit');
    expect(await screen.findByRole('button', { name: '제출' }, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '임시저장' })).toBeNull();
  }, 30_000);

  it('deletes after a confirmation and returns to the case step', async () => {
    const router = renderDetail();
    click(await screen.findByRole('button', { name: '삭제' }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(dialog.textContent).toContain('이 면담평가를 삭제할까요?');
    click(dialog.querySelector('.ant-btn-dangerous') as HTMLElement);
    await waitFor(() => expect(sent).toEqual([{ name: 'delete', variables: { id: 12 } }]), WAIT);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/case-management/detail/7/IN_DEPTH_EVALUATION/INTERVIEW_EVALUATION'), WAIT);
  }, 30_000);
});
