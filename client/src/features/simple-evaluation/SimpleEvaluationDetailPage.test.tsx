import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SimpleEvaluationDetailQuery } from './operations';
import SimpleEvaluationDetailPage from './SimpleEvaluationDetailPage';
import { renderRoutes } from '../../test/render';

const WAIT = { timeout: 8000 };

const evaluation = (o: Record<string, unknown>) => ({
  __typename: 'SimpleEvaluationDetail',
  id: 42,
  studentCode: '2026-S1-00042',
  schoolId: 'S1',
  schoolName: '서울초등학교',
  year: 2026,
  schoolTargetType: 'ELEMENTARY',
  gender: 'F',
  mobile: null,
  requestId: null,
  referable: false,
  consentState: 'AGREED',
  isDone: 'Y',
  isSend: 'Y',
  isNotImplemented: 'N',
  reason: null,
  reasonEtc: null,
  linkageYn: null,
  institutionLinkage: null,
  institutionLinkageEtc: null,
  afterManagementReason: null,
  normVersion: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  doneAt: '2026-03-02T00:00:00.000Z',
  crisis: false,
  crisisReason: null,
  topRange: null,
  topRangeName: null,
  crisisAlerts: [],
  answers: [],
  agree: null,
  result: null,
  can: { __typename: 'SimpleEvaluationAbilities', delete: false, cancelAgree: false, update: false, enterAnswers: false, rescore: false },
  ...o,
});

function renderPage(e: ReturnType<typeof evaluation>) {
  const mocks = [{ request: { query: SimpleEvaluationDetailQuery, variables: { id: 42 } }, result: { data: { simpleEvaluation: e } } }];
  renderRoutes([{ path: '/auth/simple-evaluation/detail/:detailId', element: <SimpleEvaluationDetailPage /> }], '/auth/simple-evaluation/detail/42', mocks as never);
}

describe('SimpleEvaluationDetailPage referral', () => {
  it('offers 의뢰하기 when the server says the result can be referred, opening the request form for it', async () => {
    renderPage(evaluation({ referable: true }));
    const link = await screen.findByRole('link', { name: '의뢰하기' }, WAIT);
    expect(link.getAttribute('href')).toBe('/app/auth/request/register?simpleEvaluationId=42');
  });

  it('offers nothing otherwise, and links the request a referred result belongs to', async () => {
    renderPage(evaluation({ referable: false, requestId: 9 }));
    const request = await screen.findByRole('link', { name: '9' }, WAIT);
    expect(request.getAttribute('href')).toBe('/auth/request-hist/detail/9');
    expect(screen.queryByRole('link', { name: '의뢰하기' })).toBeNull();
  });
});

describe('SimpleEvaluationDetailPage crisis', () => {
  const alert = {
    __typename: 'CrisisAlert',
    id: 7,
    simpleEvaluationId: 42,
    studentCode: '2026-S1-00042',
    schoolId: 'S1',
    schoolName: '서울중학교',
    reason: '위기 문항 1개 응답',
    raisedAt: '2026-03-02T00:00:00.000Z',
    escalatedAt: null,
    canAcknowledge: true,
    canFollowUp: false,
    acknowledgedAt: null,
    acknowledgedByName: null,
    events: [{ __typename: 'CrisisAlertEvent', type: 'RAISED', actionName: null, note: null, actorName: null, recordedByName: null, at: '2026-03-02T00:00:00.000Z' }],
  };

  it('a flagged student leads with the crisis section, its reason and the acknowledgement, whatever the total', async () => {
    renderPage(
      evaluation({
        schoolTargetType: 'MIDDLE_HIGH',
        crisis: true,
        crisisReason: '위기 문항 1개 응답',
        topRange: 'PRIORITY_ATTENTION',
        topRangeName: '우선 관심군',
        crisisAlerts: [alert],
      }),
    );
    await screen.findByRole('heading', { name: /위기 응답 학생입니다/ }, WAIT);
    expect(screen.getByText(/위기 문항 1개 응답\. 전체 구간과 관계없이/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '확인 처리 (한 일 기록)' })).toBeTruthy();
    expect(screen.getByRole('list', { name: '위기 알림 기록' }).textContent).toContain('알림 발생');
  });

  it('shows no crisis section for a student without a flag or an alert', async () => {
    renderPage(evaluation({}));
    await screen.findByText('검사 정보', undefined, WAIT);
    expect(screen.queryByRole('heading', { name: /위기 응답 학생입니다/ })).toBeNull();
  });
});

