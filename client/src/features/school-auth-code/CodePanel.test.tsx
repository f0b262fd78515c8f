import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckSchoolAuthCodeMutation, SchoolAuthCodePageQuery } from './operations';
import { CodePanel } from './SchoolAuthCodePage';

const noCode = {
  request: { query: SchoolAuthCodePageQuery, variables: { schoolId: '7000009' } },
  result: { errors: [{ message: '등록된 코드가 없습니다.', extensions: { code: 'NO_AUTHENTICATION_CODE' } }] },
};
const withCode = {
  request: { query: SchoolAuthCodePageQuery, variables: { schoolId: '7000001' } },
  result: {
    data: {
      schoolAuthenticationCode: { __typename: 'SchoolAuthenticationCode', schoolId: '7000001', code: '24681357', updatedAt: '2026-01-02T03:04:00.000Z' },
    },
  },
};
const check = (enteredCode: string, ok: boolean) => ({
  request: { query: CheckSchoolAuthCodeMutation, variables: { input: { code: '7000001', enteredCode } } },
  result: { data: { checkSchoolAuthenticationCode: ok } },
});

// role queries walk antd's styles and are very slow under jsdom; the button's text is enough here
const checkButton = () => screen.getByText('확인').closest('button')!;

const renderPanel = (schoolId: string, mocks: object[]) =>
  render(
    <MockedProvider mocks={mocks as never}>
      <MemoryRouter>
        <CodePanel schoolId={schoolId} />
      </MemoryRouter>
    </MockedProvider>,
  );

afterEach(cleanup);

// jsdom with antd is slow on a busy machine
const WAIT = { timeout: 8000 };

describe('CodePanel', () => {
  it('says 등록된 코드가 없습니다. for a school without a code', async () => {
    renderPanel('7000009', [noCode]);
    expect(await screen.findByText('등록된 코드가 없습니다.', {}, WAIT)).toBeTruthy();
  }, 30_000);

  it('shows the code and checks an entered one', async () => {
    renderPanel('7000001', [withCode, check('11111111', false), check('24681357', true)]);
    expect(await screen.findByText('24681357', {}, WAIT)).toBeTruthy();
    const input = screen.getByLabelText('확인할 인증코드');
    fireEvent.change(input, { target: { value: '11111111' } });
    fireEvent.click(checkButton());
    expect((await screen.findAllByText('인증에 실패했습니다.', {}, WAIT)).length).toBeGreaterThan(0);
    fireEvent.change(input, { target: { value: '24681357' } });
    fireEvent.click(checkButton());
    expect((await screen.findAllByText('인증이 완료되었습니다.', {}, WAIT)).length).toBeGreaterThan(0);
  }, 30_000);
});
