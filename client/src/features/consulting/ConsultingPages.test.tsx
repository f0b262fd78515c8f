import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SchoolPickerQuery } from '../../shared/ui/pickerOperations';
import ConsultingDetailPage from './ConsultingDetailPage';
import ConsultingFormPage from './ConsultingFormPage';
import { ConsultingDetailQuery, UpdateConsultingMutation } from './operations';
import { renderRoutes } from '../../test/render';

const WAIT = { timeout: 8000 };

const RECORD = {
  __typename: 'Consulting' as const,
  id: 5,
  userId: 3,
  userName: '정실무',
  schoolId: '7000001',
  schoolName: '서울한빛초등학교',
  centerName: '서울 중부 센터',
  consultingDate: '2026-03-05',
  category: 'ETC',
  categoryEtc: '위기 대응 회의 참관',
  type: 'VISIT',
  typeEtc: null,
  manager: 'MENTAL_HEALTH_MANAGER',
  managerEtc: null,
  participantsCount: 4,
  title: '학기 초 자문',
  content: '첫 줄\n둘째 줄',
  laterPlanContent: null,
  createdAt: '2026-03-05T01:00:00.000Z',
  updatedAt: '2026-03-05T01:00:00.000Z',
  uploadedFiles: [{ __typename: 'Attachment' as const, id: 7, name: '자료.pdf', size: 2048, contentType: 'application/pdf', url: 'svs-u/attachments/7' }],
  can: { __typename: 'ConsultingCan' as const, update: true, delete: false },
};

let sent: { name: string; variables: Record<string, unknown> }[] = [];
const capture = (name: string, doc: DocumentNode, data: (v: Record<string, unknown>) => Record<string, unknown>) => ({
  request: { query: doc, variables: () => true },
  result: (v: Record<string, unknown>) => {
    sent.push({ name, variables: v });
    return { data: data(v) };
  },
  maxUsageCount: 5,
});

function renderAt(url: string) {
  sent = [];
  const mocks = [
    capture('detail', ConsultingDetailQuery, () => ({ consulting: RECORD })),
    capture('schools', SchoolPickerQuery, () => ({ schoolSearch: { __typename: 'SchoolPage', content: [] } })),
    capture('update', UpdateConsultingMutation, () => ({ updateConsulting: { ...RECORD, title: '바꾼 제목' } })),
  ];
  return renderRoutes(
    [
      { path: '/auth/consulting/detail/:consultingId', element: <ConsultingDetailPage /> },
      { path: '/auth/consulting/modify/:consultingId', element: <ConsultingFormPage /> },
    ], url, mocks as never).router;
}

describe('consulting screens', () => {
  it('detail: every field with its 기타 text, the files as download buttons, 수정 only where the server allows', async () => {
    renderAt('/auth/consulting/detail/5');
    expect(await screen.findByText('학기 초 자문', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('기타 (위기 대응 회의 참관)')).toBeTruthy();
    expect(screen.getByText('정신건강 담당자')).toBeTruthy();
    expect(screen.getByRole('button', { name: /자료.pdf/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '수정' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '삭제' })).toBeNull();
  });

  it('modify: the record in the form; removing a file sends it in deleteFileIds with the whole record', async () => {
    const router = renderAt('/auth/consulting/modify/5');
    const title = (await screen.findByLabelText('제목', {}, WAIT)) as HTMLInputElement;
    expect(title.value).toBe('학기 초 자문');
    expect((screen.getByLabelText('자문 구분(기타)') as HTMLInputElement).value).toBe('위기 대응 회의 참관');
    act(() => fireEvent.change(title, { target: { value: '바꾼 제목' } }));
    act(() => fireEvent.click(screen.getByRole('button', { name: '자료.pdf 삭제' })));
    act(() => fireEvent.click(screen.getByRole('button', { name: '수정' })));
    await waitFor(() => expect(sent.some((s) => s.name === 'update')).toBe(true), WAIT);
    const { variables } = sent.find((s) => s.name === 'update')!;
    expect(variables).toEqual({
      id: 5,
      input: {
        schoolId: '7000001',
        consultingDate: '2026-03-05',
        category: 'ETC',
        categoryEtc: '위기 대응 회의 참관',
        type: 'VISIT',
        typeEtc: null,
        manager: 'MENTAL_HEALTH_MANAGER',
        managerEtc: null,
        participantsCount: 4,
        title: '바꾼 제목',
        content: '첫 줄\n둘째 줄',
        laterPlanContent: null,
        fileIds: [],
        deleteFileIds: [7],
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/consulting/detail/5'), WAIT);
  });
});