describe('SimpleEvaluationDetailPage guardian documents', () => {
  const agree = (o: Record<string, unknown> = {}) => ({
    __typename: 'SimpleEvaluationAgree',
    id: 'a1',
    agreeType: 'GUARDIAN',
    guardianMobile: '010-****-1234',
    guardianSendDate: '2026-03-01T00:00:00.000Z',
    guardianAgreeDate: '2026-03-01T01:00:00.000Z',
    guardianAgreeYn: 'Y',
    studentSendYn: 'N',
    studentMobile: null,
    studentSendDate: null,
    studentAgreeDate: null,
    studentAgreeYn: null,
    cancelledAt: null,
    guardianAgreeMethod: 'SMS_CODE',
    guardianLang: 'vi',
    withdrawnAt: null,
    withdrawnBy: null,
    withdrawalMethod: null,
    ...o,
  });
  const result = { __typename: 'EvaluationResult', normVersion: 'demo', normDemo: true, scoredAt: null, categories: [], total: { __typename: 'ScaleResult', scale: 'total', name: '전체', raw: 1, t: 40, percentile: 10, range: 'GENERAL', rangeName: '일반군', interpretation: '' } };

  it('offers the result report once done and the consent copy once decided, and shows how consent was given', async () => {
    renderPage(evaluation({ agree: agree(), result }));
    expect(await screen.findByRole('button', { name: '보호자용 결과 안내서 (PDF)' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: '동의 내용 사본 (PDF)' })).toBeTruthy();
    expect(screen.getByText('링크에서 휴대전화 인증 후 선택 (화면 언어: 베트남어)')).toBeTruthy();
  });

  it('shows a withdrawal, and no report before the answers', async () => {
    renderPage(evaluation({ isDone: 'N', consentState: 'REFUSED', agree: agree({ withdrawnAt: '2026-03-01T02:00:00.000Z', withdrawnBy: 'GUARDIAN', withdrawalMethod: 'LINK' }) }));
    expect(await screen.findByText('동의 철회', {}, WAIT)).toBeTruthy();
    expect(screen.getByText(/보호자 받은 링크에서/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '보호자용 결과 안내서 (PDF)' })).toBeNull();
    expect(screen.getByRole('button', { name: '동의 내용 사본 (PDF)' })).toBeTruthy();
  });
});

describe('SimpleEvaluationDetailPage while the database is away', () => {
  const outage = { errors: [{ message: '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.', extensions: { code: 'SERVICE_UNAVAILABLE', status: 503, retryAfter: 5 } }] };
  const notFound = { errors: [{ message: '요청한 정보를 찾을 수 없습니다.', extensions: { code: 'NOT_FOUND', status: 404 } }] };
  const renderWith = (...results: object[]) =>
    renderRoutes(
      [{ path: '/auth/simple-evaluation/detail/:detailId', element: <SimpleEvaluationDetailPage /> }],
      '/auth/simple-evaluation/detail/42',
      results.map((result) => ({ request: { query: SimpleEvaluationDetailQuery, variables: { id: 42 } }, result })) as never,
    );

  it('says the service is away for a moment (503 SERVICE_UNAVAILABLE), and 다시 시도 loads the evaluation again', async () => {
    renderWith(outage, { data: { simpleEvaluation: evaluation({}) } });
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('일시적으로 서비스를 이용할 수 없습니다.');
    fireEvent.click(screen.getByRole('button', { name: /다시 시도/ }));
    expect(await screen.findByText('2026-S1-00042', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /다시 시도/ })).toBeNull();
  });

  it('a real 404 still says what the server says, with nothing to try again', async () => {
    renderWith(notFound);
    expect(await screen.findByText('요청한 정보를 찾을 수 없습니다.', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /다시 시도/ })).toBeNull();
  });
});
