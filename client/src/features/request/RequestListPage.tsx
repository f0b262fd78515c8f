import { useQuery } from '@apollo/client/react';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Segmented, Select, Space, Tag } from 'antd';
import { useState, type HTMLAttributes } from 'react';
import { Link, useNavigate } from 'react-router';
import { saveBlob } from '../../app/api';
import { paths } from '../../app/paths';
import { rowOpens } from '../../shared/ui/rowOpens';
import type { RequestListPageQueryQuery, RequestSortField, RequestStatus } from '../../gql/graphql';
import { sortByInput, sortParam, useUrlSort } from '../../shared/sort';
import { ExcelReasonDialog } from '../../shared/ui/ExcelReasonDialog';
import { LinkButton } from '../../shared/ui/LinkButton';
import { ScreeningCrisisTag } from '../../shared/ui/ScreeningCrisisTag';
import { formatDate } from '../../shared/validators';
import { useListParams } from '../../shared/listParams';
import { ariaSort, SortHeader } from '../../shared/ui/SortHeader';
import { DraftList } from './DraftList';
import { FILED_STATUS_LABELS, GENDER_LABELS, labelOf, options, SORTABLE, STATUS_COLORS, STEP_LABELS, TYPE_LABELS } from './labels';
import { excelBody, filterProblem, filterVariables, REQUEST_FILTER_KEYS, type RequestFilters } from './listFilters';
import { RequestAbilitiesQuery, RequestListPageQuery } from './operations';
import { downloadRequestExcel } from './rest';
import { oneLine } from '../../shared/ui/oneLine';
import type { ListColumn } from '../../shared/ui/listColumns';
import { ListTable, SearchButtons } from '../../shared/ui/listParts';

type Row = RequestListPageQueryQuery['requests']['content'][number];
export type RequestListMode = 'requester' | 'center';

const ALL = 'ALL';
const EMPTY: Record<string, null> = Object.fromEntries(REQUEST_FILTER_KEYS.map((k) => [k, null]));

interface FormValues {
  status?: string;
  progressStep?: string;
  requestType?: string;
  search?: string;
}

const fromForm = (v: FormValues): RequestFilters => ({
  status: v.status || undefined,
  progressStep: v.progressStep && v.progressStep !== ALL ? v.progressStep : undefined,
  requestType: v.requestType || undefined,
  search: v.search?.trim() || undefined,
});

const TITLES: Record<RequestListMode, string> = { requester: '의뢰 내역', center: '의뢰 관리' };
/** The filters in the URL, and the requester's choice of list (searchTemp=Y: its drafts). */
const LIST_KEYS = [...REQUEST_FILTER_KEYS, 'searchTemp'] as const;

/**
 * /auth/request-hist/list (the requester's, menu 00008) and /auth/request-hist/admin (the center's): the requests
 * the caller may see, filtered, sorted on several columns and paged in the URL, with an Excel download. The
 * requester's page also lists its drafts (임시저장), continued on the register form.
 */
