import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Descriptions, Form, Input, Modal, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useSession } from '../../../app/session';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { formatDateTime } from '../../../shared/validators';
import { useFeedback } from '../../../shared/ui/feedback';
import { errorMessage } from '../../../shared/graphqlError';
import { CaseRecordFormQuery, RecordForm, RecordView, useChoices, useSaveReturn, type FormSectionDef, type RecordValues } from './kit';
import { DONE_LABELS } from './labels';
import { ANY_KIND, CancelClosingReportMutation, kindOfPath, recordMessages, type RecordKind, type RecordRow } from './records';
import { parseId } from '../../../shared/routeParams';
import { oneLine } from '../../../shared/ui/oneLine';
import { LoadError } from '../../../shared/ui/LoadError';


/**
 * /auth/case-management/detail/{requestId}/{record}/detail/{id}: a case record, read only, of the kind its path
 * names (records.ts); 수정 and 삭제 (with a confirmation), and 종결 보고 취소 for a closing report, only where the
 * server says the caller may. ?mode=edit opens the form. After a change, back to the case at the record's step.
 */
export default function RecordDetailPage() {
  const params = useParams();
  const kind = kindOfPath(useLocation().pathname);
  const k = kind ?? ANY_KIND;
  // the id parameter is the last of the path (interviewEvaluationId, cgiId, caseMinutesId…)
  const id = parseId(Object.entries(params).find(([name]) => name !== 'requestId' && name.endsWith('Id'))?.[1]);
  const [search, setSearch] = useSearchParams();
  const editing = search.get('mode') === 'edit';
  const { user } = useSession();
  const { message, modal } = useFeedback();
  const [failure, setFailure] = useState<string>();
  const [cancelling, setCancelling] = useState(false);
  const { data, error, loading, refetch } = useQuery<Record<string, RecordRow>>(k.get.doc, { variables: { id: id ?? 0 }, skip: !kind || id === undefined, fetchPolicy: 'network-only' });
  const def = useQuery(CaseRecordFormQuery, { variables: { record: k.record }, skip: !kind, fetchPolicy: 'cache-first' });
  const { lists } = useChoices();
  const r = data?.[k.get.field];
  const step = k.step(r ?? {});
  const back = useSaveReturn(r?.requestId ?? parseId(params.requestId) ?? 0, step.step, step.item);
  const [update] = useMutation<Record<string, { message?: string } | undefined>>(k.update.doc);
  const [remove, { loading: removing }] = useMutation<Record<string, { message?: string } | undefined>>(k.remove.doc);

  const title = `${k.name} 상세`;
  const messages = recordMessages(k);
  if (!kind || id === undefined) return <Card title="사례 기록 상세"><Alert type="error" showIcon title="기록을 찾을 수 없습니다." /></Card>;
  if (error || def.error) return <Card title={title}><LoadError error={error ?? def.error} fallback={messages.loadFailed} /></Card>;
  if (!r || !def.data) return <Card title={title}>{(loading || def.loading) && <Spin description="불러오는 중입니다" />}</Card>;

  const can = kind.abilities(r);
  const served = def.data.caseRecordForm.sections as FormSectionDef[];
  const sections = kind.adjust ? kind.adjust(served, r) : served;
  const keep = Object.fromEntries((kind.keep ?? []).map((f) => [f, r[f]]));
  const subtitle = kind.subtitle?.(r);

  const save = async (isDone: 'N' | 'Y', input: RecordValues) => {
    const res = await update({ variables: { id, input: { ...input, ...keep, isDone } } });
    message.success(res.data?.[kind.update.field]?.message ?? messages.saved(isDone));
    back.done();
  };
  const confirmDelete = () =>
    modal.confirm({
      title: `${kind.name} 삭제`,
      content: messages.deleteConfirm,
      okText: '삭제',
      okButtonProps: { danger: true },
      cancelText: '취소',
      onOk: async () => {
        setFailure(undefined);
        try {
          const res = await remove({ variables: { id } });
          message.success(res.data?.[kind.remove.field]?.message ?? messages.deleted);
          back.done();
        } catch (e) {
          setFailure(errorMessage(e, messages.deleteFailed));
        }
      },
    });

  return (
    <Card
      title={subtitle ? `${title}: ${subtitle}` : title}
      extra={
        <Space wrap>
          {can.edit && !editing && <Button type="primary" onClick={() => setSearch((p) => ({ ...Object.fromEntries(p), mode: 'edit' }))}>수정</Button>}
          {can.cancel && <Button onClick={() => setCancelling(true)}>종결 보고 취소</Button>}
          {can.delete && <Button danger loading={removing} onClick={confirmDelete}>삭제</Button>}
          {!back.isPopup && <LinkButton to={back.back}>사례로 돌아가기</LinkButton>}
        </Space>
      }
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      {r.cancelMessage && (
        <Alert
          type={r.isDone === 'N' ? 'warning' : 'info'}
          showIcon
          style={{ marginBottom: 16, whiteSpace: 'pre-wrap' }}
          title={r.isDone === 'N' ? '제출이 취소된 종결보고서입니다. 고친 뒤 다시 제출해주세요.' : '제출을 취소했다가 다시 제출한 종결보고서입니다.'}
          description={`취소 사유: ${r.cancelMessage}`}
        />
      )}
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'state', label: '상태', children: <Tag color={r.isDone === 'Y' ? 'blue' : 'default'}>{DONE_LABELS[r.isDone]}</Tag> },
          ...(r.writerName ? [{ key: 'writer', label: '작성자', children: r.writerName }] : []),
          { key: 'updated', label: '마지막 저장', children: oneLine(formatDateTime(r.updatedAt)) },
        ]}
      />
      {editing && can.edit ? (
        <RecordForm
          record={kind.record}
          label={`${kind.name} 목차`}
          adjust={kind.adjust && ((s: FormSectionDef[]) => kind.adjust!(s, r))}
          saveFailed={messages.saveFailed}
          draftKey={`${kind.record}:${user?.accountId ?? 0}:${r.id}`}
          initialValues={r}
          canDraft={r.isDone === 'N'}
          save={save}
          extra={<Button onClick={() => setSearch((p) => {
                const next = new URLSearchParams(p);
                next.delete('mode');
                return next;
              })}>취소</Button>}
        />
      ) : (
        <RecordView sections={sections} values={r} lists={lists} label={`${kind.name} 목차`} />
      )}
      {can.cancel && (
        <CancelReportDialog
          kind={kind}
          id={r.id}
          open={cancelling}
          onClose={() => setCancelling(false)}
          onDone={(text) => {
            setCancelling(false);
            message.success(text);
            void refetch();
          }}
        />
      )}
    </Card>
  );
}

