import { useMutation, useQuery } from '@apollo/client/react';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Form, Input, Progress, Space, Spin, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { errorMessage as restErrorMessage, saveBlob } from '../../app/api';
import { paths } from '../../app/paths';
import type { InterpretationInput, NormSetPageQueryQuery, ScoreRange } from '../../gql/graphql';
import { LinkButton } from '../../shared/ui/LinkButton';
import { formatDateTime } from '../../shared/validators';
import { ScrollRegion } from '../../shared/ui/ScrollRegion';
import { useFeedback } from '../../shared/ui/feedback';
import { errorMessage } from '../../shared/graphqlError';
import { GENDER_LABELS, RANGE_LABELS, SCHOOL_TARGET_LABELS, SE_MESSAGES } from './labels';
import { ActivateNormSetMutation, NormSetPageQuery, SimpleEvaluationAbilitiesQuery, UpdateInterpretationsMutation } from './operations';
import { RangeTag } from './RangeTag';
import { downloadNormTemplate, normSetUpload, type NormImportAnswer, type NormImportError } from './rest';
import { oneLine } from '../../shared/ui/oneLine';

type Data = NormSetPageQueryQuery;
type Group = Data['activeNormSet']['groups'][number];
type Scale = Group['scales'][number];
type Interp = Data['evaluationInterpretations'][number];

const VERSION = /^[A-Za-z0-9._-]{1,50}$/;
const RANGE_ORDER: ScoreRange[] = ['GENERAL', 'ATTENTION', 'PRIORITY_ATTENTION'];

const demoTag = (demo: boolean) => (demo ? <Tag color="orange">시연용</Tag> : null);

/** /auth/simple-evaluation/norm-sets (administrators): the active norm set, import, activation, interpretation texts. */
export default function NormSetPage() {
  const abilities = useQuery(SimpleEvaluationAbilitiesQuery);
  const admin = abilities.data?.abilities.manageNormSets;
  const { data, error, loading, refetch } = useQuery(NormSetPageQuery, { skip: !admin, fetchPolicy: 'cache-and-network' });

  if (abilities.loading) return <Card title="규준 관리"><Spin /></Card>;
  if (!admin) return <Card title="규준 관리"><Alert type="warning" showIcon title="규준은 시스템 관리자만 관리할 수 있습니다." /></Card>;

  return (
    <Card title="규준 관리" extra={<LinkButton to={paths.simpleEvaluationList()}>간편검사 목록</LinkButton>}>
      {error && <Alert type="error" showIcon title={errorMessage(error, '규준을 불러오지 못했습니다.')} style={{ marginBottom: 16 }} />}
      {loading && !data && <Spin />}
      {data && (
        <Tabs
          tabBarGutter={16}
          items={[
            { key: 'active', label: '사용 중', children: <ActiveSet set={data.activeNormSet} /> },
            { key: 'sets', label: '가져오기', children: <NormSets sets={data.normSets} onChange={() => void refetch()} /> },
            { key: 'texts', label: '해석 문구', children: <Interpretations rows={data.evaluationInterpretations} onSaved={() => void refetch()} /> },
          ]}
        />
      )}
    </Card>
  );
}

function PercentileTable({ scale }: { scale: Scale }) {
  return (
    <Table
      rowKey="raw"
      size="small"
      pagination={{ pageSize: 20, showSizeChanger: false }}
      dataSource={scale.percentiles}
      columns={[
        { title: '원점수', dataIndex: 'raw', key: 'raw', align: 'right' },
        { title: '백분위', dataIndex: 'percentile', key: 'percentile', align: 'right', render: (p: number) => p.toFixed(1) },
      ]}
      aria-label={`${scale.name} 백분위표`}
    />
  );
}

