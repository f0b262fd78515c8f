import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { App as AntApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AgreeContent } from './AgreePage';
import { createConsentI18n, LANGUAGE_KEY } from './i18n';
import { AgreePageQuery, AnswerConsentMutation } from './operations';
import { keepToken } from './store';
import { CONSENT_RESOURCES, studentKo } from './translations';
import { RespondentFrame } from './ui';

const AGREE_ID = '3f2c1d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

const renderAgree = (type: 'GUARDIAN' | 'STUDENT', language?: 'ko') =>
  render(
    <AntApp>
      <MemoryRouter>
        <RespondentFrame language={language}>
          <AgreeContent agreeId={AGREE_ID} type={type} />
        </RespondentFrame>
      </MemoryRouter>
    </AntApp>,
  );

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('guardian consent page languages', () => {
  it('switches Korean → English → Chinese → Vietnamese, marks the language and remembers the choice', () => {
    localStorage.setItem(LANGUAGE_KEY, 'ko');
    const { container } = renderAgree('GUARDIAN');
    expect(screen.getByText(CONSENT_RESOURCES.ko.title)).toBeTruthy();
    expect(screen.getByText(CONSENT_RESOURCES.ko.whoTitle)).toBeTruthy();
    expect(screen.getByLabelText(CONSENT_RESOURCES.ko.mobile)).toBeTruthy();

    fireEvent.click(screen.getByText('English'));
    expect(screen.getByText(CONSENT_RESOURCES.en.title)).toBeTruthy();
    expect(screen.getByText(CONSENT_RESOURCES.en.refuse)).toBeTruthy();
    expect(screen.getByLabelText(CONSENT_RESOURCES.en.mobile)).toBeTruthy();
    expect(screen.queryByText(CONSENT_RESOURCES.ko.title)).toBeNull();
    expect(container.querySelector('[lang="en"] h1')?.textContent).toBe(CONSENT_RESOURCES.en.title);
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
    expect(screen.getByText('English').closest('button')?.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByText('简体中文'));
    expect(screen.getByText(CONSENT_RESOURCES.zh.title)).toBeTruthy();
    fireEvent.click(screen.getByText('Tiếng Việt'));
    expect(screen.getByText(CONSENT_RESOURCES.vi.whyTitle)).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('vi');
  }, 30_000);

  it('opens in the remembered language', () => {
    localStorage.setItem(LANGUAGE_KEY, 'zh');
    renderAgree('GUARDIAN');
    expect(screen.getByText(CONSENT_RESOURCES.zh.title)).toBeTruthy();
  }, 30_000);

  it('every language has every text the Korean page has', () => {
    const keys = (o: object, p = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v as object, `${p}${k}.`) : [`${p}${k}`]));
    const ko = keys(CONSENT_RESOURCES.ko).sort();
    for (const lng of ['en', 'zh', 'vi'] as const) expect(keys(CONSENT_RESOURCES[lng]).sort()).toEqual(ko);
  });

  it('the student page is Korean, addressed to the student, with no language switch', () => {
    localStorage.setItem(LANGUAGE_KEY, 'en');
    renderAgree('STUDENT', 'ko');
    expect(screen.getByText(studentKo.intro)).toBeTruthy();
    expect(screen.queryByText('English')).toBeNull();
  }, 30_000);

  it('a link that is not a consent link says so', () => {
    localStorage.setItem(LANGUAGE_KEY, 'ko');
    render(
      <AntApp>
        <MemoryRouter>
          <RespondentFrame>
            <AgreeContent agreeId="1" type="GUARDIAN" />
          </RespondentFrame>
        </MemoryRouter>
      </AntApp>,
    );
    expect(screen.getByText(CONSENT_RESOURCES.ko.badLink)).toBeTruthy();
  }, 30_000);
});

describe('after the phone check', () => {
  const agree = (nextStep: string, schoolTargetType: string) => ({
    request: { query: AgreePageQuery, variables: { agreeId: AGREE_ID } },
    result: {
      data: {
        respondentAgree: {
          __typename: 'RespondentAgree',
          agreeId: AGREE_ID,
          simpleEvaluationId: 42,
          schoolName: '서울누리중학교',
          schoolTargetType,
          respondent: 'GUARDIAN',
          consentState: 'SENT',
          studentSendYn: 'Y',
          nextStep,
        },
      },
    },
  });
  const answered = (nextStep: string, consentState: string) => ({
    request: { query: AnswerConsentMutation, variables: { agreeId: AGREE_ID, agreeType: 'GUARDIAN', input: { agreeYn: 'Y' } } },
    result: {
      data: { answerConsent: { __typename: 'ApprovalResult', message: '동의가 완료되었습니다.', simpleEvaluationId: 42, consentState, nextStep } },
    },
  });

  it('a middle/high guardian’s yes says the student will get a link (in the chosen language)', async () => {
    keepToken({ respondentToken: 'tok', expiresIn: 1800, simpleEvaluationId: 42, agreeId: AGREE_ID, agreeType: 'GUARDIAN' });
    render(
      <AntApp>
        <MemoryRouter>
          <MockedProvider mocks={[agree('GUARDIAN_CONSENT', 'MIDDLE_HIGH'), answered('WAITING', 'GUARDIAN_AGREED')] as never}>
            <I18nextProvider i18n={createConsentI18n('vi')}>
              <AgreeContent agreeId={AGREE_ID} type="GUARDIAN" />
            </I18nextProvider>
          </MockedProvider>
        </MemoryRouter>
      </AntApp>,
    );
    const vi = CONSENT_RESOURCES.vi;
    expect(await screen.findByText(vi.decisionFor.replace('{{school}}', '서울누리중학교'), {}, { timeout: 8000 })).toBeTruthy();
    fireEvent.click(screen.getByText(vi.agree).closest('button')!);
    expect(await screen.findByText(vi.studentWillGetLink, {}, { timeout: 8000 })).toBeTruthy();
  }, 30_000);
});
