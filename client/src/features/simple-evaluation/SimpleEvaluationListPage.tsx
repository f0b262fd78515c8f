import { useMutation, useQuery } from '@apollo/client/react';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, DatePicker, Form, Input, Modal, Select, Space, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useContext, useEffect, useState, type HTMLAttributes } from 'react';
import { AlarmTickContext } from '../alarm/useAlarmStream';
import { Link, useNavigate } from 'react-router';
import { errorMessage as restErrorMessage, saveBlob } from '../../app/api';
import { paths } from '../../app/paths';
import { rowOpens } from '../../shared/ui/rowOpens';
import { useSession } from '../../app/session';
import type { ConsentState, EvaluationSchoolType, EvaluationSortField, Gender, SimpleEvaluationListPageQueryQuery } from '../../gql/graphql';
import { sortByInput, sortParam, useUrlSort } from '../../shared/sort';
import { LinkButton } from '../../shared/ui/LinkButton';
import { formatDate, maskMobile, withParticle } from '../../shared/validators';
import { useFeedback } from '../../shared/ui/feedback';
import { errorMessage } from '../../shared/graphqlError';
import { useListParams, dayFromParam, dayToParam } from '../../shared/listParams';
import { SchoolSelect } from '../../shared/ui/pickers';
import {
  CONSENT_COLORS,
  CONSENT_LABELS,
  DONE_LABELS,
  GENDER_LABELS,
  options,
  RANGE_LABELS,
  TOP_RANGE_LABELS,
  SCHOOL_TARGET_LABELS,
  SE_MESSAGES,
  SORTABLE,
} from './labels';
import { excelBody, filterProblem, filterVariables, SE_FILTER_KEYS, type SeFilters } from './listFilters';
import { DeleteSimpleEvaluationsMutation, RescoreMutation, SimpleEvaluationAbilitiesQuery, SimpleEvaluationListPageQuery } from './operations';
import { ConcernTags } from './RangeTag';
import { downloadEvaluationExcel } from './rest';
import { ariaSort, SortHeader } from '../../shared/ui/SortHeader';
import { oneLine } from '../../shared/ui/oneLine';
import type { ListColumn } from '../../shared/ui/listColumns';
import { ListTable, SearchButtons } from '../../shared/ui/listParts';

type Row = SimpleEvaluationListPageQueryQuery['simpleEvaluations']['content'][number];

const DAY = 'YYYY-MM-DD';

interface FormValues {
  schoolId?: string;
  year?: string;
  schoolTargetType?: string;
  gender?: string;
  isDone?: string;
  range?: string;
  topRange?: string;
  crisis?: string;
  consentState?: string;
  studentCode?: string;
  fromDate?: Dayjs | null;
  toDate?: Dayjs | null;
}

const toForm = (f: SeFilters): FormValues => ({
  ...f,
  fromDate: dayFromParam(f.fromDate),
  toDate: dayFromParam(f.toDate),
});

const fromForm = (v: FormValues): SeFilters => ({
  schoolId: v.schoolId || undefined,
  year: v.year || undefined,
  schoolTargetType: v.schoolTargetType || undefined,
  gender: v.gender || undefined,
  isDone: v.isDone || undefined,
  range: v.range || undefined,
  topRange: v.topRange || undefined,
  crisis: v.crisis || undefined,
  consentState: v.consentState || undefined,
  studentCode: v.studentCode?.trim() || undefined,
  fromDate: dayToParam(v.fromDate),
  toDate: dayToParam(v.toDate),
});

const EMPTY: Record<string, null> = Object.fromEntries(SE_FILTER_KEYS.map((k) => [k, null]));

function yearOptions(now = new Date().getFullYear()) {
  return Array.from({ length: 6 }, (_, i) => String(now - i)).map((y) => ({ value: y, label: `${y}년` }));
}

