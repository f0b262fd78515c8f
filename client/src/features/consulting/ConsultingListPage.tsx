import { useQuery } from '@apollo/client/react';
import { PaperClipOutlined } from '@ant-design/icons';
import { Alert, Button, Card, DatePicker, Form, Input, Select, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import type { ConsultingCategory, ConsultingListQueryQuery, ConsultingSearchType } from '../../gql/graphql';
import { rowOpens } from '../../shared/ui/rowOpens';
import { useListParams, dayFromParam } from '../../shared/listParams';
import { CATEGORY_LABELS, TYPE_LABELS, optionsOf, withEtc } from './labels';
import { ConsultingListQuery } from './operations';
import { ListTable, SearchButtons } from '../../shared/ui/listParts';

type Row = ConsultingListQueryQuery['consultings']['content'][number];

const DAY = 'YYYY-MM-DD';
const KEYS = ['keyword', 'searchType', 'category', 'startDate', 'endDate'] as const;
const SEARCH_TYPES: { value: ConsultingSearchType; label: string }[] = [
  { value: 'TITLE', label: '제목' },
  { value: 'CONTENT', label: '내용' },
  { value: 'SCHOOL', label: '학교' },
  { value: 'AUTHOR', label: '작성자' },
];

interface FormValues {
  keyword?: string;
  searchType?: ConsultingSearchType;
  category?: ConsultingCategory;
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
}

/** 자문 기록 목록: the caller's reach (a center its own records), newest first, searched and paged in the URL. */
export default function ConsultingListPage() {
  const navigate = useNavigate();
  const { page, size, filters, setFilters, pagination } = useListParams(KEYS);
  const [problem, setProblem] = useState<string>();
  const { data, previousData, loading, error } = useQuery(ConsultingListQuery, {
    variables: {
      keyword: filters.keyword,
      searchType: filters.searchType as ConsultingSearchType | undefined,
      category: filters.category as ConsultingCategory | undefined,
      startDate: filters.startDate,
      endDate: filters.endDate,
      page,
      size,
    },
    fetchPolicy: 'cache-and-network',
  });
  const result = data ?? previousData;
  const list = result?.consultings;

  const submit = (v: FormValues) => {
    const startDate = v.startDate?.format(DAY);
    const endDate = v.endDate?.format(DAY);
    if (startDate && endDate && endDate < startDate) {
      setProblem('종료일은 시작일보다 이후여야 합니다.');
      return;
    }
    setProblem(undefined);
    setFilters({ keyword: v.keyword?.trim() || null, searchType: v.searchType ?? null, category: v.category ?? null, startDate: startDate ?? null, endDate: endDate ?? null });
  };

  const columns: TableColumnsType<Row> = [
    { title: '번호', dataIndex: 'id', key: 'id' },
    { title: '자문일', dataIndex: 'consultingDate', key: 'consultingDate' },
    { title: '학교', dataIndex: 'schoolName', key: 'schoolName' },
    { title: '구분', key: 'category', render: (_, r) => withEtc(CATEGORY_LABELS[r.category], r.categoryEtc) },
    { title: '방법', key: 'type', render: (_, r) => withEtc(TYPE_LABELS[r.type], r.typeEtc) },
    {
      title: '제목',
      key: 'title',
      render: (_, r) => (
        <Link to={paths.consultingDetail(r.id)}>
          {r.title}
          {r.uploadedFiles.length > 0 && (
            <>
              {' '}
              <PaperClipOutlined aria-label={`첨부파일 ${r.uploadedFiles.length}개`} />
            </>
          )}
        </Link>
      ),
    },
    { title: '참석 인원', dataIndex: 'participantsCount', key: 'participantsCount' },
    { title: '작성자', dataIndex: 'userName', key: 'userName' },
  ];

  return (
    <Card
      title="자문 기록"
      extra={
        result?.abilities.createConsulting && (
          <Button type="primary" onClick={() => navigate(paths.consultingRegister())}>
            등록
          </Button>
        )
      }
    >
      <Form<FormValues>
        key={JSON.stringify(filters)}
        layout="inline"
        initialValues={{
          keyword: filters.keyword,
          searchType: filters.searchType as ConsultingSearchType | undefined,
          category: filters.category as ConsultingCategory | undefined,
          startDate: dayFromParam(filters.startDate),
          endDate: dayFromParam(filters.endDate),
        }}
        onFinish={submit}
        style={{ marginBottom: 16, rowGap: 8 }}
        aria-label="자문 기록 검색"
      >
        <Form.Item label="구분" name="category" htmlFor="consulting-filter-category">
          <Select id="consulting-filter-category" allowClear placeholder="전체" options={optionsOf(CATEGORY_LABELS)} style={{ width: 130 }} />
        </Form.Item>
        <Form.Item label="자문일 시작" name="startDate" htmlFor="consulting-filter-start">
          <DatePicker id="consulting-filter-start" format={DAY} placeholder="YYYY-MM-DD" style={{ width: 150 }} />
        </Form.Item>
        <Form.Item label="자문일 끝" name="endDate" htmlFor="consulting-filter-end">
          <DatePicker id="consulting-filter-end" format={DAY} placeholder="YYYY-MM-DD" style={{ width: 150 }} />
        </Form.Item>
        <Form.Item label="검색 구분" name="searchType" htmlFor="consulting-filter-type">
          <Select id="consulting-filter-type" allowClear placeholder="제목+내용" options={SEARCH_TYPES} style={{ width: 130 }} />
        </Form.Item>
        <Form.Item label="검색어" name="keyword" htmlFor="consulting-filter-keyword">
          <Input id="consulting-filter-keyword" allowClear maxLength={100} style={{ width: 180 }} />
        </Form.Item>
        <SearchButtons onReset={() => setFilters({ keyword: null, searchType: null, category: null, startDate: null, endDate: null })} />
      </Form>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} role="alert" />}
      <ListTable<Row>
        label="자문 기록 목록" emptyText="자문 기록이 없습니다." error={error} loadFailed="자문 기록을 불러오지 못했습니다."
        columns={columns} rows={list?.content} loading={loading} pagination={pagination(list, '건')}
        phoneColumns={['consultingDate', 'title']}
        onRow={(r) => rowOpens(() => navigate(paths.consultingDetail(r.id)))}
      />
    </Card>
  );
}
