import { useQuery } from '@apollo/client/react';
import { Button, Card, Form, Select, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import type { SchoolListPageQueryQuery, SchoolType } from '../../gql/graphql';
import { formatDate } from '../../shared/validators';
import { KeywordFilter, ListTable } from '../../shared/ui/listParts';
import { rowOpens } from '../../shared/ui/rowOpens';
import { SCHOOL_TYPE_LABELS, SCHOOL_TYPE_OPTIONS } from '../../shared/labels';
import { useListParams } from '../../shared/listParams';
import { SggSelect, SidoSelect, useSidoNames } from '../../shared/ui/pickers';
import { SchoolListPageQuery } from './operations';
import { oneLine } from '../../shared/ui/oneLine';

type Row = SchoolListPageQueryQuery['schools']['content'][number];

const isSchoolType = (v: string | undefined): v is SchoolType => !!v && v in SCHOOL_TYPE_LABELS;

export default function SchoolListPage() {
  const navigate = useNavigate();
  const sidoNames = useSidoNames();
  const { page, size, filters, setFilters, pagination } = useListParams(['sdCode', 'sggCode', 'type', 'keyword'] as const);
  const type = isSchoolType(filters.type) ? filters.type : undefined;
  const { data, previousData, loading, error } = useQuery(SchoolListPageQuery, {
    variables: { sdCode: filters.sdCode, sggCode: filters.sggCode, type, keyword: filters.keyword, page, size },
    fetchPolicy: 'cache-and-network',
  });
  const schools = (data ?? previousData)?.schools;

  const columns: TableColumnsType<Row> = [
    { title: '학교 ID', dataIndex: 'id', key: 'id' },
    { title: '학교명', dataIndex: 'name', key: 'name' },
    { title: '학교급', dataIndex: 'type', key: 'type', render: (t: SchoolType) => SCHOOL_TYPE_LABELS[t] ?? t },
    { title: '시도', dataIndex: 'sdCode', key: 'sdCode', render: (c: string) => sidoNames[c] ?? c },
    { title: '교육청', dataIndex: 'educationOfficeName', key: 'educationOfficeName' },
    {
      title: '관할 센터',
      dataIndex: 'centers',
      key: 'centers',
      render: (centers: Row['centers']) => (centers.length ? centers.map((c) => c.name).join(', ') : '-'),
    },
    { title: '주소', dataIndex: 'address', key: 'address', render: (a?: string | null) => a ?? '-' },
    { title: '등록일', dataIndex: 'createdAt', key: 'createdAt', render: (d: string) => oneLine(formatDate(d)) },
  ];

  return (
    <Card
      title="학교 관리"
      extra={
        (data ?? previousData)?.abilities.createSchool && (
          <Button type="primary" onClick={() => navigate(paths.schoolRegister())}>
            학교 등록
          </Button>
        )
      }
    >
      <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item label="시도" htmlFor="school-filter-sd">
          <SidoSelect id="school-filter-sd" style={{ width: 160 }} value={filters.sdCode} onChange={(v) => setFilters({ sdCode: v, sggCode: undefined })} />
        </Form.Item>
        <Form.Item label="시군구" htmlFor="school-filter-sgg">
          <SggSelect
            id="school-filter-sgg"
            style={{ width: 160 }}
            sdCode={filters.sdCode}
            disabled={!filters.sdCode}
            value={filters.sggCode}
            onChange={(v) => setFilters({ sggCode: v as string | undefined })}
          />
        </Form.Item>
        <Form.Item label="학교급" htmlFor="school-filter-type">
          <Select
            id="school-filter-type"
            style={{ width: 130 }}
            allowClear
            placeholder="전체"
            options={SCHOOL_TYPE_OPTIONS}
            value={type}
            onChange={(v) => setFilters({ type: v })}
          />
        </Form.Item>
        <KeywordFilter id="school-filter-keyword" placeholder="학교명 또는 학교 ID" value={filters.keyword} onSearch={(keyword) => setFilters({ keyword })} />
      </Form>
      <ListTable<Row>
        label="학교 목록" emptyText="학교가 없습니다." error={error} loadFailed="학교 목록을 불러오지 못했습니다."
        columns={columns} rows={schools?.content} loading={loading} pagination={pagination(schools, '개')}
        phoneColumns={['name', 'type']}
        onRow={(row) => rowOpens(() => navigate(paths.schoolDetail(row.id)))}
      />
    </Card>
  );
}
