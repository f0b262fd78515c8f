import { Alert, Button, Card, Descriptions, Form, Input, Select, Table, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { digitsOnly, formatDateTime, formatPhone, mobileRule, requiredRule } from '../../../shared/validators';
import { errorMessage } from '../../../shared/graphqlError';
import { useFeedback } from '../../../shared/ui/feedback';
import { SAVE_MESSAGES } from '../record/labels';
import { RELATIONSHIP_OPTIONS, relationshipLabel, type Target } from './labels';
import { oneLine } from '../../../shared/ui/oneLine';

/** Shared pieces of the staff pages of both questionnaires. */


export function Problem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title}>
      <Alert type="error" showIcon title={children} />
    </Card>
  );
}

/** Who answers, for a guardian or a teacher: the relationship (and its 기타 text). */
export function RelationshipFields({ target, required }: { target: Target; required?: boolean }) {
  const relationship = Form.useWatch<string | undefined>('relationship');
  if (target === 'STUDENT') return null;
  return (
    <>
      <Form.Item name="relationship" label="학생과의 관계" rules={required ? [requiredRule('학생과의 관계', '선택')] : []}>
        <Select options={RELATIONSHIP_OPTIONS[target]} allowClear placeholder="선택" aria-label="학생과의 관계" style={{ maxWidth: 240 }} />
      </Form.Item>
      {relationship === 'ETC' && (
        <Form.Item name="relationshipEtc" label="학생과의 관계 (기타)" rules={[requiredRule('학생과의 관계 (기타)')]}>
          <Input maxLength={100} style={{ maxWidth: 320 }} />
        </Form.Item>
      )}
    </>
  );
}

export interface SendValues {
  mobile: string;
  relationship?: string;
  relationshipEtc?: string;
}

/**
 * 링크 보내기: the phone number (SPEC §5, separators allowed) and, for a guardian, the relationship. The server
 * creates or reuses the record and texts the link; its message (전송 되었습니다.) is shown.
 */
export function SendLinkCard({ target, send, onSent }: { target: Target; send: (v: SendValues) => Promise<string>; onSent?: () => void }) {
  const [form] = Form.useForm<SendValues>();
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const onFinish = async (v: SendValues) => {
    setBusy(true);
    setProblem(null);
    try {
      void message.success(await send({ ...v, mobile: digitsOnly(v.mobile) }));
      form.resetFields(['mobile']);
      onSent?.();
    } catch (e) {
      setProblem(errorMessage(e, '발송 실패'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title="문자로 링크 보내기" size="small">
      <Form form={form} name="send-link" layout="vertical" onFinish={(v) => void onFinish(v)}>
        <Form.Item name="mobile" label="받는 사람 휴대전화번호" rules={[requiredRule('휴대전화번호'), mobileRule('휴대전화번호')]}>
          <Input inputMode="tel" autoComplete="off" placeholder="010-1234-5678" style={{ maxWidth: 240 }} maxLength={13} />
        </Form.Item>
        <RelationshipFields target={target} required={target === 'GUARDIAN'} />
        {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 12 }} />}
        <Button type="primary" htmlType="submit" loading={busy}>
          링크 보내기
        </Button>
      </Form>
    </Card>
  );
}

export interface RecordRow {
  id: number;
  mobile?: string | null;
  sentAt?: string | null;
  isDone: string;
  doneAt?: string | null;
  doneBy?: string | null;
}

export const doneTag = (r: Pick<RecordRow, 'isDone' | 'doneBy'>) =>
  r.isDone === 'Y' ? <Tag color="green">완료{r.doneBy === 'STAFF' ? ' (종이 설문)' : ''}</Tag> : <Tag>응답 대기</Tag>;

/**
 * A detail page's first card: its heading, 삭제, and where the record stands (state, the student's relationship, the
 * number the link went to, when it was sent and answered); `children` are more items after the state.
 */
export function RecordHeadCard({ heading, r, onDelete, children }: { heading: string; r: RecordRow & { relationship?: string | null; relationshipEtc?: string | null }; onDelete: () => void; children?: ReactNode }) {
  return (
    <Card
      title={<Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>{heading}</Typography.Title>}
      extra={
        <Button danger onClick={onDelete}>
          삭제
        </Button>
      }
    >
      <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
        <Descriptions.Item label="상태">{doneTag(r)}</Descriptions.Item>
        {children}
        <Descriptions.Item label="학생과의 관계">{relationshipLabel(r.relationship)}{r.relationshipEtc ? ` (${r.relationshipEtc})` : ''}</Descriptions.Item>
        <Descriptions.Item label="보낸 번호">{formatPhone(r.mobile) || '-'}</Descriptions.Item>
        <Descriptions.Item label="보낸 시각">{r.sentAt ? oneLine(formatDateTime(r.sentAt)) : '-'}</Descriptions.Item>
        <Descriptions.Item label="완료 시각">{r.doneAt ? oneLine(formatDateTime(r.doneAt)) : '-'}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** The records already there for this target (a link sent, a paper questionnaire entered), each opening its detail. */
export function RecordsTable({ rows, detailPath, loading }: { rows: RecordRow[]; detailPath: (id: number) => string; loading: boolean }) {
  return (
    <Table<RecordRow>
      size="small"
      rowKey="id"
      loading={loading}
      pagination={false}
      dataSource={rows}
      locale={{ emptyText: '아직 보낸 링크나 입력한 설문이 없습니다.' }}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: '번호', dataIndex: 'id', render: (id: number) => <Link to={detailPath(id)}>{id}번 기록 보기</Link> },
        { title: '상태', render: (_: unknown, r) => doneTag(r) },
        { title: '보낸 번호', dataIndex: 'mobile', render: (v?: string | null) => v ?? '-' },
        { title: '보낸 시각', dataIndex: 'sentAt', render: (v?: string | null) => (v ? oneLine(formatDateTime(v)) : '-') },
        { title: '완료 시각', dataIndex: 'doneAt', render: (v?: string | null) => (v ? oneLine(formatDateTime(v)) : '-') },
      ]}
    />
  );
}

export const stepPath = (requestId: number, s: { step: string; item: string }) => paths.caseManagementStep(requestId, s.step, s.item);

/**
 * The detail pages' 삭제: asks first, deletes, says the server's message and returns to the case step (or says 삭제
 * 실패 with the server's reason).
 */
export function useConfirmDelete(title: string, remove: () => Promise<string>, back: string) {
  const navigate = useNavigate();
  const { message, modal } = useFeedback();
  return () =>
    modal.confirm({
      title,
      okText: '삭제',
      cancelText: '취소',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          void message.success(await remove());
          navigate(back);
        } catch (e) {
          void message.error(errorMessage(e, '삭제 실패'));
        }
      },
    });
}

/** A paper entry's 입력 완료: `submit` stores it, says so and returns to `back`, or keeps the server's reason in `problem`. */
export function usePaperEntry(back: string) {
  const navigate = useNavigate();
  const { message } = useFeedback();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (create: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await create();
      void message.success(SAVE_MESSAGES.submitted);
      navigate(back);
    } catch (e) {
      setProblem(errorMessage(e, '등록 실패'));
    }
  };
  return { problem, submit };
}
