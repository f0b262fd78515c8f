import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Form, Input, Table, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import type { CenterListPageQueryQuery } from '../../gql/graphql';
import { formatDate } from '../../shared/validators';
import { ScrollRegion } from '../../shared/ui/ScrollRegion';
import { errorMessage } from '../../shared/graphqlError';
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
    { title: '연락처', dataIndex: 'contact', key: 'contact', render: (v?: string | null) => (v ? oneLine(v) : '-') },
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
        <Form.Item label="검색어" htmlFor="center-filter-keyword">
          <Input.Search
            id="center-filter-keyword"
            placeholder="센터명 또는 센터 코드"
            allowClear
            enterButton="검색"
            defaultValue={filters.keyword}
            onSearch={(v) => setFilters({ keyword: v.trim() })}
            style={{ width: 280, maxWidth: '100%' }}
          />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={errorMessage(error, '센터 목록을 불러오지 못했습니다.')} style={{ marginBottom: 16 }} />}
      <ScrollRegion label="센터 목록">
        <Table<Row>
          rowKey="id"
          columns={columns}
          dataSource={centers?.content ?? []}
          loading={loading}
          onRow={(row) => ({ onClick: () => navigate(paths.centerDetail(row.id)), style: { cursor: 'pointer' } })}
          locale={{ emptyText: '센터가 없습니다.' }}
          pagination={pagination(centers, '개')}
        />
      </ScrollRegion>
    </Card>
  );
}