/**
 * 종결 보고 취소: a submitted closing report back to a draft, with the reason (required; it stays on the report for
 * whoever opens it next).
 */
function CancelReportDialog({ kind, id, open, onClose, onDone }: { kind: RecordKind; id: number; open: boolean; onClose(): void; onDone(message: string): void }) {
  const [form] = Form.useForm<{ message: string }>();
  const [cancel, { loading }] = useMutation(CancelClosingReportMutation);
  const [failure, setFailure] = useState<string>();
  const submit = async () => {
    const { message } = await form.validateFields();
    setFailure(undefined);
    try {
      await cancel({ variables: { input: { closingReportId: id, message: message.trim() } } });
      form.resetFields();
      onDone('종결 보고를 취소했습니다.');
    } catch (e) {
      setFailure(errorMessage(e, `${kind.nameObject} 취소하지 못했습니다.`));
    }
  };
  return (
    <Modal title="종결 보고 취소" open={open} onCancel={onClose} okText="제출 취소" cancelText="닫기" confirmLoading={loading} onOk={() => void submit().catch(() => undefined)} destroyOnHidden>
      <p>제출한 종결보고서를 임시저장 상태로 되돌립니다. 취소 사유는 보고서에 남습니다.</p>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical">
        <Form.Item name="message" label="취소 사유" rules={[{ required: true, whitespace: true, message: '취소 사유를 입력해주세요.' }]}>
          <Input.TextArea maxLength={1000} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
