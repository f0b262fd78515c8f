import { useQuery } from '@apollo/client/react';
import { Card, Grid, Input, Select, Tabs, Tag, type TableColumnsType } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import type { AccountStatus, RoleCode, UserListPageQueryQuery } from '../../gql/graphql';
import { formatDate } from '../../shared/validators';
import { ROLE_NAMES } from '../../shared/roles';
import { STATUS_COLORS, STATUS_LABELS } from './labels';
import { useListParams } from '../../shared/listParams';
import { useSidoNames } from '../../shared/ui/pickers';
import { UserListPageQuery } from './operations';
import { normalizeUserType, USER_TYPE_TABS } from './userTypes';
import { oneLine } from '../../shared/ui/oneLine';
import { ListTable } from '../../shared/ui/listParts';

type Row = UserListPageQueryQuery['accounts']['content'][number];

export default function UserListPage() {
  const params = useParams();
  const userType = normalizeUserType(params.userType);
  const navigate = useNavigate();
  const { page, size, filters, setFilters, pagination } = useListParams(['keyword'] as const);
  const sidoNames = useSidoNames();
  // the ten tabs fit beside the side menu from 1200 px up
  const narrow = !Grid.useBreakpoint().xl;
  const { data, previousData, loading, error } = useQuery(UserListPageQuery, {
    variables: { userType, keyword: filters.keyword, page, size },
    fetchPolicy: 'cache-and-network',
  });
  const accounts = (data ?? previousData)?.accounts;

  const columns: TableColumnsType<Row> = [
    { title: '아이디', dataIndex: 'loginId', key: 'loginId' },
    { title: '이름', dataIndex: 'name', key: 'name' },
    { title: '역할', dataIndex: 'role', key: 'role', render: (r: RoleCode) => ROLE_NAMES[r] ?? r },
    {
      title: '소속',
      key: 'affiliation',
      render: (_, row) => row.schoolName ?? row.centerName ?? (row.role === 'EDUCATION_OFFICE' && row.sdCode ? sidoNames[row.sdCode] ?? row.sdCode : '-'),
    },
    { title: '휴대전화번호', dataIndex: 'mobile', key: 'mobile', render: (v: string | null) => (v ? oneLine(v) : '-') },
    {
      title: '상태',
      dataIndex: 'status',
      key: 'status',
      render: (s: AccountStatus) => <Tag color={STATUS_COLORS[s]}>{STATUS_LABELS[s] ?? s}</Tag>,
    },
    { title: '가입일', dataIndex: 'createdAt', key: 'createdAt', render: (d: string) => oneLine(formatDate(d)) },
  ];

  return (
    <Card title="사용자 관리">
      {narrow ? (
        // antd puts its overflow "more" button inside role=tablist (an ARIA error) once the tabs do not fit
        <Select
          aria-label="사용자 유형"
          value={userType}
          options={USER_TYPE_TABS.map((t) => ({ value: t.key, label: t.label }))}
          onChange={(key: string) => navigate(paths.userList(key))}
          style={{ width: '100%', marginBottom: 16 }}
        />
      ) : (
        <Tabs activeKey={userType} items={USER_TYPE_TABS} onChange={(key) => navigate(paths.userList(key))} />
      )}
      <Input.Search
        key={userType}
        aria-label="검색어"
        placeholder="이름 또는 아이디"
        allowClear
        enterButton="검색"
        defaultValue={filters.keyword}
        onSearch={(v) => setFilters({ keyword: v.trim() })}
        style={{ maxWidth: 400, marginBottom: 16 }}
      />
      <ListTable<Row>
        label="사용자 목록" emptyText="사용자가 없습니다." error={error} loadFailed="사용자 목록을 불러오지 못했습니다."
        columns={columns} rows={accounts?.content} loading={loading} pagination={pagination(accounts, '명')}
        phoneColumns={['name', 'role', 'status']}
        onRow={(row) => ({ onClick: () => navigate(paths.userDetail(row.id)), style: { cursor: 'pointer' } })}
      />
    </Card>
  );
}
