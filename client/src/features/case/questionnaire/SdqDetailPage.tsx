import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Card, Descriptions, Space, Spin, Table, Typography } from 'antd';
import { useParams } from 'react-router';
import type { SdqKrDetailQueryQuery } from '../../../gql/graphql';
import { ScrollRegion } from '../../../shared/ui/ScrollRegion';
import { SDQ_BAND_LABELS, SDQ_KEYS, SDQ_PROSOCIAL_BAND_LABELS, SDQ_SCALE_LABELS, sdqStep, TARGET_LABELS, TEST_LABELS } from './labels';
import { DeleteSdqKrMutation, SdqKrDetailQuery, SendSdqKrUrlMutation } from './operations';
import { Problem, RecordHeadCard, SendLinkCard, stepPath, useConfirmDelete } from './staff';
import { parseId } from '../../../shared/routeParams';
import { LoadError } from '../../../shared/ui/LoadError';

type Sdq = NonNullable<SdqKrDetailQueryQuery['sdqKr']>;
const TITLE = 'SDQ-KR 검사 상세';

/** /auth/case-management/detail/{requestId}/sdq-kr/detail/{sdqKrId}: where it stands, the scores, resend, delete. */
export default function SdqDetailPage() {
  const id = parseId(useParams().sdqKrId);
  const { data, error, refetch } = useQuery(SdqKrDetailQuery, { variables: { id: id ?? 0 }, skip: id === undefined, fetchPolicy: 'network-only' });
  if (id === undefined) return <Problem title={TITLE}>기록을 찾을 수 없습니다.</Problem>;
  if (error) return <Card title={TITLE}><LoadError error={error} fallback="기록을 불러오지 못했습니다." onRetry={refetch} /></Card>;
  if (!data) return <Spin />;
  return <Detail r={data.sdqKr} reload={() => void refetch()} />;
}

function Detail({ r, reload }: { r: Sdq; reload: () => void }) {
  const [send] = useMutation(SendSdqKrUrlMutation);
  const [remove] = useMutation(DeleteSdqKrMutation);
  const answered = SDQ_KEYS.filter((k) => typeof (r as Record<string, unknown>)[k] === 'number').length;
  const back = stepPath(r.requestId, sdqStep(r.testType));
  const onDelete = useConfirmDelete('이 검사 기록을 삭제할까요?', async () => (await remove({ variables: { id: r.id } })).data!.deleteSdqKr.message, back);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <RecordHeadCard heading={`SDQ-KR ${TEST_LABELS[r.testType]} 검사 · ${TARGET_LABELS[r.targetType]}`} r={r} onDelete={onDelete}>
        <Descriptions.Item label="응답한 문항">{answered} / 25</Descriptions.Item>
      </RecordHeadCard>
      {r.scores ? <Scores s={r.scores} /> : <Alert type="info" showIcon title="응답이 완료되면 점수가 표시됩니다." />}
      {r.isDone !== 'Y' && (
        <SendLinkCard
          target={r.targetType}
          send={async (v) =>
            (await send({ variables: { input: { requestId: r.requestId, testType: r.testType, targetType: r.targetType, relationship: r.relationship, relationshipEtc: r.relationshipEtc, ...v } } })).data!
              .sendSdqKrUrl.message
          }
          onSent={reload}
        />
      )}
    </Space>
  );
}

function Scores({ s }: { s: NonNullable<Sdq['scores']> }) {
  const band = (scale: string, b?: string | null) => (b ? (scale === 'PROSOCIAL' ? SDQ_PROSOCIAL_BAND_LABELS : SDQ_BAND_LABELS)[b] : '-');
  const rows = [
    ...s.scales.map((x) => ({ key: x.scale, name: SDQ_SCALE_LABELS[x.scale], score: x.score, range: '0–10', band: band(x.scale, x.band), note: x.prorated ? `${x.answered}문항으로 환산` : x.score == null ? `응답 ${x.answered}문항: 계산 안 함` : '' })),
    { key: 'TOTAL', name: '총 난점', score: s.totalDifficulties, range: '0–40', band: band('TOTAL', s.totalBand), note: '' },
    { key: 'INT', name: '내재화 (정서 + 또래관계)', score: s.internalising, range: '0–20', band: '-', note: '' },
    { key: 'EXT', name: '외현화 (품행 + 과잉행동)', score: s.externalising, range: '0–20', band: '-', note: '' },
  ];
  return (
    <Card title="점수" size="small">
      <ScrollRegion label="SDQ-KR 점수표">
        <Table
          size="small"
          pagination={false}
          rowKey="key"
          dataSource={rows}
          columns={[
            { title: '척도', dataIndex: 'name' },
            { title: '점수', dataIndex: 'score', render: (v?: number | null) => (v ?? '-') },
            { title: '범위', dataIndex: 'range' },
            { title: '구분', dataIndex: 'band' },
            { title: '비고', dataIndex: 'note' },
          ]}
        />
      </ScrollRegion>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        구분은 영국 규준의 {TARGET_LABELS[s.informant]} 보고용 절단점을 참고로 한 것입니다. 한국 규준 절단점은 발표되지 않았습니다.
      </Typography.Paragraph>
    </Card>
  );
}
