import { useQuery } from '@apollo/client/react';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Radio, Select, Space, Tag, type TableColumnsType } from 'antd';
import { useState, type HTMLAttributes } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { saveBlob } from '../../../app/api';
import { paths } from '../../../app/paths';
import { rowOpens } from '../../../shared/ui/rowOpens';
import type { CaseListPageQueryQuery, RequestSortField, RequestType } from '../../../gql/graphql';
import { PAGE_PARAM } from '../../../shared/paging';
import { sortByInput, sortParam, useUrlSort } from '../../../shared/sort';
import { ExcelReasonDialog } from '../../../shared/ui/ExcelReasonDialog';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { ScreeningCrisisTag } from '../../../shared/ui/ScreeningCrisisTag';
import { formatDate } from '../../../shared/validators';
import { useListParams } from '../../../shared/listParams';
import { downloadFile } from '../../../shared/download';
import { ariaSort, SortHeader } from '../../../shared/ui/SortHeader';
import { CASE_FILTER_KEYS, excelBody, filterVariables, SEARCH_MAX } from './caseList';
import { CaseOutcomesExport } from './CaseOutcomesExport';
import { isStepFilter, REQUEST_TYPE_LABELS, SORTABLE, STEP_LABELS, STEPS, type StepFilter } from './labels';
import { CaseListPageQuery, CaseStepCountsQuery } from './operations';
import { oneLine } from '../../../shared/ui/oneLine';
import { ListTable, SearchButtons } from '../../../shared/ui/listParts';

type Row = CaseListPageQueryQuery['requests']['content'][number];

interface FormValues {
  search?: string;
  requestType?: string;
}

const typeOptions = (Object.keys(REQUEST_TYPE_LABELS) as RequestType[]).map((k) => ({ value: k, label: REQUEST_TYPE_LABELS[k] }));

/**
 * /auth/case-management/list/{progressStep} (menu 00009): the approved cases, one choice per step with its count
 * (and ALL), search and type filters, sorting on several columns, paging and the Excel download, all in the URL.
 */
export default function CaseListPage() {
  const raw = useParams().progressStep;
  const step: StepFilter | undefined = isStepFilter(raw) ? raw : undefined;
  if (!step)
    return (
      <Card title="사례 관리">
        <Alert type="error" showIcon title="알 수 없는 진행 단계입니다." style={{ marginBottom: 16 }} />
        <LinkButton to={paths.caseManagementList('ALL')}>전체 사례 보기</LinkButton>
      </Card>
    );
  return <CaseList step={step} />;
}