export function RequestList({ mode }: { mode: RequestListMode }) {
  const { filters, setFilters, page, size, pagination } = useListParams(LIST_KEYS);
  // the requester's 임시저장 (search.searchTemp=Y): its own drafts, in their own list
  const drafts = mode === 'requester' && filters.searchTemp === 'Y';
  const { sorts, toggle } = useUrlSort(SORTABLE);
  const [form] = Form.useForm<FormValues>();
  const [problem, setProblem] = useState<string>();
  const [excelOpen, setExcelOpen] = useState(false);

  const variables = { ...filterVariables(filters), sortBy: sortByInput<RequestSortField>(sorts), page, size };
  const { data, previousData, loading, error } = useQuery(RequestListPageQuery, { variables, fetchPolicy: 'cache-and-network', skip: drafts });
  const abilities = useQuery(RequestAbilitiesQuery, { skip: mode !== 'requester' });
  const list = (data ?? previousData)?.requests;
  const navigate = useNavigate();
  const detailPath = mode === 'center' ? paths.requestHistAdminDetail : paths.requestHistDetail;

  const submit = (values: FormValues) => {
    const next = fromForm(values);
    const bad = filterProblem(next);
    setProblem(bad);
    if (!bad) setFilters({ ...EMPTY, ...next });
  };

  const reset = () => {
    form.setFieldsValue({ status: undefined, progressStep: ALL, requestType: undefined, search: undefined });
    setProblem(undefined);
    setFilters(EMPTY);
  };

  const sortable = (title: string, field: string) => ({
    title: <SortHeader title={title} field={field} sorts={sorts} onToggle={toggle} />,
    onHeaderCell: () => ({ 'aria-sort': ariaSort(sorts, field) }) as HTMLAttributes<HTMLElement>,
  });

  // 13 columns in a 1280 px screen's table: the class under the student, the closing date under the filing date
  const columns: ListColumn<Row>[] = [
    { title: '번호', dataIndex: 'id', key: 'id', render: (id: number) => <Link to={detailPath(id)}>{id}</Link> },
    { ...sortable('의뢰일', 'requestDate'), dataIndex: 'requestDate', key: 'requestDate', render: (d: string) => oneLine(formatDate(d)) },
    { ...sortable('유형', 'requestType'), dataIndex: 'requestType', key: 'requestType', render: (v: Row['requestType']) => TYPE_LABELS[v] },
    {
      ...sortable('학생', 'targetName'),
      key: 'targetName',
      render: (_, r) => (
        <Space size={4} wrap>
          <Link to={detailPath(r.id)}>
            {r.requestTarget.name} ({labelOf(GENDER_LABELS, r.requestTarget.gender)}, {r.requestTarget.birthYear})
          </Link>
          {r.screeningCrisis && <ScreeningCrisisTag />}
        </Space>
      ),
    },
    { title: '학년/반', key: 'grade', under: 'targetName', render: (_, r) => (r.grade ? `${r.grade}학년${r.classNo ? ` ${r.classNo}반` : ''}` : '-') },
    { title: '학생 휴대전화', key: 'mobile', render: (_, r) => (r.requestTarget.mobile ? oneLine(r.requestTarget.mobile) : '-') },
    { ...sortable('학교', 'schoolName'), dataIndex: 'schoolName', key: 'schoolName' },
    ...(mode === 'center' ? [] : [{ title: '센터', dataIndex: 'centerName', key: 'centerName', render: (v: string | null) => v ?? '-' }]),
    { ...sortable('의뢰자', 'requesterName'), dataIndex: 'requesterName', key: 'requesterName' },
    {
      ...sortable('상태', 'status'),
      key: 'status',
      render: (_, r) => <Tag color={STATUS_COLORS[r.status]}>{r.statusName}</Tag>,
    },
    { ...sortable('진행 단계', 'progressStep'), key: 'progressStep', render: (_, r) => r.progressStepName ?? '-' },
    { title: '사례 담당자', dataIndex: 'caseManagerName', key: 'caseManagerName', render: (v: string | null) => v ?? '-' },
    { ...sortable('종결일', 'closingDate'), dataIndex: 'closingDate', key: 'closingDate', under: 'requestDate', render: (v: string | null) => (v ? oneLine(v) : '-') },
  ];

  return (
    <Card
      title={TITLES[mode]}
      extra={
        <Space wrap>
          {abilities.data?.abilities.fileRequest && (
            <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to={paths.requestRegister()}>
              의뢰 등록
            </LinkButton>
          )}
          {!drafts && (
            <Button icon={<DownloadOutlined aria-hidden />} onClick={() => setExcelOpen(true)}>
              엑셀 다운로드
            </Button>
          )}
        </Space>
      }
    >
      {mode === 'requester' && (
        <Segmented<'N' | 'Y'>
          aria-label="목록 종류"
          style={{ marginBottom: 16 }}
          value={drafts ? 'Y' : 'N'}
          options={[
            { value: 'N', label: '의뢰 내역' },
            { value: 'Y', label: '임시저장' },
          ]}
          onChange={(v) => {
            setProblem(undefined);
            setFilters({ ...EMPTY, searchTemp: v === 'Y' ? 'Y' : null });
          }}
        />
      )}
      {drafts ? (
        <DraftList page={page} size={size} pagination={pagination} />
      ) : (
        <>
          <Form<FormValues>
            key={JSON.stringify(filters)}
            form={form}
            layout="inline"
            initialValues={{ ...filters, progressStep: filters.progressStep ?? ALL }}
            onFinish={submit}
            style={{ marginBottom: 16, rowGap: 8 }}
            aria-label="의뢰 검색"
          >
            <Form.Item label="상태" name="status" htmlFor="rq-filter-status">
              <Select<RequestStatus> id="rq-filter-status" allowClear placeholder="전체" options={options(FILED_STATUS_LABELS)} style={{ width: 150 }} />
            </Form.Item>
            <Form.Item label="진행 단계" name="progressStep" htmlFor="rq-filter-step">
              <Select id="rq-filter-step" options={[{ value: ALL, label: '전체 (ALL)' }, ...options(STEP_LABELS)]} style={{ width: 140 }} />
            </Form.Item>
            <Form.Item label="유형" name="requestType" htmlFor="rq-filter-type">
              <Select id="rq-filter-type" allowClear placeholder="전체" options={options(TYPE_LABELS)} style={{ width: 140 }} />
            </Form.Item>
            <Form.Item label="검색어" name="search" htmlFor="rq-filter-search">
              <Input id="rq-filter-search" allowClear maxLength={50} placeholder="학생, 학교 또는 의뢰자 이름" style={{ width: 220 }} />
            </Form.Item>
            <SearchButtons onReset={reset} />
          </Form>
          {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} role="alert" />}
          <ListTable<Row>
            label={`${TITLES[mode]} 목록`} emptyText="의뢰가 없습니다." error={error} loadFailed="의뢰 목록을 불러오지 못했습니다."
            columns={columns} rows={list?.content} loading={loading} pagination={pagination(list, '건')}
            phoneColumns={['targetName', 'status']}
            onRow={(r) => rowOpens(() => navigate(detailPath(r.id)))}
          />
        </>
      )}
      <ExcelReasonDialog
        open={excelOpen}
        onClose={() => setExcelOpen(false)}
        defaultName="의뢰목록"
        description="검색 조건과 정렬이 적용된 목록을 내려받습니다. 연락처는 가려서 저장됩니다."
        idPrefix="rq"
        download={async (name, reason) => {
          const { blob, fileName } = await downloadRequestExcel(excelBody(filters, sortParam(sorts), name, reason));
          saveBlob(blob, fileName);
        }}
      />
    </Card>
  );
}

/** The Excel download: the filtered, sorted list as on screen; the reason is required and written to the access log. */
export function RequesterListPage() {
  return <RequestList mode="requester" />;
}
export function CenterListPage() {
  return <RequestList mode="center" />;
}