/** /auth/simple-evaluation/list (menu 00020): filters, sorting on several columns, paging, Excel, delete. */
export default function SimpleEvaluationListPage() {
  const { message, modal } = useFeedback();
  const { user } = useSession();
  const { page, size, filters, setFilters, pagination } = useListParams(SE_FILTER_KEYS);
  const navigate = useNavigate();
  const { sorts, toggle } = useUrlSort(SORTABLE);
  const [form] = Form.useForm<FormValues>();
  const [problem, setProblem] = useState<string>();
  const [selected, setSelected] = useState<number[]>([]);
  const [excelOpen, setExcelOpen] = useState(false);

  const variables = { ...filterVariables(filters), sortBy: sortByInput<EvaluationSortField>(sorts), page, size };
  const { data, previousData, loading, error, refetch } = useQuery(SimpleEvaluationListPageQuery, { variables, fetchPolicy: 'cache-and-network' });
  const { data: abilities } = useQuery(SimpleEvaluationAbilitiesQuery);
  // a new alarm (a crisis raised or handled) may change the rows on screen: the list follows live
  const tick = useContext(AlarmTickContext);
  useEffect(() => {
    if (tick) void refetch();
  }, [tick, refetch]);
  const [remove, removing] = useMutation(DeleteSimpleEvaluationsMutation);
  const [rescore, rescoring] = useMutation(RescoreMutation);
  const list = (data ?? previousData)?.simpleEvaluations;
  const rows = list?.content ?? [];
  const chosen = rows.filter((r) => selected.includes(r.id));
  const mayRegister = !!abilities?.abilities.registerSimpleEvaluation;
  const mayRescore = !!abilities?.abilities.manageNormSets;

  const submit = (values: FormValues) => {
    const next = fromForm(values);
    const bad = filterProblem(next);
    setProblem(bad);
    if (!bad) {
      setSelected([]);
      setFilters({ ...EMPTY, ...next });
    }
  };

  const reset = () => {
    form.setFieldsValue(Object.fromEntries(SE_FILTER_KEYS.map((k) => [k, undefined])) as FormValues);
    setProblem(undefined);
    setSelected([]);
    setFilters(EMPTY);
  };

  const confirmDelete = (ids: number[], label: string) =>
    modal.confirm({
      title: '간편검사 삭제',
      content: `${withParticle(label, '을/를')} 삭제하시겠습니까? 삭제한 검사는 되돌릴 수 없습니다.`,
      okText: '삭제',
      okButtonProps: { danger: true },
      cancelText: '취소',
      onOk: async () => {
        try {
          await remove({ variables: { ids } });
          message.success(SE_MESSAGES.deleted);
          setSelected([]);
          await refetch();
        } catch (e) {
          message.error(errorMessage(e, '삭제하지 못했습니다.'));
        }
      },
    });

  const doRescore = async () => {
    try {
      await rescore({ variables: { ids: chosen.map((r) => r.id) } });
      message.success(SE_MESSAGES.saved);
      setSelected([]);
      await refetch();
    } catch (e) {
      message.error(errorMessage(e, '다시 채점하지 못했습니다.'));
    }
  };

  const sortable = (title: string, field: string) => ({
    title: <SortHeader title={title} field={field} sorts={sorts} onToggle={toggle} />,
    onHeaderCell: () => ({ 'aria-sort': ariaSort(sorts, field) }) as HTMLAttributes<HTMLElement>,
  });

  // 12 columns in a 1280 px screen's table: the school under the number, the answer under the consent, the completion
  // date under the registration date
  const columns: ListColumn<Row>[] = [
    {
      ...sortable('관리번호', 'studentCode'),
      key: 'studentCode',
      render: (_, r) => <Link to={paths.simpleEvaluationDetail(r.id)}>{oneLine(r.studentCode)}</Link>,
    },
    { title: '학교', dataIndex: 'schoolName', key: 'schoolName', under: 'studentCode', render: (v: string | null) => v ?? '-' },
    { ...sortable('연도', 'year'), dataIndex: 'year', key: 'year' },
    { ...sortable('학교급', 'schoolTargetType'), dataIndex: 'schoolTargetType', key: 'schoolTargetType', render: (v: EvaluationSchoolType) => SCHOOL_TARGET_LABELS[v] },
    { ...sortable('성별', 'gender'), dataIndex: 'gender', key: 'gender', render: (v: Gender) => GENDER_LABELS[v] },
    { title: '휴대전화번호', dataIndex: 'mobile', key: 'mobile', render: (v: string | null) => (v ? oneLine(maskMobile(v)) : '-') },
    {
      ...sortable('동의 상태', 'consentState'),
      dataIndex: 'consentState',
      key: 'consentState',
      render: (v: ConsentState) => <Tag color={CONSENT_COLORS[v]}>{CONSENT_LABELS[v]}</Tag>,
    },
    {
      ...sortable('응답', 'isDone'),
      key: 'isDone',
      under: 'consentState',
      render: (_, r) => (r.isNotImplemented === 'Y' ? '미실시' : DONE_LABELS[r.isDone] ?? r.isDone),
    },
    { ...sortable('구간', 'totalT'), key: 'totalRange', render: (_, r) => <ConcernTags row={r} /> },
    { ...sortable('등록일', 'createdAt'), dataIndex: 'createdAt', key: 'createdAt', render: (d: string) => oneLine(formatDate(d)) },
    { ...sortable('완료일', 'doneAt'), dataIndex: 'doneAt', key: 'doneAt', under: 'createdAt', render: (d: string | null) => oneLine(formatDate(d) || '-') },
    {
      title: '관리',
      key: 'actions',
      render: (_, r) =>
        r.can.delete ? (
          <Button size="small" danger onClick={() => confirmDelete([r.id], `관리번호 ${r.studentCode}`)} aria-label={`${r.studentCode} 삭제`}>
            삭제
          </Button>
        ) : null,
    },
  ];

  const allDeletable = chosen.length > 0 && chosen.every((r) => r.can.delete);
  const allRescorable = chosen.length > 0 && chosen.every((r) => r.can.rescore);

  return (
    <Card
      title="간편검사 목록"
      extra={
        <Space wrap>
          {mayRescore && <LinkButton to={paths.simpleEvaluationNormSets()}>규준 관리</LinkButton>}
          {mayRegister && (
            <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to={paths.simpleEvaluationRegister()}>
              등록
            </LinkButton>
          )}
          <Button icon={<DownloadOutlined aria-hidden />} onClick={() => setExcelOpen(true)}>
            엑셀 다운로드
          </Button>
        </Space>
      }
    >
      <Form<FormValues>
        key={JSON.stringify(filters)}
        form={form}
        layout="inline"
        initialValues={toForm(filters)}
        onFinish={submit}
        style={{ marginBottom: 16, rowGap: 8 }}
        aria-label="간편검사 검색"
      >
        {!user?.schoolId && (
          <Form.Item label="학교" name="schoolId" htmlFor="se-filter-school">
            <SchoolSelect<string> id="se-filter-school" style={{ width: 220 }} />
          </Form.Item>
        )}
        <Form.Item label="연도" name="year" htmlFor="se-filter-year">
          <Select id="se-filter-year" allowClear placeholder="전체" options={yearOptions()} style={{ width: 110 }} />
        </Form.Item>
        <Form.Item label="학교급" name="schoolTargetType" htmlFor="se-filter-type">
          <Select id="se-filter-type" allowClear placeholder="전체" options={options(SCHOOL_TARGET_LABELS)} style={{ width: 110 }} />
        </Form.Item>
        <Form.Item label="성별" name="gender" htmlFor="se-filter-gender">
          <Select id="se-filter-gender" allowClear placeholder="전체" options={options(GENDER_LABELS)} style={{ width: 90 }} />
        </Form.Item>
        <Form.Item label="응답" name="isDone" htmlFor="se-filter-done">
          <Select id="se-filter-done" allowClear placeholder="전체" options={options(DONE_LABELS)} style={{ width: 110 }} />
        </Form.Item>
        <Form.Item label="구간" name="range" htmlFor="se-filter-range">
          <Select id="se-filter-range" allowClear placeholder="전체" options={options(RANGE_LABELS)} style={{ width: 130 }} />
        </Form.Item>
        <Form.Item label="가장 높은 구간" name="topRange" htmlFor="se-filter-top" tooltip="영역 하나라도, 또는 위기 응답이면 그 구간으로 찾습니다">
          <Select id="se-filter-top" allowClear placeholder="전체" options={options(TOP_RANGE_LABELS)} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="위기" name="crisis" htmlFor="se-filter-crisis">
          <Select id="se-filter-crisis" allowClear placeholder="전체" options={[{ value: 'Y', label: '위기 응답만' }]} style={{ width: 130 }} />
        </Form.Item>
        <Form.Item label="동의 상태" name="consentState" htmlFor="se-filter-consent">
          <Select id="se-filter-consent" allowClear placeholder="전체" options={options(CONSENT_LABELS)} style={{ width: 150 }} />
        </Form.Item>
        <Form.Item label="관리번호" name="studentCode" htmlFor="se-filter-code">
          <Input id="se-filter-code" allowClear maxLength={40} placeholder="일부만 입력해도 됩니다" style={{ width: 190 }} />
        </Form.Item>
        <Form.Item label="등록일" name="fromDate" htmlFor="se-filter-from">
          <DatePicker id="se-filter-from" format={DAY} placeholder="시작일" style={{ width: 140 }} />
        </Form.Item>
        <Form.Item label="~" name="toDate" htmlFor="se-filter-to" colon={false}>
          <DatePicker id="se-filter-to" format={DAY} placeholder="종료일" aria-label="등록일 종료일" style={{ width: 140 }} />
        </Form.Item>
        <SearchButtons onReset={reset} />
      </Form>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} role="alert" />}
      {error && <Alert type="error" showIcon title={errorMessage(error, '간편검사 목록을 불러오지 못했습니다.')} style={{ marginBottom: 16 }} />}
      {chosen.length > 0 && (
        <Space style={{ marginBottom: 12 }} wrap>
          <Typography.Text>{chosen.length}건 선택</Typography.Text>
          {allDeletable && (
            <Button danger loading={removing.loading} onClick={() => confirmDelete(chosen.map((r) => r.id), `선택한 ${chosen.length}건`)}>
              선택 삭제
            </Button>
          )}
          {mayRescore && allRescorable && (
            <Button loading={rescoring.loading} onClick={() => void doRescore()}>
              사용 중인 규준으로 다시 채점
            </Button>
          )}
        </Space>
      )}
      <ListTable<Row>
        label="간편검사 목록" emptyText="간편검사가 없습니다."
        columns={columns} rows={rows} loading={loading} pagination={pagination(list, '건')}
        phoneColumns={['studentCode', 'isDone']}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as number[]),
          getCheckboxProps: (r) => ({ 'aria-label': `${r.studentCode} 선택` }),
        }}
        onRow={(r) => rowOpens(() => navigate(paths.simpleEvaluationDetail(r.id)))}
      />
      <ExcelDialog open={excelOpen} onClose={() => setExcelOpen(false)} body={(name) => excelBody(filters, sortParam(sorts), name)} />
    </Card>
  );
}

