import { ApolloProvider } from '@apollo/client/react';
import { BellOutlined, LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { App, Badge, Button, ConfigProvider, Drawer, Grid, Layout, Menu, Space, Tag, Typography, type MenuProps } from 'antd';
import { Suspense, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { roleName } from '../../shared/roles';
import { LinkButton } from '../../shared/ui/LinkButton';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { apolloClient } from '../apollo';
import '../dayjs-ko';
import { paths } from '../paths';
import { APP_TITLE } from '../RootShell';
import { useSession } from '../session';
import { accentTokens, PRIMARY } from '../theme';
import { selectedMenuKey, useMenu } from './menu';
import { AlarmTickContext, UnreadAlarmsContext, useAlarmStream } from '../../features/alarm/useAlarmStream';
import { PopupNotices } from '../../features/popup/PopupNotices';

export interface DefaultLayoutProps {
  /** Accent colour of the area (admin, center, client containers). */
  accent?: string;
  /** Small label next to the title, e.g. 관리자. */
  area?: string;
}

const DEFAULT_ACCENT = PRIMARY;

/** Signed-in pages: header with the user, side menu from the route table, content with Apollo. */
export default function DefaultLayout({ accent = DEFAULT_ACCENT, area }: DefaultLayoutProps) {
  const { user, signOut } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const [drawer, setDrawer] = useState(false);
  const narrow = !screens.lg;
  const { notification } = App.useApp();
  // what screen readers announce of a new alarm (the notification itself is visual)
  const [announced, setAnnounced] = useState('');
  const [alarmTick, setAlarmTick] = useState(0);
  const { unread } = useAlarmStream(!!user, {
    onAlarm: (alarm) => {
      setAlarmTick((n) => n + 1);
      setAnnounced(`새 알림: ${alarm.title}`);
      notification.info({
        key: 'alarm',
        title: '새 알림',
        // antd renders notifications outside the router: a <Link> there crashes the page (no router context), so
        // the alarm's link is a button that navigates with this layout's navigate
        description: alarm.link ? (
          <Button
            type="link"
            style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
            onClick={() => {
              notification.destroy('alarm');
              navigate(alarm.link!);
            }}
          >
            {alarm.title}
          </Button>
        ) : (
          alarm.title
        ),
        placement: 'topRight',
      });
    },
  });

  const sections = useMenu(user);
  const selected = selectedMenuKey(location.pathname, sections);
  const items: MenuProps['items'] = sections.map((s) => ({
    type: 'group' as const,
    key: s.group,
    label: s.group,
    children: s.links.map((l) => ({ key: l.key, label: <Link to={l.to}>{l.label}</Link> })),
  }));

  const onSignOut = async () => {
    await signOut();
    navigate(paths.signIn(), { replace: true });
  };

  const menu = (
    <nav aria-label="주 메뉴">
      <Menu mode="inline" items={items} selectedKeys={selected ? [selected] : []} onClick={() => setDrawer(false)} style={{ borderInlineEnd: 0 }} />
    </nav>
  );

  return (
    <ConfigProvider theme={{ token: accentTokens(accent) }}>
      <ApolloProvider client={apolloClient}>
        <Layout style={{ minHeight: '100vh', ['--svs-accent' as string]: accent }}>
          <Layout.Header
            style={{
              background: '#fff',
              borderBottom: `3px solid ${accent}`,
              display: 'flex',
              alignItems: 'center',
              gap: 12,
              paddingInline: narrow ? 12 : 24,
              position: 'sticky',
              top: 0,
              zIndex: 10,
            }}
          >
            {narrow && <Button type="text" aria-label="메뉴 열기" icon={<MenuOutlined aria-hidden />} onClick={() => setDrawer(true)} />}
            <Link
              to={paths.main()}
              style={{ color: '#1f2937', fontWeight: 700, fontSize: narrow ? 15 : 17, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 }}
            >
              {APP_TITLE}
            </Link>
            {area && !narrow && <Tag color={accent}>{area}</Tag>}
            <div style={{ flex: 1 }} />
            {user && (
              <Space size={narrow ? 4 : 12} wrap={false}>
                {!narrow && (
                  <Typography.Text>
                    <strong>{user.name}</strong> 님 <Tag style={{ marginInlineStart: 4 }}>{roleName(user.role)}</Tag>
                  </Typography.Text>
                )}
                <Badge count={unread ?? 0} size="small" offset={[-6, 6]}>
                  <LinkButton
                    to={paths.alarmList()}
                    type="text"
                    icon={<BellOutlined aria-hidden />}
                    aria-label={unread ? `알림 (읽지 않은 알림 ${unread}건)` : '알림'}
                  />
                </Badge>
                <span role="status" aria-live="polite" className="svs-visually-hidden">
                  {announced}
                </span>
                <LinkButton to={paths.myPage()} type="text" icon={<UserOutlined aria-hidden />} aria-label="마이페이지">
                  {narrow ? null : '마이페이지'}
                </LinkButton>
                <Button type="text" icon={<LogoutOutlined aria-hidden />} onClick={onSignOut} aria-label="로그아웃">
                  {narrow ? null : '로그아웃'}
                </Button>
              </Space>
            )}
          </Layout.Header>
          <Layout>
            {!narrow && (
              <Layout.Sider
                width={232}
                theme="light"
                style={{
                  borderInlineEnd: '1px solid #f0f0f0',
                  paddingTop: 8,
                  position: 'sticky',
                  top: 64,
                  height: 'calc(100vh - 64px)',
                  overflowY: 'auto',
                }}
              >
                {menu}
              </Layout.Sider>
            )}
            {narrow && (
              <Drawer open={drawer} onClose={() => setDrawer(false)} placement="left" title="메뉴" size={280}>
                {menu}
              </Drawer>
            )}
            <Layout.Content style={{ padding: narrow ? 12 : 24, background: '#f5f7fb' }}>
              <div style={{ maxWidth: 1280, margin: '0 auto' }}>
                <Suspense fallback={<PageSpinner />}>
                  <UnreadAlarmsContext value={unread}>
                    <AlarmTickContext value={alarmTick}>
                      <Outlet />
                    </AlarmTickContext>
                  </UnreadAlarmsContext>
                </Suspense>
              </div>
            </Layout.Content>
          </Layout>
        </Layout>
        <PopupNotices />
      </ApolloProvider>
    </ConfigProvider>
  );
}
