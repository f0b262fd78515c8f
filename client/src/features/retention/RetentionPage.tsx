import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Form, Input, InputNumber, Modal, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { restBlob, saveBlob } from '../../app/api';
import { errorMessage as restErrorMessage } from '../../app/http';
import type { RetentionKind, RetentionPageQueryQuery } from '../../gql/graphql';
import { formatDate, formatDateTime } from '../../shared/format';
import { errorMessage } from '../../shared/graphqlError';
import { useFeedback } from '../../shared/ui/feedback';
import { ListTable } from '../../shared/ui/listParts';
import { oneLine } from '../../shared/ui/oneLine';
import { ChangeRetentionRuleMutation, ReleaseLegalHoldMutation, RetentionPageQuery, SetLegalHoldMutation } from './operations';

type Data = RetentionPageQueryQuery;
type Rule = Data['retentionRules'][number] & { id: string };
type Preview = Data['retentionPreview'][number] & { id: string };
type Hold = Data['legalHolds'][number];
type Run = Data['destructionRuns'][number];
type Change = Data['retentionRuleChanges'][number];

/** The kinds a hold can name (a record with its own number). */
const HOLD_KINDS: { value: RetentionKind; label: string }[] = [
  { value: 'SIMPLE_EVALUATION', label: '간편검사' },
  { value: 'CASE', label: '사례(의뢰)' },
  { value: 'CONSULTING', label: '자문 기록' },
  { value: 'SMS', label: '문자' },
];

const REASON_RULES = [
  { required: true, whitespace: true, message: '사유를 입력해주세요.' },
  { min: 2, message: '사유를 2자 이상 입력해주세요.' },
];

/**
 * The system administrator's screen over retention and destruction (issue 28, docs/OPERATIONS.md "Retention and
 * destruction"): the schedule and its changes, what the next run will destroy, legal holds, and the runs with their
 * certificate (파기 대장, Excel).
 */