function ActiveSet({ set }: { set: Data['activeNormSet'] }) {
  const columns: TableColumnsType<Scale> = [
    { title: '영역', dataIndex: 'name', key: 'name' },
    { title: '코드', dataIndex: 'scale', key: 'scale', width: 90 },
    { title: '평균', dataIndex: 'mean', key: 'mean', align: 'right', width: 100, render: (v: number) => v.toFixed(3) },
    { title: '표준편차', dataIndex: 'sd', key: 'sd', align: 'right', width: 100, render: (v: number) => v.toFixed(3) },
    { title: '백분위표', key: 'rows', width: 100, render: (_, s) => `${s.percentiles.length}행` },
  ];
  return (
    <>
      {set.demo && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title="시연용 규준입니다. 임상에 쓸 수 없으며, 실제 규준을 가져와 활성화해야 합니다." />
      )}
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="버전">
          {set.version} {demoTag(set.demo)}
        </Descriptions.Item>
        <Descriptions.Item label="이름">{set.label}</Descriptions.Item>
        <Descriptions.Item label="가져온 일시">{formatDateTime(set.importedAt)}</Descriptions.Item>
        <Descriptions.Item label="활성화 일시">{formatDateTime(set.activatedAt) || '-'}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary">
        T점수 = 10 × (원점수 − 평균) ÷ 표준편차 + 50 (소수 첫째 자리). 백분위는 백분위표에서 원점수 이하 값 중 가장 가까운 행을 읽습니다.
      </Typography.Paragraph>
      <Tabs
        size="small"
        tabBarGutter={12}
        items={set.groups.map((g) => ({
          key: `${g.schoolTargetType}-${g.gender}`,
          label: `${SCHOOL_TARGET_LABELS[g.schoolTargetType]} ${GENDER_LABELS[g.gender]}`,
          children: (
            <ScrollRegion label={`${SCHOOL_TARGET_LABELS[g.schoolTargetType]} ${GENDER_LABELS[g.gender]} 규준`}>
              <Table<Scale>
                rowKey="scale"
                size="small"
                columns={columns}
                dataSource={g.scales}
                pagination={false}
                expandable={{ expandedRowRender: (s) => <PercentileTable scale={s} />, expandRowByClick: false }}
                aria-label={`${SCHOOL_TARGET_LABELS[g.schoolTargetType]} ${GENDER_LABELS[g.gender]} 규준`}
              />
            </ScrollRegion>
          ),
        }))}
      />
    </>
  );
}

/** The import form checked before sending (the server checks again). */
export function importProblem(v: { version?: string; label?: string; file?: { name: string; size: number } }): string | undefined {
  if (!v.version || !VERSION.test(v.version)) return '규준 버전은 영문, 숫자, 점, 하이픈 50자 이내로 입력해주세요.';
  if (!v.label?.trim()) return '규준 이름을 입력해주세요.';
  if (!v.file) return '파일을 선택해주세요.';
  const n = v.file.name.toLowerCase();
  if (!n.endsWith('.csv') && !n.endsWith('.xlsx')) return 'CSV 또는 엑셀(xlsx) 파일만 올릴 수 있습니다.';
  if (v.file.size === 0) return '빈 파일입니다.';
  if (v.file.size > 5 * 1024 * 1024) return '파일은 5MB 이하만 올릴 수 있습니다.';
  return undefined;
}