/** The Excel download dialog: the filtered, sorted list as on screen; the file keeps the server's name. */
function ExcelDialog({ open, onClose, body }: { open: boolean; onClose(): void; body(name: string): Record<string, unknown> }) {
  const { message } = useFeedback();
  const [name, setName] = useState('간편검사');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const bad = /[\\/:*?"<>|]/.test(name);
  const run = async () => {
    setBusy(true);
    try {
      const b = body(name.trim() || '간편검사');
      if (reason.trim()) b.reason = reason.trim();
      const { blob, fileName } = await downloadEvaluationExcel(b);
      saveBlob(blob, fileName);
      onClose();
    } catch (e) {
      message.error(restErrorMessage(e, '엑셀 파일을 내려받지 못했습니다. 잠시 후 다시 시도해주세요.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title="엑셀 다운로드" open={open} onCancel={onClose} onOk={() => void run()} okText="내려받기" cancelText="취소" okButtonProps={{ loading: busy, disabled: bad }} destroyOnHidden>
      <Typography.Paragraph>검색 조건과 정렬이 적용된 목록을 내려받습니다. 휴대전화번호는 가려서 저장되며, 내려받은 기록이 남습니다.</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label="파일 이름" htmlFor="se-excel-name" validateStatus={bad ? 'error' : undefined} help={bad ? '파일 이름에 쓸 수 없는 문자가 있습니다.' : undefined}>
          <Input id="se-excel-name" value={name} maxLength={50} onChange={(e) => setName(e.target.value)} />
        </Form.Item>
        <Form.Item label="내려받는 사유 (선택)" htmlFor="se-excel-reason">
          <Input.TextArea id="se-excel-reason" value={reason} maxLength={200} rows={2} onChange={(e) => setReason(e.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
