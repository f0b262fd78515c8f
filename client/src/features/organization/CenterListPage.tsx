import { useQuery } from '@apollo/client/react';
import { Button, Card, Form, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import type { CenterListPageQueryQuery } from '../../gql/graphql';
import { formatDate, formatPhone } from '../../shared/validators';
import { KeywordFilter, ListTable } from '../../shared/ui/listParts';
import { rowOpens } from '../../shared/ui/rowOpens';
import { useListParams } from '../../shared/listParams';
import { SidoSelect, useSidoNames } from '../../shared/ui/pickers';
import { CenterListPageQuery } from './operations';
import { oneLine } from '../../shared/ui/oneLine';

type Row = CenterListPageQueryQuery['centers']['content'][number];

export default function CenterListPage() {
  const navigate = useNavigate();
  const sidoNames = useSidoNames();
  const { page, size, filters, setFilters, pagination } = useListParams(['sdCode', 'keyword'] as const);
  const { data, previousData, loading, error } = useQuery(CenterListPageQuery, {
    variables: { sdCode: filters.sdCode, keyword: filters.keyword, page, size },
    fetchPolicy: 'cache-and-network',
  });
  const centers = (data ?? previousData)?.centers;

  const columns: TableColumnsType<Row> = [
    { title: '센터 코드', dataIndex: 'code', key: 'code' },
    { title: '센터명', dataIndex: 'name', key: 'name' },
    { title: '시도', dataIndex: 'sdCode', key: 'sdCode', render: (c: string) => sidoNames[c] ?? c },
    { title: '교육청', dataIndex: 'educationOfficeName', key: 'educationOfficeName' },
    { title: '연락처', dataIndex: 'contact', key: 'contact', render: (v?: string | null) => (v ? oneLine(formatPhone(v)) : '-') },
    { title: '이메일', dataIndex: 'email', key: 'email', render: (v?: string | null) => v ?? '-' },
    { title: '등록일', dataIndex: 'createdAt', key: 'createdAt', render: (d: string) => oneLine(formatDate(d)) },
  ];

  return (
    <Card
      title="센터 관리"
      extra={
        (data ?? previousData)?.abilities.createCenter && (
          <Button type="primary" onClick={() => navigate(paths.centerRegister())}>
            센터 등록
          </Button>
        )
      }
    >
      <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item label="시도" htmlFor="center-filter-sd">
          <SidoSelect id="center-filter-sd" style={{ width: 180 }} value={filters.sdCode} onChange={(v) => setFilters({ sdCode: v })} />
        </Form.Item>
        <KeywordFilter id="center-filter-keyword" placeholder="센터명 또는 센터 코드" value={filters.keyword} onSearch={(keyword) => setFilters({ keyword })} />
      </Form>
      <ListTable<Row>
        label="센터 목록" emptyText="센터가 없습니다." error={error} loadFailed="센터 목록을 불러오지 못했습니다."
        columns={columns} rows={centers?.content} loading={loading} pagination={pagination(centers, '개')}
        phoneColumns={['name', 'sdCode']}
        onRow={(row) => rowOpens(() => navigate(paths.centerDetail(row.id)))}
      />
    </Card>
  );
}
