import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createConsentI18n } from '../../respondent/i18n';
import { answersKey, keepQuestionnaireToken, questionnaireToken } from '../../respondent/store';
import { CONSENT_RESOURCES } from '../../respondent/translations';
import { SDQ_KEYS } from './labels';
import {
  RequestSdqKrCodeMutation,
  RespondentSatisfactionQuery,
  RespondentSdqKrQuery,
  SdqKrFormQuery,
  SubmitRespondentSatisfactionMutation,
  SubmitRespondentSdqKrMutation,
  VerifySdqKrCodeMutation,
} from './operations';
import { SatisfactionRespondent } from './SatisfactionRespondentPage';
import { SdqKrRespondent } from './SdqKrRespondentPage';

const WAIT = { timeout: 8000 };
const ko = CONSENT_RESOURCES.ko;
const MOBILE = '01012345678';
const button = (text: string) => screen.getByText(text).closest('button')!;

function renderWith(mocks: object[], children: ReactNode) {
  return render(
    <AntApp>
      <MemoryRouter>
        <MockedProvider mocks={mocks as never}>
          <I18nextProvider i18n={createConsentI18n('ko')}>{children}</I18nextProvider>
        </MockedProvider>
      </MemoryRouter>
    </AntApp>,
  );
}

const sdqState = (isDone: string) => ({
  request: { query: RespondentSdqKrQuery, variables: { id: 5 } },
  result: { data: { respondentSdqKr: { __typename: 'RespondentQuestionnaire', id: 5, testType: 'PRELIMINARY', targetType: 'GUARDIAN', isDone } } },
});
// placeholders, as the seeded SDQ forms hold until an administrator loads the licensed wording
const sdqForm = {
  request: { query: SdqKrFormQuery, variables: { target: 'GUARDIAN' } },
  result: {
    data: {
      findForm: {
        __typename: 'Form',
        id: 3,
        description: '보호자용',
        questions: SDQ_KEYS.map((key, i) => ({
          __typename: 'FormQuestion',
          key,
          question: `문항 ${i + 1} (관리자가 문항을 입력하기 전 자리표시)`,
          examples: [0, 1, 2].map((value) => ({ __typename: 'FormExample', value, label: `보기 ${value}` })),
        })),
      },
    },
  },
};

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('SDQ-KR by link', () => {
  it('checks the phone, shows the form step by step, submits every answer once and thanks', async () => {
    const answers = Object.fromEntries(SDQ_KEYS.map((k) => [k, 1]));
    renderWith(
      [
        { request: { query: RequestSdqKrCodeMutation, variables: { input: { id: 5, mobile: MOBILE } } }, result: { data: { requestSdqKrCode: { __typename: 'RespondentCodeSent', expiresIn: 600 } } } },
        {
          request: { query: VerifySdqKrCodeMutation, variables: { input: { id: 5, authNumber: '123456' } } },
          result: { data: { verifySdqKrCode: { __typename: 'QuestionnaireRespondentToken', respondentToken: 'tok', expiresIn: 1800 } } },
        },
        sdqState('N'),
        sdqForm,
        {
          request: { query: SubmitRespondentSdqKrMutation, variables: { id: 5, input: answers } },
          result: { data: { submitRespondentSdqKr: { __typename: 'RespondentQuestionnaire', id: 5, isDone: 'Y' } } },
        },
      ],
      <SdqKrRespondent id={5} />,
    );
    fireEvent.change(screen.getByLabelText(ko.mobile), { target: { value: MOBILE } });
    fireEvent.click(button(ko.requestCode));
    await screen.findByText(ko.codeSent.replace('{{minutes}}', '10'), {}, WAIT);
    fireEvent.change(screen.getByLabelText(ko.code), { target: { value: '123456' } });
    fireEvent.click(button(ko.verify));

    expect(await screen.findByText('1 / 5 단계', {}, WAIT)).toBeTruthy();
    expect(questionnaireToken('sdq-kr', 5)?.respondentToken).toBe('tok');
    // a step cannot be left with an open question
    fireEvent.click(button('다음'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    for (let step = 0; step < 5; step++) {
      for (const key of SDQ_KEYS.slice(step * 5, step * 5 + 5)) fireEvent.click(document.querySelector<HTMLInputElement>(`input[name="${key}"][value="1"]`)!);
      fireEvent.click(button(step === 4 ? '제출하기' : '다음'));
    }
    expect(await screen.findByText('응답을 제출했습니다. 참여해 주셔서 고맙습니다.', {}, WAIT)).toBeTruthy();
    expect(sessionStorage.getItem(answersKey('sdq-kr:5'))).toBeNull();
  }, 30_000);

  it('a questionnaire already submitted only thanks, with nothing to change', async () => {
    keepQuestionnaireToken('sdq-kr', 5, { respondentToken: 'tok', expiresIn: 1800 });
    renderWith([sdqState('Y')], <SdqKrRespondent id={5} />);
    expect(await screen.findByText('응답을 제출했습니다. 참여해 주셔서 고맙습니다.', {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('제출하기')).toBeNull();
  }, 30_000);

  it('a link without a valid id says so', () => {
    renderWith([], <SdqKrRespondent id={0} />);
    expect(screen.getByText('링크가 올바르지 않습니다. 받은 문자의 링크를 다시 확인해 주세요.')).toBeTruthy();
  });
});

describe('satisfaction by link', () => {
  it('asks for the required ratings before submitting, then submits once', async () => {
    keepQuestionnaireToken('satisfaction-assessment', 8, { respondentToken: 'tok', expiresIn: 1800 });
    renderWith(
      [
        {
          request: { query: RespondentSatisfactionQuery, variables: { id: 8 } },
          result: { data: { respondentSatisfactionAssessment: { __typename: 'RespondentQuestionnaire', id: 8, targetType: 'STUDENT', isDone: 'N' } } },
        },
        {
          request: { query: SubmitRespondentSatisfactionMutation, variables: { id: 8, input: { svsOverAll: 5, svsProgress: 4, svsAtiiPi: 5, servicePerformance: 3, svsContent: '고맙습니다' } } },
          result: { data: { submitRespondentSatisfactionAssessment: { __typename: 'RespondentQuestionnaire', id: 8, isDone: 'Y' } } },
        },
      ],
      <SatisfactionRespondent id={8} />,
    );
    await screen.findByText('서비스 만족도 평가', {}, WAIT);
    fireEvent.click(button('제출하기'));
    await waitFor(() => expect(screen.getAllByText('하나를 골라 주세요.')).toHaveLength(4), WAIT);

    const choose = (question: string, n: number) => {
      const group = screen.getByRole('radiogroup', { name: question });
      fireEvent.click(group.querySelectorAll<HTMLInputElement>('input[type="radio"]')[n - 1]);
    };
    choose('받은 서비스에 전반적으로 만족한다.', 5);
    choose('서비스가 진행된 과정(일정, 안내, 연락)에 만족한다.', 4);
    choose('담당자는 친절하고 전문적으로 도와주었다.', 5);
    choose('받은 서비스가 전반적으로 도움이 되었다.', 3);
    fireEvent.change(screen.getByLabelText('서비스에 대해 하고 싶은 말'), { target: { value: ' 고맙습니다 ' } });
    fireEvent.click(button('제출하기'));
    expect(await screen.findByText('응답을 제출했습니다. 참여해 주셔서 고맙습니다.', {}, WAIT)).toBeTruthy();
  }, 30_000);
});
