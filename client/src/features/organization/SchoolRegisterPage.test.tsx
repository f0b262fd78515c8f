import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { EducationOfficeListQuery, SidoListQuery } from '../../shared/ui/pickerOperations';
import { SchoolIdAvailableQuery } from './operations';
import SchoolRegisterPage from './SchoolRegisterPage';

const mocks = [
  { request: { query: SidoListQuery }, result: { data: { locals: [{ __typename: 'Local', code: '11', name: '서울특별시' }] } }, maxUsageCount: 5 },
  {
    request: { query: EducationOfficeListQuery },
    result: { data: { educationOffices: [{ __typename: 'EducationOffice', id: 'B10', name: '서울특별시교육청', sdCode: '11' }] } },
    maxUsageCount: 5,
  },
  { request: { query: SchoolIdAvailableQuery, variables: { id: '7000001' } }, result: { data: { schoolIdAvailable: false } }, maxUsageCount: 5 },
  { request: { query: SchoolIdAvailableQuery, variables: { id: '7999999' } }, result: { data: { schoolIdAvailable: true } }, maxUsageCount: 5 },
];

function renderPage() {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <SchoolRegisterPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

afterEach(cleanup);

// jsdom with antd is slow on a busy machine
const WAIT = { timeout: 8000 };

describe('SchoolRegisterPage school ID check', () => {
  it('shows 이미 등록된 ID 입니다. when the check answers false', async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('학교 ID'), { target: { value: '7000001' } });
    fireEvent.click(screen.getByText('중복 확인').closest('button')!);
    expect(await screen.findByText('이미 등록된 ID 입니다.', {}, WAIT)).toBeTruthy();
  }, 30_000);

  it('passes a free ID', async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('학교 ID'), { target: { value: '7999999' } });
    fireEvent.click(screen.getByText('중복 확인').closest('button')!);
    expect(await screen.findByText('사용 가능한 ID 입니다.', {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('이미 등록된 ID 입니다.')).toBeNull();
  }, 30_000);

  it('labels every field', () => {
    renderPage();
    for (const label of ['학교명', '학교급', '시도', '시군구', '교육청', '주소', '상세주소', '우편번호']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  }, 30_000);
});
