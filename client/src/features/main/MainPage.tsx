import {
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  FileSearchOutlined,
  FormOutlined,
  InfoCircleOutlined,
  MessageOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Alert, Badge, Card, Col, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useContext, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { RoleCode } from '../../app/auth-store';
import { useMenu } from '../../app/layouts/menu';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session';
import { roleName } from '../../shared/roles';
import { LinkButton } from '../../shared/ui/LinkButton';
import { CrisisAlertBanner, useCrisisAlerts } from './CrisisAlertBanner';
import { UnreadAlarmsContext } from '../alarm/useAlarmStream';

const GROUP_ICONS: Record<string, ReactNode> = {
  '사업 소개': <InfoCircleOutlined aria-hidden />,
  게시판: <MessageOutlined aria-hidden />,
  의뢰: <FormOutlined aria-hidden />,
  '사례 관리': <TeamOutlined aria-hidden />,
  간편검사: <FileSearchOutlined aria-hidden />,
  자문: <AppstoreOutlined aria-hidden />,
  통계: <BarChartOutlined aria-hidden />,
  관리: <SettingOutlined aria-hidden />,
};

/** What each role mostly does here, shown under the greeting. */
const ROLE_HINTS: Record<RoleCode, string> = {
  CLIENT: '학생 상담 의뢰와 간편검사 안내를 확인할 수 있습니다.',
  MEMBER: '학교의 의뢰 등록과 간편검사 진행 상황을 관리합니다.',
  CENTER_MEMBER: '접수된 의뢰의 사례 관리와 간편검사, 자문 기록을 진행합니다.',
  CENTER_MANAGER: '센터의 의뢰와 사례, 실무자 계정을 관리합니다.',
  EDUCATION_OFFICE: '관할 지역 학교와 센터의 현황과 통계를 확인합니다.',
  EDUCATION_MINISTRY: '전국 간편검사와 의뢰 통계를 확인합니다.',
  CENTRAL_SUPPORT_GROUP: '사업 전반을 관리합니다.',
  SYSTEM_ADMIN: '가입 승인, 메뉴 권한, 기관 정보 등 시스템 전반을 관리합니다.',
};

/**
 * The page's place until the crisis alerts have answered: a greeting card and a row of shortcut cards, replaced whole
 * by the page, so nothing drawn moves when the data arrives.
 */
function MainPageSkeleton() {
  return (
    <div role="status" aria-busy="true">
      <span className="svs-visually-hidden">불러오는 중입니다</span>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Card>
          <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 1, width: '70%' }} />
        </Card>
        <Row gutter={[16, 16]}>
          {[0, 1, 2].map((i) => (
            <Col key={i} xs={24} sm={12} lg={8}>
              <Card size="small">
                <Skeleton active title={false} paragraph={{ rows: 3 }} />
              </Card>
            </Col>
          ))}
        </Row>
      </Space>
    </div>
  );
}

/**
 * /auth/main: greeting, the school-code prompt for a client without one, and shortcuts to the user's menus, under the
 * crisis alerts. The page is drawn once the alerts have answered (a skeleton until then): the banner arriving above
 * a drawn page pushed all of it down (issue 27, a layout shift of 0.44 on a phone).
 */
export default function MainPage() {
  const { user } = useSession();
  const sections = useMenu(user).filter((s) => s.group !== '홈');
  const unread = useContext(UnreadAlarmsContext);
  const needsCode = user?.role === 'CLIENT' && user.authenticationCodeStatus !== 'Y';
  const alerts = useCrisisAlerts(!user || needsCode);
  if (!user) return null;
  if (!needsCode && !alerts.data && !alerts.error) return <MainPageSkeleton />;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {!needsCode && <CrisisAlertBanner alerts={alerts} />}
      <Card>
        <Row gutter={[16, 16]} align="middle">
          <Col flex="auto">
            <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
              {user.name} 님, 안녕하세요.
            </Typography.Title>
            <Space style={{ marginTop: 8 }} wrap>
              <Tag color="blue">{roleName(user.role)}</Tag>
              <Typography.Text type="secondary">{ROLE_HINTS[user.role]}</Typography.Text>
            </Space>
          </Col>
          <Col>
            <Space wrap>
              <Badge count={unread ?? 0} size="small">
                <LinkButton to={paths.alarmList()} icon={<BellOutlined aria-hidden />} aria-label={unread ? `알림 (새 알림 ${unread}건)` : '알림'}>
                  알림
                </LinkButton>
              </Badge>
              <LinkButton to={paths.myPage()}>마이페이지</LinkButton>
            </Space>
          </Col>
        </Row>
      </Card>

      {needsCode && (
        <Alert
          type="warning"
          showIcon
          icon={<SafetyCertificateOutlined aria-hidden />}
          title="학교 인증코드를 입력해주세요."
          description="학교 사용자는 소속 학교의 인증코드를 입력한 뒤 서비스를 이용할 수 있습니다. 인증코드는 학교 담당자에게 문의해주세요."
          action={
            <LinkButton to={paths.myPage()} type="primary">
                인증코드 입력하기
              </LinkButton>
          }
        />
      )}

      {user.role === 'CLIENT' && !needsCode && (
        <Alert
          type="info"
          showIcon
          title="학교 사용자 안내"
          description="서비스 이용 방법은 학교 사용자 안내에서 확인할 수 있습니다."
          action={
            <LinkButton to={paths.introClient()}>안내 보기</LinkButton>
          }
        />
      )}

      {sections.length > 0 ? (
        <section aria-labelledby="shortcuts-title">
          <Typography.Title level={2} id="shortcuts-title" style={{ fontSize: 18 }}>
            바로가기
          </Typography.Title>
          <Row gutter={[16, 16]}>
            {sections.map((s) => (
              <Col key={s.group} xs={24} sm={12} lg={8}>
                <Card
                  size="small"
                  title={
                    <Space>
                      {GROUP_ICONS[s.group]}
                      {s.group}
                    </Space>
                  }
                  style={{ height: '100%' }}
                >
                  <Space orientation="vertical" size={4}>
                    {s.links.map((l) => (
                      <Link key={l.key} to={l.to}>
                        {l.label}
                      </Link>
                    ))}
                  </Space>
                </Card>
              </Col>
            ))}
          </Row>
        </section>
      ) : (
        !needsCode && (
          <Card>
            <Typography.Text type="secondary">이용할 수 있는 메뉴가 없습니다. 메뉴 권한은 관리자에게 문의해주세요.</Typography.Text>
          </Card>
        )
      )}
    </Space>
  );
}
