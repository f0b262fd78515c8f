import { useMutation, useQuery } from '@apollo/client/react';
import { Card, Descriptions, Space, Spin } from 'antd';
import { useParams } from 'react-router';
import type { SatisfactionDetailQueryQuery } from '../../../gql/graphql';
import { RATING_LABELS, SATISFACTION_SECTIONS, SATISFACTION_STEP, SERVICE_KIND_OPTIONS, TARGET_LABELS } from './labels';
import { DeleteSatisfactionMutation, SatisfactionDetailQuery, SendSatisfactionUrlMutation } from './operations';
import { Problem, RecordHeadCard, SendLinkCard, stepPath, useConfirmDelete } from './staff';
import { parseId } from '../../../shared/routeParams';
import { LoadError } from '../../../shared/ui/LoadError';

type Sa = NonNullable<SatisfactionDetailQueryQuery['satisfactionAssessment']>;
const TITLE = '만족도 평가 상세';

/** /auth/case-management/detail/{requestId}/satisfaction-assessment/detail/{id}: the answers, resend, delete. */
export default function SatisfactionDetailPage() {
  const id = parseId(useParams().satisfactionAssessmentId);
  const { data, error, refetch } = useQuery(SatisfactionDetailQuery, { variables: { id: id ?? 0 }, skip: id === undefined, fetchPolicy: 'network-only' });
  if (id === undefined) return <Problem title={TITLE}>기록을 찾을 수 없습니다.</Problem>;
  if (error) return <Card title={TITLE}><LoadError error={error} fallback="기록을 불러오지 못했습니다." onRetry={refetch} /></Card>;
  if (!data) return <Spin />;
  return <Detail r={data.satisfactionAssessment} reload={() => void refetch()} />;
}

function Detail({ r, reload }: { r: Sa; reload: () => void }) {
  const [send] = useMutation(SendSatisfactionUrlMutation);
  const [remove] = useMutation(DeleteSatisfactionMutation);
  const value = (k: string) => (r as Record<string, unknown>)[k];
  const rating = (k: string) => {
    const v = value(k);
    return typeof v === 'number' ? `${v} (${RATING_LABELS[v - 1]})` : '-';
  };
  const text = (k: string) => (typeof value(k) === 'string' ? (value(k) as string) : '-');
  const onDelete = useConfirmDelete(
    '이 만족도 평가 기록을 삭제할까요?',
    async () => (await remove({ variables: { id: r.id } })).data!.deleteSatisfactionAssessment.message,
    stepPath(r.requestId, SATISFACTION_STEP),
  );
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <RecordHeadCard heading={`만족도 평가 · ${TARGET_LABELS[r.targetType]}`} r={r} onDelete={onDelete} />
      {SATISFACTION_SECTIONS.map((s) => (
        <Card key={s.title} title={s.title} size="small">
          <Descriptions column={1} size="small">
            {s.ratings.map((q) => (
              <Descriptions.Item key={q.key} label={q.question}>
                {rating(q.key)}
              </Descriptions.Item>
            ))}
            {s.comment && <Descriptions.Item label={s.comment.label}>{text(s.comment.key)}</Descriptions.Item>}
          </Descriptions>
        </Card>
      ))}
      <Card title="서비스" size="small">
        <Descriptions column={1} size="small">
          <Descriptions.Item label="가장 도움이 된 서비스">
            {SERVICE_KIND_OPTIONS.find((o) => o.value === r.servicePerformanceDetail)?.label ?? '-'}
            {r.servicePerformanceDetailEtc ? ` (${r.servicePerformanceDetailEtc})` : ''}
          </Descriptions.Item>
          <Descriptions.Item label="더 나아졌으면 하는 점">{text('serviceImprovementPoints')}</Descriptions.Item>
        </Descriptions>
      </Card>
      {r.isDone !== 'Y' && (
        <SendLinkCard
          target={r.targetType}
          send={async (v) =>
            (await send({ variables: { input: { requestId: r.requestId, targetType: r.targetType, relationship: r.relationship, relationshipEtc: r.relationshipEtc, ...v } } })).data!
              .sendSatisfactionAssessmentUrl.message
          }
          onSent={reload}
        />
      )}
    </Space>
  );
}