export default function RetentionPage() {
  const { message } = useFeedback();
  const { data, previousData, loading, error, refetch } = useQuery(RetentionPageQuery, { fetchPolicy: 'cache-and-network' });
  const d = data ?? previousData;
  const labels = new Map(d?.retentionRules.map((r) => [r.kind, r.label]) ?? []);
  const [editing, setEditing] = useState<Rule>();
  const [releasing, setReleasing] = useState<Hold>();
  const [ruleForm] = Form.useForm<{ periodMonths: number; reason: string }>();
  const [holdForm] = Form.useForm<{ kind: RetentionKind; recordId: string; reason: string }>();
  const [releaseForm] = Form.useForm<{ reason: string }>();
  const [changeRule, changing] = useMutation(ChangeRetentionRuleMutation);
  const [setHold, holding] = useMutation(SetLegalHoldMutation);
  const [releaseHold, releasingHold] = useMutation(ReleaseLegalHoldMutation);
  const [downloading, setDownloading] = useState<number>();

  const saveRule = async (v: { periodMonths: number; reason: string }) => {
    if (!editing) return;
    try {
      await changeRule({ variables: { kind: editing.kind, input: { periodMonths: v.periodMonths, reason: v.reason.trim() } } });
      message.success('저장 되었습니다.');
      setEditing(undefined);
      void refetch();
    } catch (e) {
      message.error(errorMessage(e, '보존 기간을 바꾸지 못했습니다.'));
    }
  };
  const addHold = async (v: { kind: RetentionKind; recordId: string; reason: string }) => {
    try {
      await setHold({ variables: { input: { kind: v.kind, recordId: v.recordId.trim(), reason: v.reason.trim() } } });
      message.success('법적 보존을 설정했습니다.');
      holdForm.resetFields();
      void refetch();
    } catch (e) {
      message.error(errorMessage(e, '법적 보존을 설정하지 못했습니다.'));
    }
  };
  const release = async (v: { reason: string }) => {
    if (!releasing) return;
    try {
      await releaseHold({ variables: { id: releasing.id, input: { reason: v.reason.trim() } } });
      message.success('법적 보존을 해제했습니다.');
      setReleasing(undefined);
      void refetch();
    } catch (e) {
      message.error(errorMessage(e, '법적 보존을 해제하지 못했습니다.'));
    }
  };
  const certificate = async (run: Run, as: 'excel' | 'pdf') => {
    setDownloading(run.id);
    try {
      const ext = as === 'excel' ? 'xlsx' : 'pdf';
      saveBlob(await restBlob('GET', `svs-u/retention/runs/${run.id}/${as}-download`), `파기대장_${run.runDay}_${run.id}.${ext}`);
    } catch (e) {
      message.error(restErrorMessage(e, '파기 대장을 내려받지 못했습니다.'));
    } finally {
      setDownloading(undefined);
    }
  };

  const ruleColumns: TableColumnsType<Rule> = [
    { title: '기록 종류', dataIndex: 'label', key: 'label' },
    { title: '기산점', dataIndex: 'eventLabel', key: 'eventLabel' },
    {
      title: '보존 기간',
      key: 'periodMonths',
      render: (_, r) => oneLine(r.minMonths === r.maxMonths && r.periodMonths === 0 ? '기록과 함께' : `${r.periodMonths}개월`),
    },
    { title: '근거', dataIndex: 'basis', key: 'basis' },
    {
      title: '승인',
      key: 'approved',
      render: (_, r) => oneLine(r.approvedByName ? `${r.approvedByName} · ${formatDate(r.approvedAt)}` : '기본값'),
    },
    { title: '자동 파기', key: 'automated', render: (_, r) => (r.automated ? <Tag color="green">적용</Tag> : <Tag>예정</Tag>) },
    {
      title: '변경',
      key: 'edit',
      render: (_, r) =>
        r.minMonths === r.maxMonths ? (
          '-'
        ) : (
          <Button
            size="small"
            aria-label={`${r.label} 보존 기간 변경`}
            onClick={() => {
              ruleForm.setFieldsValue({ periodMonths: r.periodMonths, reason: '' });
              setEditing(r);
            }}
          >
            변경
          </Button>
        ),
    },
  ];
  const previewColumns: TableColumnsType<Preview> = [
    { title: '기록 종류', dataIndex: 'label', key: 'label' },
    { title: '보존 기간', key: 'periodMonths', render: (_, r) => oneLine(`${r.periodMonths}개월`) },
    { title: '파기 대상', dataIndex: 'cutoff', key: 'cutoff' },
    { title: '파기 예정', dataIndex: 'due', key: 'due', align: 'right', render: (n: number) => oneLine(`${n.toLocaleString('ko-KR')}건`) },
    { title: '법적 보존', dataIndex: 'held', key: 'held', align: 'right', render: (n: number) => oneLine(`${n.toLocaleString('ko-KR')}건`) },
  ];
  const holdColumns: TableColumnsType<Hold> = [
    { title: '기록 종류', dataIndex: 'kind', key: 'kind', render: (k: RetentionKind) => HOLD_KINDS.find((h) => h.value === k)?.label ?? labels.get(k) ?? k },
    { title: '기록 번호', dataIndex: 'recordId', key: 'recordId' },
    { title: '사유', dataIndex: 'reason', key: 'reason' },
    { title: '설정', key: 'set', render: (_, h) => oneLine(`${h.setByName ?? ''} ${formatDateTime(h.setAt)}`) },
    {
      title: '해제',
      key: 'release',
      render: (_, h) => (
        <Button
          size="small"
          aria-label={`기록 번호 ${h.recordId} 법적 보존 해제`}
          onClick={() => {
            releaseForm.resetFields();
            setReleasing(h);
          }}
        >
          해제
        </Button>
      ),
    },
  ];
  const runColumns: TableColumnsType<Run> = [
    { title: '파기일', dataIndex: 'runDay', key: 'runDay', render: (v: string) => oneLine(v) },
    { title: '상태', dataIndex: 'status', key: 'status', render: (s: string) => (s === 'DONE' ? '완료' : '진행 중') },
    { title: '파기 건수', dataIndex: 'destroyed', key: 'destroyed', align: 'right', render: (n: number) => oneLine(`${n.toLocaleString('ko-KR')}건`) },
    { title: '완료 시각', dataIndex: 'finishedAt', key: 'finishedAt', render: (v?: string | null) => oneLine(v ? formatDateTime(v) : '-') },
    {
      title: '파기 대장',
      key: 'certificate',
      render: (_, r) => (
        <Space size="small">
          <Button size="small" disabled={downloading === r.id} aria-label={`${r.runDay} 파기 대장 엑셀 다운로드`} onClick={() => void certificate(r, 'excel')}>
            엑셀
          </Button>
          <Button size="small" disabled={downloading === r.id} aria-label={`${r.runDay} 파기 대장 PDF 다운로드`} onClick={() => void certificate(r, 'pdf')}>
            PDF
          </Button>
        </Space>
      ),
    },
  ];
  const changeColumns: TableColumnsType<Change> = [
    { title: '일시', dataIndex: 'changedAt', key: 'changedAt', render: (v: string) => oneLine(formatDateTime(v)) },
    { title: '기록 종류', dataIndex: 'kind', key: 'kind', render: (k: RetentionKind) => labels.get(k) ?? k },
    { title: '변경', key: 'months', render: (_, c) => oneLine(`${c.fromMonths}개월 → ${c.toMonths}개월`) },
    { title: '사유', dataIndex: 'reason', key: 'reason' },
    { title: '변경한 사람', key: 'who', render: (_, c) => c.changedByName ?? c.changedByLogin },
  ];

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>개인정보 파기 관리</h1>}>
        <Typography.Paragraph type="secondary">
          기록 종류마다 정한 보존 기간이 지나면 매일 한 번 파기 작업이 그 기록을 데이터베이스와 파일 저장소에서 지웁니다(복구할 수
          없습니다). 법적 보존을 설정한 기록은 해제할 때까지 파기하지 않습니다.
        </Typography.Paragraph>
        {!!error && <Alert type="error" showIcon title={errorMessage(error, '불러오지 못했습니다.')} />}
      </Card>
      <Card title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>보존 기간</h2>}>
        <ListTable<Rule> label="보존 기간 목록" emptyText="보존 기간이 없습니다." columns={ruleColumns} rows={d?.retentionRules.map((r) => ({ ...r, id: r.kind }))} loading={loading} pagination={false} />
      </Card>
      <Card title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>다음 파기 예정 (오늘 기준)</h2>}>
        <ListTable<Preview> label="파기 예정 목록" emptyText="파기 예정인 기록이 없습니다." columns={previewColumns} rows={d?.retentionPreview.map((p) => ({ ...p, id: p.kind }))} loading={loading} pagination={false} />
      </Card>
      <Card title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>법적 보존</h2>}>
        <Form form={holdForm} name="legalHold" layout="inline" onFinish={addHold} style={{ marginBottom: 16, rowGap: 8 }} initialValues={{ kind: 'SIMPLE_EVALUATION' }}>
          <Form.Item name="kind" label="기록 종류" rules={[{ required: true, message: '기록 종류를 선택해주세요.' }]}>
            <Select options={HOLD_KINDS} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="recordId" label="기록 번호" rules={[{ required: true, pattern: /^\d{1,9}$/, message: '기록 번호는 숫자로 입력해주세요.' }]}>
            <Input style={{ width: 120 }} inputMode="numeric" maxLength={9} />
          </Form.Item>
          <Form.Item name="reason" label="사유" rules={REASON_RULES}>
            <Input style={{ width: 240 }} maxLength={500} />
          </Form.Item>
          <Form.Item>
            <Button htmlType="submit" loading={holding.loading}>
              보존 설정
            </Button>
          </Form.Item>
        </Form>
        <ListTable<Hold> label="법적 보존 목록" emptyText="법적 보존 중인 기록이 없습니다." columns={holdColumns} rows={d?.legalHolds} loading={loading} pagination={false} />
      </Card>
      <Card title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>파기 기록</h2>}>
        <ListTable<Run> label="파기 기록 목록" emptyText="파기 기록이 없습니다." columns={runColumns} rows={d?.destructionRuns} loading={loading} pagination={{ pageSize: 20 }} />
      </Card>
      <Card title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>보존 기간 변경 이력</h2>}>
        <ListTable<Change> label="보존 기간 변경 이력" emptyText="변경 이력이 없습니다." columns={changeColumns} rows={d?.retentionRuleChanges} loading={loading} pagination={{ pageSize: 20 }} />
      </Card>
      <Modal
        title={editing ? `${editing.label} 보존 기간 변경` : ''}
        open={!!editing}
        okText="저장"
        cancelText="취소"
        confirmLoading={changing.loading}
        onOk={() => ruleForm.submit()}
        onCancel={() => setEditing(undefined)}
        destroyOnHidden
        forceRender
      >
        <Form form={ruleForm} name="retentionRule" layout="vertical" onFinish={saveRule}>
          <Form.Item
            name="periodMonths"
            label={editing ? `보존 기간(개월, ${editing.minMonths}~${editing.maxMonths}, 기본 ${editing.defaultMonths})` : '보존 기간(개월)'}
            rules={[{ required: true, message: '보존 기간을 입력해주세요.' }]}
          >
            <InputNumber min={editing?.minMonths} max={editing?.maxMonths} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="reason" label="변경 사유" rules={REASON_RULES}>
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        title="법적 보존 해제"
        open={!!releasing}
        okText="해제"
        cancelText="취소"
        confirmLoading={releasingHold.loading}
        onOk={() => releaseForm.submit()}
        onCancel={() => setReleasing(undefined)}
        destroyOnHidden
        forceRender
      >
        <Form form={releaseForm} name="holdRelease" layout="vertical" onFinish={release}>
          <Form.Item name="reason" label="해제 사유" rules={REASON_RULES}>
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
