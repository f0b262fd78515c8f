import { Alert, Card, Steps, Typography } from 'antd';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session';
import { LinkButton } from '../../shared/ui/LinkButton';

/** /auth/intro/client: how school users use the service (the landing page of a verified client). */
export default function IntroClientPage() {
  const { user } = useSession();
  const needsCode = user?.role === 'CLIENT' && user.authenticationCodeStatus !== 'Y';
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        학교 사용자 안내
      </Typography.Title>
      <Typography.Paragraph style={{ fontSize: 16 }}>
        학교 사용자는 소속 학교의 인증코드를 입력한 뒤, 학교 담당 교사와 지역 센터가 보내는 안내를 받고 학생 지원 과정에 참여할 수
        있습니다.
      </Typography.Paragraph>
      {needsCode && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 24 }}
          title="아직 학교 인증코드를 입력하지 않았습니다."
          action={
            <LinkButton to={paths.myPage()} type="primary">
                인증코드 입력하기
              </LinkButton>
          }
        />
      )}
      <Steps
        orientation="vertical"
        current={needsCode ? 0 : 1}
        items={[
          { title: '학교 인증코드 입력', content: '마이페이지에서 학교 담당자에게 받은 인증코드를 입력합니다.' },
          { title: '알림 확인', content: '의뢰 진행, 검사 요청, 공지 등 새 소식은 알림에서 확인합니다.' },
          { title: '검사와 설문 참여', content: '문자로 받은 링크에서 간편검사나 설문에 답합니다. 로그인 없이도 참여할 수 있습니다.' },
          { title: '문의', content: '이용 중 궁금한 점은 학교 담당 교사나 지역 센터에 문의해주세요.' },
        ]}
      />
      <div style={{ marginTop: 24, display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <LinkButton to={paths.myPage()}>마이페이지</LinkButton>
        <LinkButton to={paths.alarmList()}>알림</LinkButton>
      </div>
    </Card>
  );
}
