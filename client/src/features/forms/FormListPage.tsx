import { useQuery } from '@apollo/client/react';
import { Card, Form, Select, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import type { FormListPageQueryQuery, FormType } from '../../gql/graphql';
import { KeywordFilter, ListTable } from '../../shared/ui/listParts';
import { formatDateTime } from '../../shared/validators';
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
        <KeywordFilter id="forms-filter-keyword" placeholder="제목 또는 코드" value={filters.keyword} onSearch={(keyword) => setFilters({ keyword })} />
      </Form>
      <ListTable<Row>
        label="설문지 목록" emptyText="설문지가 없습니다." error={error} loadFailed="설문지 목록을 불러오지 못했습니다."
        columns={columns} rows={forms?.content} loading={loading} pagination={pagination(forms, '개')}
        phoneColumns={['title', 'type']}
      />
    </Card>
  );
}
