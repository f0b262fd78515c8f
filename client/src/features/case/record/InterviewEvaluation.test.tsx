import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RecordRegisterPage from './RecordRegisterPage';
import { CaseRecordChoicesQuery, CaseRecordFormQuery, ChoiceField } from './kit';
import { DRAFT_PREFIX } from './kit/useDraft';
import { CreateInterviewEvaluationMutation, RecordCaseQuery } from './operations';
import { renderRoutes } from '../../../test/render';

const WAIT = { timeout: 8000 };
const field = (name: string, label: string, kind: string, o: Record<string, unknown> = {}) => ({
  __typename: 'CaseRecordFormField' as const,
  name,
  label,
  kind,
  list: null,
  etcName: null,
  required: false,
  ...o,
});
/** A small form in the server's shape: required core fields, a nested section and the family rows. */
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
        fields: [
          field('counselor', '상담자', 'text', { required: true }),
          field('counselingDate', '상담일', 'date', { required: true }),
          field('mainAppeal', '주호소', 'multi', { required: true, list: 'interviewEvaluation.mainAppeal', etcName: 'mainAppealEtc' }),
        ],
      },
      { __typename: 'CaseRecordFormSection' as const, key: 'schoolLife', label: '학교생활', rows: false, fields: [field('lifeHobby', '취미·여가', 'text')] },
      {
        __typename: 'CaseRecordFormSection' as const,
        key: 'familyRelationshipList',
        label: '가족 관계',
        rows: true,
        fields: [field('relationship', '가족 관계', 'choice', { list: 'interviewEvaluation.familyMember', etcName: 'relationshipEtc' }), field('age', '나이', 'int')],
      },
    ],
  },
};
const choice = (code: string, label: string, etc = false) => ({ __typename: 'CaseRecordChoice' as const, code, label, etc });
const choices = {
  caseRecordChoices: [
    { __typename: 'CaseRecordChoiceList' as const, name: 'interviewEvaluation.mainAppeal', choices: [choice('ANXIETY', '불안'), choice('DEPRESSION', '우울'), choice('ETC', '기타', true)] },
    { __typename: 'CaseRecordChoiceList' as const, name: 'interviewEvaluation.familyMember', choices: [choice('MOTHER', '모'), choice('ETC', '기타', true)] },
  ],
};

let sent: Record<string, unknown>[] = [];

function renderRegister(url = '/auth/case-management/detail/7/interview-evaluation/register/GUARDIAN', status = 'COMPLETED') {
  sent = [];
  const kase = { __typename: 'RequestDetail' as const, id: 7, status, statusName: status === 'COMPLETED' ? '승인' : '종결', schoolName: '서울초등학교', requestTarget: { __typename: 'RequestTarget' as const, name: '홍*동' } };
  const mocks = [
    { request: { query: RecordCaseQuery, variables: { id: 7 } }, result: { data: { request: kase } }, maxUsageCount: 10 },
    { request: { query: CaseRecordFormQuery, variables: { record: 'interview-evaluation' } }, result: { data: formDef }, maxUsageCount: 10 },
    { request: { query: CaseRecordChoicesQuery }, result: { data: choices }, maxUsageCount: 10 },
    {
      request: { query: CreateInterviewEvaluationMutation, variables: () => true },
      result: (v: Record<string, unknown>) => {
        sent.push(v);
        const done = (v.input as { isDone: string }).isDone === 'Y';
        return { data: { createInterviewEvaluation: { __typename: 'InterviewEvaluationSaved' as const, id: 3, requestId: 7, message: done ? '완료되었습니다.' : '저장 되었습니다.' } } };
      },
      maxUsageCount: 5,
    },
  ];
  return renderRoutes(
    [
      { path: '/auth/case-management/detail/:requestId/interview-evaluation/register/:targetType', element: <RecordRegisterPage /> },
      { path: '/auth/case-management/detail/:requestId/:progressStep/:progressStepItem', element: <p>사례 상세 화면</p> },
    ],
    url,
    mocks,
  );
}

const type = (label: string, value: string) => act(() => fireEvent.change(screen.getByLabelText(label), { target: { value } }));
const click = (el: HTMLElement) => act(() => fireEvent.click(el));

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('ChoiceField', () => {
  it('shows the 기타 text field only while an etc choice is picked, and requires it', async () => {
    const onFinish = vi.fn();
    function Harness() {
      const [form] = Form.useForm();
      return (
        <Form form={form} onFinish={onFinish}>
          <ChoiceField name="mainAppeal" etcName="mainAppealEtc" label="주호소" multiple choices={choices.caseRecordChoices[0].choices} />
          <button type="submit">확인</button>
        </Form>
      );
    }
    render(<Harness />);
    const group = screen.getByRole('group', { name: /주호소/ });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.queryByLabelText('기타 주호소')).toBeNull();
    click(screen.getByRole('checkbox', { name: '기타' }));
    expect(await screen.findByLabelText('기타 주호소')).toBeTruthy();
    click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('기타 주호소를 입력해주세요.')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
    click(screen.getByRole('checkbox', { name: '기타' }));
    await waitFor(() => expect(screen.queryByLabelText('기타 주호소')).toBeNull());
  });

  it('lets a single choice given by mistake be cleared', async () => {
    function Harness() {
      const [form] = Form.useForm();
      return (
        <Form form={form}>
          <ChoiceField name="relationship" etcName="relationshipEtc" label="가족 관계" choices={choices.caseRecordChoices[1].choices} />
        </Form>
      );
    }
    render(<Harness />);
    expect(screen.queryByRole('button', { name: '가족 관계 선택 지우기' })).toBeNull();
    click(screen.getByRole('radio', { name: '모' }));
    click(await screen.findByRole('button', { name: '가족 관계 선택 지우기' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: '모' })).toHaveProperty('checked', false));
  });
});

