import { Alert, Descriptions, Modal, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { SimpleEvaluationDetailQueryQuery } from '../../gql/graphql';
import { formatDateTime } from '../../shared/validators';
import { RangeTag } from './RangeTag';

type Result = NonNullable<SimpleEvaluationDetailQueryQuery['simpleEvaluation']['result']>;
type Scale = Result['total'];

const one = (n: number) => n.toFixed(1);

/**
 * The result popup: per category and total the raw score, T score, percentile, range (colour and name) and
 * interpretation, with the norm version that scored it; a demonstration norm set is labelled 시연용.
 */
export function ResultModal({ open, onClose, result, studentCode }: { open: boolean; onClose(): void; result: Result; studentCode: string }) {
  const rows: (Scale & { total?: boolean })[] = [...result.categories, { ...result.total, total: true }];
  const columns: TableColumnsType<Scale & { total?: boolean }> = [
    { title: '영역', key: 'name', render: (_, r) => (r.total ? <strong>{r.name}</strong> : r.name) },
    { title: '원점수', dataIndex: 'raw', key: 'raw', align: 'right', width: 80 },
    { title: 'T점수', dataIndex: 't', key: 't', align: 'right', width: 80, render: (t: number) => one(t) },
    { title: '백분위', dataIndex: 'percentile', key: 'percentile', align: 'right', width: 80, render: (p: number) => one(p) },
    { title: '구간', key: 'range', width: 120, render: (_, r) => <RangeTag range={r.range} name={r.rangeName} /> },
    { title: '해석', dataIndex: 'interpretation', key: 'interpretation', render: (v: string | null) => v || '-' },
  ];
  return (
    <Modal title={`검사 결과 (관리번호 ${studentCode})`} open={open} onCancel={onClose} footer={null} width={960} destroyOnHidden>
      {result.normDemo && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={
            <span>
              <Tag color="orange">시연용</Tag>시연용 규준으로 채점한 결과입니다. 임상 판단에 쓰지 마세요.
            </span>
          }
        />
      )}
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="규준 버전">
          {result.normVersion}
          {result.normDemo && ' (시연용)'}
        </Descriptions.Item>
        <Descriptions.Item label="채점 일시">{formatDateTime(result.scoredAt) || '-'}</Descriptions.Item>
      </Descriptions>
      <Table rowKey="scale" size="small" columns={columns} dataSource={rows} pagination={false} scroll={{ x: 760 }} aria-label="영역별 결과" />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        T점수 65 미만 일반군, 65 이상 70 미만 관심군, 70 이상 우선 관심군입니다.
      </Typography.Paragraph>
    </Modal>
  );
}