function CaseList({ step }: { step: StepFilter }) {
  const navigate = useNavigate();
  const { page, size, filters, setFilters, pagination } = useListParams(CASE_FILTER_KEYS);
  const [params] = useSearchParams();
  const { sorts, toggle } = useUrlSort(SORTABLE);
  const [form] = Form.useForm<FormValues>();
  const [excelOpen, setExcelOpen] = useState(false);

  const variables = { ...filterVariables(step, filters), sortBy: sortByInput<RequestSortField>(sorts), page, size };
  const { data, previousData, loading, error } = useQuery(CaseListPageQuery, { variables, fetchPolicy: 'cache-and-network' });
  const { data: countData } = useQuery(CaseStepCountsQuery, { fetchPolicy: 'cache-and-network' });
  const list = (data ?? previousData)?.requests;
  const counts = new Map((countData?.requestStepCounts ?? []).map((c) => [c.progressStep, c.count]));
  const countLabel = (s: StepFilter) => (counts.has(s) ? ` ${counts.get(s)!.toLocaleString('ko-KR')}건` : '');

  /** Another step keeps the filters and the order, and starts at page 1. */
  const chooseStep = (next: StepFilter) => {
    const q = new URLSearchParams(params);
    q.delete(PAGE_PARAM);
    const search = q.toString();
    navigate(paths.caseManagementList(next) + (search ? `?${search}` : ''));
  };

  const submit = (v: FormValues) => setFilters({ search: v.search?.trim() || null, requestType: v.requestType || null });
  const reset = () => {
    form.setFieldsValue({ search: undefined, requestType: undefined });
    setFilters({ search: null, requestType: null });
  };

  const sortable = (title: string, field: string) => ({
    title: <SortHeader title={title} field={field} sorts={sorts} onToggle={toggle} />,
    onHeaderCell: () => ({ 'aria-sort': ariaSort(sorts, field) }) as HTMLAttributes<HTMLElement>,
  });

  const columns: TableColumnsType<Row> = [
    { title: '번호', dataIndex: 'id', key: 'id' },
    {
      ...sortable('학생', 'targetName'),
      key: 'targetName',
      render: (_, r) => (
        <Space size={4} wrap>
          <Link to={paths.caseManagementDetail(r.id)} aria-label={`${r.requestTarget.name} 사례 열기`}>
            {r.requestTarget.name}
          </Link>
          {r.screeningCrisis && <ScreeningCrisisTag />}
        </Space>
      ),
    },
    { ...sortable('학교', 'schoolName'), dataIndex: 'schoolName', key: 'schoolName' },
    { ...sortable('의뢰 유형', 'requestType'), dataIndex: 'requestType', key: 'requestType', render: (v: RequestType) => REQUEST_TYPE_LABELS[v] },
    {
      ...sortable('진행 단계', 'progressStep'),
      key: 'progressStep',
      render: (_, r) => (r.progressStepName ? <Tag color="blue">{r.progressStepName}</Tag> : '-'),
    },
    { ...sortable('상태', 'status'), dataIndex: 'statusName', key: 'status' },
    { ...sortable('의뢰일', 'requestDate'), dataIndex: 'requestDate', key: 'requestDate', render: (d: string) => oneLine(formatDate(d)) },
    { ...sortable('의뢰자', 'requesterName'), dataIndex: 'requesterName', key: 'requesterName' },
    { title: '사례 담당자', dataIndex: 'caseManagerName', key: 'caseManagerName', render: (v: string | null) => v ?? '미지정' },
    { ...sortable('종결일', 'closingDate'), dataIndex: 'closingDate', key: 'closingDate', render: (v: string | null) => (v ? oneLine(v) : '-') },
  ];

  const download = async (fileName: string, reason: string) => {
    const { blob, fileName: saved } = await downloadFile('POST', 'svs-u/request/excel-download', '사례.xlsx', excelBody(step, filters, sortParam(sorts), fileName, reason));
    saveBlob(blob, saved);
  };

  return (
    <Card
      title="사례 관리"
      extra={
        <Space wrap>
          <Button icon={<DownloadOutlined aria-hidden />} onClick={() => setExcelOpen(true)}>
            엑셀 다운로드
          </Button>
          <CaseOutcomesExport />
        </Space>
      }
    >
      <Radio.Group
        aria-label="진행 단계"
        optionType="button"
        buttonStyle="solid"
        value={step}
        onChange={(e) => chooseStep(e.target.value as StepFilter)}
        style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8, marginBottom: 16 }}
        options={(['ALL', ...STEPS] as StepFilter[]).map((s) => ({ value: s, label: `${s === 'ALL' ? '전체' : STEP_LABELS[s]}${countLabel(s)}` }))}
      />
      <Form<FormValues>
        key={JSON.stringify(filters)}
        form={form}
        layout="inline"
        initialValues={filters}
        onFinish={submit}
        style={{ marginBottom: 16, rowGap: 8 }}
        aria-label="사례 검색"
      >
        <Form.Item label="검색어" name="search" htmlFor="cm-filter-search">
          <Input id="cm-filter-search" allowClear maxLength={SEARCH_MAX} placeholder="학생, 학교 또는 의뢰자 이름" style={{ width: 240 }} />
        </Form.Item>
        <Form.Item label="의뢰 유형" name="requestType" htmlFor="cm-filter-type">
          <Select id="cm-filter-type" allowClear placeholder="전체" options={typeOptions} style={{ width: 150 }} />
        </Form.Item>
        <SearchButtons onReset={reset} />
      </Form>
      <ListTable<Row>
        label="사례 목록" emptyText="사례가 없습니다." error={error} loadFailed="사례 목록을 불러오지 못했습니다."
        columns={columns} rows={list?.content} loading={loading} pagination={pagination(list, '건')}
        phoneColumns={['targetName', 'status']}
        onRow={(r) => rowOpens(() => navigate(paths.caseManagementDetail(r.id)))}
      />
      <ExcelReasonDialog
        open={excelOpen}
        onClose={() => setExcelOpen(false)}
        idPrefix="cm"
        defaultName="사례"
        description="이 단계의 사례 목록을 검색 조건과 정렬 그대로 내려받습니다. 연락처와 주호소는 들어가지 않습니다."
        download={download}
      />
    </Card>
  );
}
