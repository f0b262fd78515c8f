import { useQuery } from '@apollo/client/react';
import { Card, Form, Select, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import type { PopupListPageQueryQuery } from '../../gql/graphql';
import { LinkButton } from '../../shared/ui/LinkButton';
import { oneLine, wholeWords } from '../../shared/ui/oneLine';
import { formatDateTime } from '../../shared/validators';
import { useListParams } from '../../shared/listParams';
import { targetsLabel, USE_YN_OPTIONS } from './labels';
import { PopupListPageQuery } from './operations';
import { ListTable } from '../../shared/ui/listParts';

type Row = PopupListPageQueryQuery['popups']['content'][number];

const STATE_COLORS: Record<string, string> = { SHOWING: 'green', SCHEDULED: 'blue', ENDED: 'default', NOT_IN_USE: 'default' };

/** /auth/popup/list: the administrators' popups, newest first, filtered by 사용 여부 (paging in the URL). */
export default function PopupListPage() {
  const { page, size, filters, setFilters, pagination } = useListParams(['useYn'] as const);
  const useYn = filters.useYn === 'Y' || filters.useYn === 'N' ? filters.useYn : undefined;
  const { data, previousData, loading, error } = useQuery(PopupListPageQuery, { variables: { useYn, page, size }, fetchPolicy: 'cache-and-network' });
  const popups = (data ?? previousData)?.popups;

  const columns: TableColumnsType<Row> = [
    { title: '제목', dataIndex: 'title', key: 'title', render: (t: string, row) => <Link to={paths.popupDetail(row.id)}>{t}</Link> },
    { title: '기간', key: 'period', render: (_: unknown, row) => wholeWords(`${row.startDate} ~ ${row.endDate}`) },
    { title: '노출 대상', key: 'viewTarget', render: (_: unknown, row) => targetsLabel(row.viewTarget) },
    { title: '상태', key: 'state', render: (_: unknown, row) => <Tag color={STATE_COLORS[row.state]}>{row.stateLabel}</Tag> },
    { title: '등록일시', dataIndex: 'createDate', key: 'createDate', render: (d: string) => oneLine(formatDateTime(d)) },
  ];

  return (
    <Card
      title={<h1 style={{ fontSize: 20, margin: 0 }}>팝업 관리</h1>}
      extra={
        <LinkButton to={paths.popupRegister()} type="primary">
          팝업 등록
        </LinkButton>
      }
    >
      <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item label="사용 여부" htmlFor="popup-filter-use">
          <Select id="popup-filter-use" style={{ width: 140 }} allowClear placeholder="전체" options={USE_YN_OPTIONS} value={useYn} onChange={(v) => setFilters({ useYn: v })} />
        </Form.Item>
      </Form>
      <ListTable<Row>
        label="팝업 목록" emptyText="등록된 팝업이 없습니다." error={error} loadFailed="팝업 목록을 불러오지 못했습니다."
        columns={columns} rows={popups?.content} loading={loading} pagination={pagination(popups, '개')}
        phoneColumns={['title', 'state']}
      />
    </Card>
  );
}
