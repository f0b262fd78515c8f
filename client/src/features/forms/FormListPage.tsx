import { useQuery } from '@apollo/client/react';
import { Alert, Card, Form, Input, Select, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import type { FormListPageQueryQuery, FormType } from '../../gql/graphql';
import { ScrollRegion } from '../../shared/ui/ScrollRegion';
import { formatDateTime } from '../../shared/validators';
import { errorMessage } from '../../shared/graphqlError';
import { useListParams } from '../../shared/listParams';
import { FORM_TARGET_LABELS, FORM_TYPE_LABELS, FORM_TYPE_OPTIONS, isFormType } from './labels';
import { FormListPageQuery } from './operations';
import { oneLine } from '../../shared/ui/oneLine';

type Row = FormListPageQueryQuery['forms']['content'][number];

export default function FormListPage() {
  const { page, size, filters, setFilters, pagination } = useListParams(['type', 'keyword'] as const);
  const type = isFormType(filters.type) ? filters.type : undefined;
  const { data, previousData, loading, error } = useQuery(FormListPageQuery, {
    variables: { type, keyword: filters.keyword, page, size },
    fetchPolicy: 'cache-and-network',
  });
  const forms = (data ?? previousData)?.forms;

  const columns: TableColumnsType<Row> = [
    { title: '제목', dataIndex: 'title', key: 'title', render: (t: string, row) => <Link to={paths.formsDetail(row.id)}>{t}</Link> },
    { title: '종류', dataIndex: 'type', key: 'type', render: (t: FormType) => FORM_TYPE_LABELS[t] ?? t },
    { title: '대상', dataIndex: 'target', key: 'target', render: (t: string) => FORM_TARGET_LABELS[t] ?? t },
    { title: '코드', dataIndex: 'code', key: 'code' },
    { title: '문항 수', dataIndex: 'questionCount', key: 'questionCount', align: 'right' },
    { title: '수정일시', dataIndex: 'updatedAt', key: 'updatedAt', render: (d: string) => oneLine(formatDateTime(d)) },
  ];

  return (
    <Card title="설문지 관리">
      <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item label="종류" htmlFor="forms-filter-type">
          <Select
            id="forms-filter-type"
            style={{ width: 140 }}
            allowClear
            placeholder="전체"
            options={FORM_TYPE_OPTIONS}
            value={type}
            onChange={(v) => setFilters({ type: v })}
          />
        </Form.Item>
        <Form.Item label="검색어" htmlFor="forms-filter-keyword">
          <Input.Search
            id="forms-filter-keyword"
            placeholder="제목 또는 코드"
            allowClear
            enterButton="검색"
            defaultValue={filters.keyword}
            onSearch={(v) => setFilters({ keyword: v.trim() })}
            style={{ width: 280, maxWidth: '100%' }}
          />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={errorMessage(error, '설문지 목록을 불러오지 못했습니다.')} style={{ marginBottom: 16 }} />}
      <ScrollRegion label="설문지 목록">
        <Table<Row>
          rowKey="id"
          columns={columns}
          dataSource={forms?.content ?? []}
          loading={loading}
          locale={{ emptyText: '설문지가 없습니다.' }}
          pagination={pagination(forms, '개')}
        />
      </ScrollRegion>
    </Card>
  );
}
