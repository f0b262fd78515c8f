import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Checkbox, Space, Spin, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import type { MenuPermissionPageQueryQuery, RoleCode } from '../../gql/graphql';
import { useFeedback } from '../../shared/ui/feedback';
import { errorMessage, failureMessage } from '../../shared/graphqlError';
import { ROLE_NAMES } from '../../shared/roles';
import { changedRoles, isLocked, toggle, type Grants } from './matrix';
import { MenuPermissionPageQuery, UpdateRolePermissionsMutation } from './operations';

type Menu = MenuPermissionPageQueryQuery['permissions'][number];

export default function MenuPermissionPage() {
  const { message } = useFeedback();
  const { data, loading, error } = useQuery(MenuPermissionPageQuery, { fetchPolicy: 'cache-and-network' });
  const [update] = useMutation(UpdateRolePermissionsMutation);
  const [edited, setEdited] = useState<Grants | null>(null);
  const [saving, setSaving] = useState(false);

  const saved: Grants = useMemo(() => Object.fromEntries((data?.userRoles ?? []).map((r) => [r.id, r.permissions])), [data]);
  const grants = edited ?? saved;
  const dirty = changedRoles(saved, grants);
  const roles = data?.userRoles ?? [];
  // the server answers who may change menu permissions (the declaration of the save itself)
  const canSave = !!data?.abilities.grantMenus;

  const save = async () => {
    setSaving(true);
    try {
      for (const role of dirty) {
        await update({ variables: { id: role, input: { permissions: grants[role] ?? [] } } });
      }
      setEdited(null);
      message.success('수정 되었습니다');
    } catch (e) {
      message.error(failureMessage('수정 실패', e));
    } finally {
      setSaving(false);
    }
  };

  // every role's column beside the menus at 1280 px with the side menu (issue 27): role names wrap between words
  const columns: TableColumnsType<Menu> = [
    { title: 'ID', dataIndex: 'id', key: 'id', width: 64, fixed: 'start' },
    {
      title: '메뉴',
      key: 'name',
      width: 176,
      fixed: 'start',
      render: (_, m) => (
        <>
          <div>{m.name}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {m.paths.join(', ')}
          </Typography.Text>
        </>
      ),
    },
    ...roles.map((r) => ({
      title: ROLE_NAMES[r.id] ?? r.name,
      key: r.id,
      align: 'center' as const,
      width: 80,
      render: (_: unknown, m: Menu) => (
        <Checkbox
          aria-label={`${ROLE_NAMES[r.id] ?? r.name} ${m.name}`}
          checked={(grants[r.id] ?? []).includes(m.id)}
          disabled={!canSave || isLocked(r.id, m.id)}
          onChange={(e) => setEdited(toggle(grants, r.id as RoleCode, m.id, e.target.checked))}
        />
      ),
    })),
  ];

  if (!data && loading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;

  return (
    <Card
      title="메뉴 권한 관리"
      extra={
        <Space>
          <Button disabled={!dirty.length || saving} onClick={() => setEdited(null)}>
            되돌리기
          </Button>
          <Button type="primary" disabled={!canSave || !dirty.length} loading={saving} onClick={save}>
            저장
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert
          type="info"
          showIcon
          title="역할별로 이용할 수 있는 메뉴를 지정합니다."
          description="변경한 메뉴 권한은 해당 역할의 사용자가 다음에 로그인하거나 로그인 토큰이 갱신될 때 적용됩니다. 시스템 관리자의 메뉴 권한 관리(00016)는 해제할 수 없습니다."
        />
        {!canSave && <Alert type="warning" showIcon title="메뉴 권한은 시스템 관리자만 변경할 수 있습니다." />}
        {error && <Alert type="error" showIcon title={errorMessage(error, '메뉴 권한을 불러오지 못했습니다.')} />}
        {dirty.length > 0 && (
          <Typography.Text type="warning">변경된 역할: {dirty.map((r) => ROLE_NAMES[r]).join(', ')} (저장하지 않음)</Typography.Text>
        )}
        <Table<Menu>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={data?.permissions ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      </Space>
    </Card>
  );
}
