import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Descriptions, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useSession } from '../../app/session';
import { LinkButton } from '../../shared/ui/LinkButton';
import { formatDateTime } from '../../shared/validators';
import { useFeedback } from '../organization/common/feedback';
import { errorMessage } from '../organization/common/graphqlError';
import { InterviewEvaluationForm } from './InterviewEvaluationForm';
import { CaseRecordFormQuery, useChoices, useSaveReturn, type FormSectionDef, type RecordValues } from './kit';
import { DONE_LABELS, INTERVIEW_FORM, INTERVIEW_MESSAGES, INTERVIEW_STEP, TARGET_LABELS } from './labels';
import { DeleteInterviewEvaluationMutation, InterviewEvaluationQuery, UpdateInterviewEvaluationMutation } from './operations';
import { RecordView } from './RecordView';

const parseId = (v: string | undefined) => (v && /^\d{1,9}$/.test(v) ? Number(v) : undefined);

/**
 * /auth/case-management/detail/{requestId}/interview-evaluation/detail/{id}: the record, read only; 수정 and 삭제
 * where the server's canEdit allows (the case's center staff while the case runs). ?mode=edit opens the form.
 */
export default function InterviewEvaluationDetailPage() {
  const params = useParams();
  const id = parseId(params.interviewEvaluationId);
  const [search, setSearch] = useSearchParams();
  const editing = search.get('mode') === 'edit';
  const { user } = useSession();
  const { message, modal } = useFeedback();
  const [failure, setFailure] = useState<string>();
  const { data, error, loading } = useQuery(InterviewEvaluationQuery, { variables: { id: id ?? 0 }, skip: id === undefined, fetchPolicy: 'network-only' });
  const def = useQuery(CaseRecordFormQuery, { variables: { record: INTERVIEW_FORM }, fetchPolicy: 'cache-first' });
  const { lists } = useChoices();
  const r = data?.interviewEvaluation;
  const back = useSaveReturn(r?.requestId ?? parseId(params.requestId) ?? 0, INTERVIEW_STEP.step, INTERVIEW_STEP.item);
  const [update] = useMutation(UpdateInterviewEvaluationMutation);
  const [remove, { loading: removing }] = useMutation(DeleteInterviewEvaluationMutation);

  const title = '면담평가 상세';
  if (id === undefined) return <Card title={title}><Alert type="error" showIcon title="면담평가를 찾을 수 없습니다." /></Card>;
  if (error) return <Card title={title}><Alert type="error" showIcon title={errorMessage(error, INTERVIEW_MESSAGES.loadFailed)} /></Card>;
  if (!r || !def.data) return <Card title={title}>{(loading || def.loading) && <Spin description="불러오는 중입니다" />}</Card>;

  const values = r as unknown as RecordValues;
  const sections = def.data.caseRecordForm.sections as FormSectionDef[];

  const save = async (isDone: 'N' | 'Y', input: RecordValues) => {
    const res = await update({ variables: { id, input: { ...input, interviewTargetType: r.interviewTargetType, isDone } } });
    message.success(res.data?.updateInterviewEvaluation.message ?? '저장 되었습니다.');
    back.done();
  };
  const confirmDelete = () =>
    modal.confirm({
      title: '면담평가 삭제',
      content: INTERVIEW_MESSAGES.deleteConfirm,
      okText: '삭제',
      okButtonProps: { danger: true },
      cancelText: '취소',
      onOk: async () => {
        setFailure(undefined);
        try {
          const res = await remove({ variables: { id } });
          message.success(res.data?.deleteInterviewEvaluation.message ?? '삭제되었습니다.');
          back.done();
        } catch (e) {
          setFailure(errorMessage(e, INTERVIEW_MESSAGES.deleteFailed));
        }
      },
    });

  return (
    <Card
      title={`${title}: ${TARGET_LABELS[r.interviewTargetType]}`}
      extra={
        <Space wrap>
          {r.canEdit && !editing && <Button type="primary" onClick={() => setSearch({ mode: 'edit' })}>수정</Button>}
          {r.canEdit && <Button danger loading={removing} onClick={confirmDelete}>삭제</Button>}
          {!back.isPopup && <LinkButton to={back.back}>사례로 돌아가기</LinkButton>}
        </Space>
      }
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'state', label: '상태', children: <Tag color={r.isDone === 'Y' ? 'blue' : 'default'}>{DONE_LABELS[r.isDone]}</Tag> },
          { key: 'writer', label: '작성자', children: r.writerName ?? '-' },
          { key: 'updated', label: '마지막 저장', children: formatDateTime(r.updatedAt) },
        ]}
      />
      {editing && r.canEdit ? (
        <InterviewEvaluationForm
          draftKey={`interview-evaluation:${user?.accountId ?? 0}:${r.id}`}
          initialValues={values}
          canDraft={r.isDone === 'N'}
          save={save}
          extra={<Button onClick={() => setSearch({})}>취소</Button>}
        />
      ) : (
        <RecordView sections={sections} values={values} lists={lists} label="면담평가 목차" />
      )}
    </Card>
  );
}