function NormSets({ sets, onChange }: { sets: Data['normSets']; onChange(): void }) {
  const { message, modal } = useFeedback();
  const [activate] = useMutation(ActivateNormSetMutation);
  const [version, setVersion] = useState('');
  const [label, setLabel] = useState('');
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState<number>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [preview, setPreview] = useState<NormImportAnswer>();
  const [saved, setSaved] = useState<string>();

  const confirmActivate = (v: string) =>
    modal.confirm({
      title: '규준 활성화',
      content: `${v} 규준을 활성화하면 이후 채점은 이 규준으로 합니다. 이미 채점된 검사는 다시 채점해야 바뀝니다. 계속하시겠습니까?`,
      okText: '활성화',
      cancelText: '취소',
      onOk: async () => {
        try {
          await activate({ variables: { version: v } });
          message.success(SE_MESSAGES.saved);
          setSaved(undefined);
          onChange();
        } catch (e) {
          message.error(errorMessage(e, '활성화하지 못했습니다.'));
        }
      },
    });

  const send = async (mode: 'PREVIEW' | 'SAVE') => {
    const bad = importProblem({ version, label, file });
    setProblem(bad);
    if (bad || !file) return;
    setBusy(true);
    setProgress(0);
    try {
      const answer = await normSetUpload(file, mode, version, label.trim(), setProgress);
      setPreview(answer);
      if (mode === 'SAVE' && answer.saved) {
        message.success(SE_MESSAGES.saved);
        setSaved(version);
        onChange();
      }
    } catch (e) {
      setProblem(restErrorMessage(e, '파일을 처리하지 못했습니다.'));
    } finally {
      setBusy(false);
    }
  };

  const template = async () => {
    try {
      const { blob, fileName } = await downloadNormTemplate();
      saveBlob(blob, fileName);
    } catch (e) {
      message.error(restErrorMessage(e, '양식을 내려받지 못했습니다.'));
    }
  };

  const errorColumns: TableColumnsType<NormImportError> = [
    { title: '행', dataIndex: 'line', key: 'line', width: 70, render: (v?: number) => v ?? '-' },
    { title: '열', dataIndex: 'column', key: 'column', width: 120, render: (v?: string) => v ?? '-' },
    { title: '내용', dataIndex: 'message', key: 'message' },
  ];

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Table
        rowKey="version"
        size="small"
        dataSource={sets}
        pagination={false}
        aria-label="등록된 규준"
        columns={[
          { title: '버전', key: 'version', render: (_, s) => <>{s.version} {demoTag(s.demo)}</> },
          { title: '이름', dataIndex: 'label', key: 'label' },
          { title: '가져온 일시', dataIndex: 'importedAt', key: 'importedAt', render: (d: string) => oneLine(formatDateTime(d)) },
          { title: '상태', key: 'active', render: (_, s) => (s.active ? <Tag color="green">사용 중</Tag> : <Tag>사용 안 함</Tag>) },
          {
            title: '관리',
            key: 'actions',
            render: (_, s) =>
              s.active ? null : (
                <Button size="small" onClick={() => confirmActivate(s.version)} aria-label={`${s.version} 활성화`}>
                  활성화
                </Button>
              ),
          },
        ]}
      />

      <div>
        <Typography.Title level={5}>규준 가져오기</Typography.Title>
        <Typography.Paragraph>
          양식(시연용 규준이 채워져 있음)을 내려받아 고친 뒤 CSV 또는 엑셀 파일로 올려주세요. 먼저 확인 결과를 보여 드리고, 저장한 뒤에 따로 활성화합니다.
        </Typography.Paragraph>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void template()} style={{ marginBottom: 16 }}>
          규준 양식 내려받기
        </Button>
        <Form layout="vertical" style={{ maxWidth: 520 }} aria-label="규준 가져오기">
          <Form.Item label="규준 버전" htmlFor="norm-version" required extra="영문, 숫자, 점, 하이픈 (예: 2026.1)">
            <Input id="norm-version" value={version} maxLength={50} onChange={(e) => { setVersion(e.target.value.trim()); setPreview(undefined); }} />
          </Form.Item>
          <Form.Item label="규준 이름" htmlFor="norm-label" required>
            <Input id="norm-label" value={label} maxLength={100} onChange={(e) => setLabel(e.target.value)} />
          </Form.Item>
          <Form.Item label="파일 (CSV 또는 xlsx, 5MB 이하)" htmlFor="norm-file" required>
            <input id="norm-file" type="file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={(e) => { setFile(e.target.files?.[0]); setPreview(undefined); }} />
          </Form.Item>
          <Space wrap>
            <Button icon={<UploadOutlined aria-hidden />} onClick={() => void send('PREVIEW')} loading={busy} disabled={!file}>
              올리고 확인하기
            </Button>
            <Button type="primary" onClick={() => void send('SAVE')} loading={busy} disabled={!preview?.ok || preview.saved}>
              저장
            </Button>
            {saved && (
              <Button onClick={() => confirmActivate(saved)} type="primary" ghost>
                {saved} 활성화
              </Button>
            )}
          </Space>
        </Form>
        {busy && progress !== undefined && <Progress percent={progress} aria-label="파일 올리는 중" status="active" />}
        {problem && <Alert type="error" showIcon title={problem} role="alert" style={{ marginTop: 16 }} />}
        {preview && (
          <div style={{ marginTop: 16 }}>
            <Alert
              type={preview.ok ? 'success' : 'error'}
              showIcon
              role="status"
              title={preview.saved ? `${SE_MESSAGES.saved} 활성화하면 이후 채점에 쓰입니다.` : preview.ok ? '오류가 없습니다. 저장할 수 있습니다.' : `오류 ${preview.errors.length}건: 파일을 고쳐 다시 올려주세요.`}
              style={{ marginBottom: 12 }}
            />
            {preview.errors.length > 0 && <Table rowKey={(r) => `${r.line}-${r.column}-${r.code}-${r.message}`} size="small" columns={errorColumns} dataSource={preview.errors} aria-label="규준 파일 오류" />}
            {preview.normSet && (
              <Table
                rowKey={(g) => `${g.schoolTargetType}-${g.gender}`}
                size="small"
                pagination={false}
                dataSource={preview.normSet.groups}
                aria-label="가져올 규준 요약"
                columns={[
                  { title: '집단', key: 'group', render: (_, g) => `${SCHOOL_TARGET_LABELS[g.schoolTargetType]} ${GENDER_LABELS[g.gender]}` },
                  { title: '영역 (평균 / 표준편차)', key: 'scales', render: (_, g) => g.scales.map((s) => `${s.name} ${s.mean.toFixed(3)} / ${s.sd.toFixed(3)}`).join(', ') },
                ]}
              />
            )}
          </div>
        )}
      </div>

      <div>
        <Typography.Title level={5}>다시 채점</Typography.Title>
        <Typography.Paragraph>
          규준을 바꿔도 이미 채점된 검사는 그대로입니다. 간편검사 목록에서 완료된 검사를 골라 &lsquo;사용 중인 규준으로 다시 채점&rsquo;을 누르거나, 상세 화면에서 한 건씩 다시 채점할 수 있습니다.
        </Typography.Paragraph>
        <LinkButton to={`${paths.simpleEvaluationList()}?isDone=Y`}>완료된 검사 목록으로</LinkButton>
      </div>
    </Space>
  );
}