describe('InterviewEvaluationRegisterPage', () => {
  it('shows the required fields’ messages on 제출 and sends nothing', async () => {
    renderRegister();
    click(await screen.findByRole('button', { name: '제출' }, WAIT));
    expect(await screen.findByText('상담자를 입력해주세요.', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('상담일을 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('주호소를 선택해주세요.')).toBeTruthy();
    expect(screen.getByText('제출하려면 표시된 항목을 확인해주세요.')).toBeTruthy();
    expect(sent).toEqual([]);
  }, 30_000);

  it('submits the right input, nested by section, and returns to the case at the interview step', async () => {
    const { router } = renderRegister();
    await screen.findByRole('button', { name: '제출' }, WAIT);
    type('상담자', '박상담');
    type('상담일', '2026-04-01');
    click(screen.getByRole('checkbox', { name: '불안' }));
    click(screen.getByRole('checkbox', { name: '기타' }));
    await screen.findByLabelText('기타 주호소');
    type('기타 주호소', '손톱 물어뜯기');
    type('취미·여가', '그림');
    click(screen.getByRole('button', { name: '가족 관계 추가' }));
    click(await screen.findByRole('radio', { name: '모' }));
    click(screen.getByRole('button', { name: '제출' }));
    await waitFor(() => expect(sent).toHaveLength(1), WAIT);
    expect(sent[0]).toEqual({
      input: {
        requestId: 7,
        interviewTargetType: 'GUARDIAN',
        isDone: 'Y',
        counselor: '박상담',
        counselingDate: '2026-04-01',
        mainAppeal: ['ANXIETY', 'ETC'],
        mainAppealEtc: '손톱 물어뜯기',
        schoolLife: { lifeHobby: '그림' },
        familyRelationshipList: [{ relationship: 'MOTHER' }],
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/case-management/detail/7/IN_DEPTH_EVALUATION/INTERVIEW_EVALUATION'), WAIT);
    // saved: the browser's copy of the typing is gone
    expect(Object.keys(localStorage).filter((k) => k.startsWith(DRAFT_PREFIX))).toEqual([]);
  }, 30_000);

  it('saves a partial draft with 임시저장, and in a popup window closes it instead of navigating', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    const { router } = renderRegister('/auth/case-management/detail/7/interview-evaluation/register/STUDENT?isPopup=Y');
    await screen.findByRole('button', { name: '임시저장' }, WAIT);
    type('상담자', '박상담');
    click(screen.getByRole('button', { name: '임시저장' }));
    await waitFor(() => expect(sent).toHaveLength(1), WAIT);
    expect(sent[0]).toEqual({ input: { requestId: 7, interviewTargetType: 'STUDENT', isDone: 'N', counselor: '박상담', schoolLife: null, familyRelationshipList: [] } });
    await waitFor(() => expect(close).toHaveBeenCalled(), WAIT);
    expect(router.state.location.pathname).toBe('/auth/case-management/detail/7/interview-evaluation/register/STUDENT');
    expect(screen.queryByRole('link', { name: '사례로 돌아가기' })).toBeNull();
  }, 30_000);

  it('keeps unsaved typing in this browser and offers it back with a notice, until it is saved or discarded', async () => {
    const first = renderRegister();
    await screen.findByRole('button', { name: '제출' }, WAIT);
    type('상담자', '끊기기 전 입력');
    await waitFor(() => expect(Object.keys(localStorage).some((k) => k.startsWith(DRAFT_PREFIX))).toBe(true), WAIT);
    first.view.unmount();

    renderRegister();
    expect(await screen.findByText(/저장하지 않은 입력을 복원했습니다/, {}, WAIT)).toBeTruthy();
    expect((screen.getByLabelText('상담자') as HTMLInputElement).value).toBe('끊기기 전 입력');
    click(screen.getByRole('button', { name: '복원하지 않기' }));
    await waitFor(() => expect((screen.getByLabelText('상담자') as HTMLInputElement).value).toBe(''));
    expect(screen.queryByText(/저장하지 않은 입력을 복원했습니다/)).toBeNull();
    expect(Object.keys(localStorage).filter((k) => k.startsWith(DRAFT_PREFIX))).toEqual([]);
  }, 30_000);

  it('says at once when the case no longer takes records, with no form to fill', async () => {
    renderRegister(undefined, 'CLOSED');
    expect(await screen.findByText('종결 상태의 사례에는 기록을 저장할 수 없습니다.', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '제출' })).toBeNull();
  }, 30_000);
});