const rowKey = (r: { schoolType: string; scale: string; range: string }) => `${r.schoolType}:${r.scale}:${r.range}`;

function Interpretations({ rows, onSaved }: { rows: Interp[]; onSaved(): void }) {
  const { message } = useFeedback();
  const [update, { loading }] = useMutation(UpdateInterpretationsMutation);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const changed = Object.entries(edits).filter(([k, v]) => rows.find((r) => rowKey(r) === k)?.text !== v);
  const byType = useMemo(() => {
    const m = new Map<string, Interp[]>();
    for (const r of rows) m.set(r.schoolType, [...(m.get(r.schoolType) ?? []), r]);
    for (const list of m.values()) list.sort((a, b) => (a.scale === b.scale ? RANGE_ORDER.indexOf(a.range) - RANGE_ORDER.indexOf(b.range) : 0));
    return m;
  }, [rows]);
  const empty = changed.some(([, v]) => !v.trim());

  const save = async () => {
    const input: InterpretationInput[] = changed.map(([k, text]) => {
      const r = rows.find((x) => rowKey(x) === k)!;
      return { schoolType: r.schoolType, scale: r.scale, range: r.range, text: text.trim() };
    });
    try {
      await update({ variables: { rows: input } });
      message.success(SE_MESSAGES.saved);
      setEdits({});
      onSaved();
    } catch (e) {
      message.error(errorMessage(e, '저장하지 못했습니다.'));
    }
  };

  const columns: TableColumnsType<Interp> = [
    { title: '영역', dataIndex: 'scaleName', key: 'scale', width: 200 },
    { title: '구간', key: 'range', width: 130, render: (_, r) => <RangeTag range={r.range} name={r.rangeName || RANGE_LABELS[r.range]} /> },
    {
      title: '해석 문구',
      key: 'text',
      render: (_, r) => (
        <Input.TextArea
          aria-label={`${r.scaleName} ${r.rangeName} 해석 문구`}
          value={edits[rowKey(r)] ?? r.text}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={1000}
          onChange={(e) => setEdits((x) => ({ ...x, [rowKey(r)]: e.target.value }))}
        />
      ),
    },
  ];

  return (
    <>
      <Tabs
        items={[...byType.entries()].map(([type, list]) => ({
          key: type,
          label: SCHOOL_TARGET_LABELS[type as keyof typeof SCHOOL_TARGET_LABELS] ?? type,
          children: <Table<Interp> rowKey={rowKey} size="small" columns={columns} dataSource={list} pagination={false} />,
        }))}
      />
      {empty && <Alert type="error" showIcon title="해석 문구를 입력해주세요." role="alert" style={{ marginTop: 12 }} />}
      <Space style={{ marginTop: 12 }}>
        <Button type="primary" onClick={() => void save()} loading={loading} disabled={!changed.length || empty}>
          저장 {changed.length ? `(${changed.length}건)` : ''}
        </Button>
        <Button onClick={() => setEdits({})} disabled={!changed.length}>
          되돌리기
        </Button>
      </Space>
    </>
  );
}
