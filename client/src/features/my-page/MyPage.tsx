import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Col, Descriptions, Divider, Form, Input, Row, Select, Space, Spin, Switch, Typography, type DescriptionsProps, type FormRule } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session';
import type { MyPageQueryQuery } from '../../gql/graphql';
import { formatDate, formatPhone, mobileRule, passwordRule, requiredRule } from '../../shared/validators';
import { useFeedback } from '../../shared/ui/feedback';
import { errorMessage, failureMessage } from '../../shared/graphqlError';
import { ROLE_NAMES } from '../../shared/roles';
import { useSidoNames } from '../../shared/ui/pickers';
import { ALARM_ITEMS, pickAlarms, toMeInput, wantsPasswordChange, type MeFormValues } from './meInput';
import { CheckPasswordMutation, EnterSchoolAuthCodeMutation, MyPageQuery, ResignMutation, UpdateMeMutation } from './operations';
import { oneLine } from '../../shared/ui/oneLine';
import { LoadError } from '../../shared/ui/LoadError';

type Me = MyPageQueryQuery['me'];

const OCCUPATIONS = ['교사', '상담교사', '보건교사', '정신건강전문요원', '임상심리사', '사회복지사', '간호사', '행정직', '기타'];
const CERTIFICATES = [
  '정신건강임상심리사 1급',
  '정신건강임상심리사 2급',
  '정신건강간호사 1급',
  '정신건강간호사 2급',
  '정신건강사회복지사 1급',
  '정신건강사회복지사 2급',
  '전문상담교사',
  '청소년상담사',
  '임상심리전문가',
];

/** A rule: required once `field` is filled (changing the password is optional, but then all three are needed). */
const requiredWith = (field: string, message: string): FormRule => ({ getFieldValue }) => ({ required: !!getFieldValue(field), message });

export default function MyPage() {
  const { user } = useSession();
  const [verified, setVerified] = useState(false);
  const needsSchoolCode = user?.role === 'CLIENT' && user.authenticationCodeStatus !== 'Y';

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {needsSchoolCode && <SchoolCodeCard />}
      {verified ? <Profile /> : <PasswordGate onVerified={() => setVerified(true)} />}
    </Space>
  );
}

/** A CLIENT enters the school's authentication code before using the menus (SPEC §4 guard). */
function SchoolCodeCard() {
  const { refresh } = useSession();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ enteredCode: string }>();
  const [check, { loading }] = useMutation(EnterSchoolAuthCodeMutation);
  const [failed, setFailed] = useState<string>();

  const submit = async ({ enteredCode }: { enteredCode: string }) => {
    setFailed(undefined);
    try {
      const { data } = await check({ variables: { input: { enteredCode: enteredCode.trim() } }, refetchQueries: [MyPageQuery] });
      if (data?.checkSchoolAuthenticationCode) {
        message.success('인증이 완료되었습니다.');
        // a new token carries authenticationCodeStatus Y, which opens the menus
        await refresh();
      } else {
        setFailed('인증에 실패했습니다.');
        message.error('인증에 실패했습니다.');
      }
    } catch (e) {
      const msg = errorMessage(e, '인증에 실패했습니다.');
      setFailed(msg);
      message.error(msg);
    }
  };

  return (
    <Card title="학교 인증코드 입력">
      <Typography.Paragraph>
        소속 학교의 인증코드를 입력해야 서비스를 이용할 수 있습니다. 인증코드는 학교 담당자 또는 관할 센터에 문의해주세요.
      </Typography.Paragraph>
      <Form name="schoolCode" form={form} layout="inline" onFinish={submit}>
        <Form.Item name="enteredCode" label="인증코드" rules={[{ required: true, whitespace: true, message: '인증코드를 입력해주세요.' }]}>
          <Input maxLength={20} autoComplete="off" style={{ width: 220 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={loading}>
          인증
        </Button>
      </Form>
      {failed && <Alert type="error" showIcon title={failed} style={{ marginTop: 16 }} />}
    </Card>
  );
}

/** My-page asks for the password again before showing the account (server counts failures toward lockout). */
function PasswordGate({ onVerified }: { onVerified: () => void }) {
  const [check, { loading }] = useMutation(CheckPasswordMutation);
  const [error, setError] = useState<string>();

  const submit = async ({ password }: { password: string }) => {
    setError(undefined);
    try {
      const { data } = await check({ variables: { input: { password } } });
      if (data?.checkPassword) onVerified();
      else setError('비밀번호가 일치하지 않습니다.');
    } catch (e) {
      setError(errorMessage(e, '비밀번호가 일치하지 않습니다.'));
    }
  };

  return (
    <Card title="마이페이지">
      <Typography.Paragraph>개인정보 보호를 위해 비밀번호를 다시 한 번 입력해주세요.</Typography.Paragraph>
      <Form name="passwordGate" layout="vertical" style={{ maxWidth: 400 }} onFinish={submit}>
        <Form.Item name="password" label="비밀번호" rules={[{ required: true, message: '비밀번호를 입력해주세요.' }]}>
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" loading={loading}>
          확인
        </Button>
      </Form>
    </Card>
  );
}

function Profile() {
  const { data, loading, error } = useQuery(MyPageQuery, { fetchPolicy: 'network-only' });
  if (!data && loading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (!data) return <LoadError error={error} fallback="내 정보를 불러오지 못했습니다." />;
  return (
    <>
      <ProfileForm me={data.me} />
      <ResignCard />
    </>
  );
}

function ProfileForm({ me }: { me: Me }) {
  const navigate = useNavigate();
  const { refresh, signOut } = useSession();
  const { message } = useFeedback();
  const sidoNames = useSidoNames();
  const [form] = Form.useForm<MeFormValues>();
  const [updateMe, { loading }] = useMutation(UpdateMeMutation);
  const occupation = Form.useWatch('occupation', form);

  const initialValues: MeFormValues = {
    name: me.name,
    email: me.email,
    // shown as every screen shows a number (010-1234-5678); the server takes it with hyphens and stores digits
    mobile: formatPhone(me.mobile),
    number: me.number,
    occupationPosition: me.occupationPosition,
    occupation: me.occupation,
    occupationEtc: me.occupationEtc,
    certificates: me.certificates,
    certificateEtc: me.certificateEtc,
    alarmSettings: pickAlarms(me.alarmSettings),
  };

  const submit = async (values: MeFormValues) => {
    const passwordChanged = wantsPasswordChange(values);
    try {
      await updateMe({ variables: { input: toMeInput(values) } });
      message.success('수정 되었습니다');
      if (passwordChanged) {
        // the server ends every session when the password changes
        message.info('비밀번호가 변경되었습니다. 새 비밀번호로 다시 로그인해주세요.');
        await signOut();
        navigate(paths.signIn());
        return;
      }
      form.setFieldsValue({ currentPassword: undefined, password: undefined, passwordConfirm: undefined });
      void refresh().catch(() => undefined); // the header shows the new name
    } catch (e) {
      message.error(failureMessage('수정 실패', e));
    }
  };

  const affiliation = me.schoolName ?? me.centerName ?? (me.role === 'EDUCATION_OFFICE' && me.sdCode ? sidoNames[me.sdCode] ?? me.sdCode : '-');
  const info: DescriptionsProps['items'] = [
    { key: 'loginId', label: '아이디', children: me.loginId },
    { key: 'role', label: '역할', children: ROLE_NAMES[me.role] ?? me.roleName },
    { key: 'affiliation', label: '소속', children: affiliation },
    { key: 'createdAt', label: '가입일', children: oneLine(formatDate(me.createdAt)) },
    ...(me.role === 'CLIENT'
      ? [{ key: 'auth', label: '학교 인증', children: me.authenticationCodeStatus === 'Y' ? '인증 완료' : '미인증' }]
      : []),
  ];

  return (
    <Card title="마이페이지">
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={info} style={{ marginBottom: 24 }} />
      <Form<MeFormValues> name="myPage" form={form} layout="vertical" initialValues={initialValues} onFinish={submit} style={{ maxWidth: 800 }}>
        <Divider titlePlacement="start">기본 정보</Divider>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label="이름" rules={[{ required: true, whitespace: true, message: '이름을 입력해주세요.' }]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="email"
              label="이메일"
              rules={[
                { required: true, message: '이메일을 입력해주세요.' },
                { type: 'email', message: '이메일 형식이 맞지 않습니다.' },
              ]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="mobile" label="휴대전화번호" rules={[requiredRule('휴대전화번호'), mobileRule()]}>
              <Input maxLength={13} inputMode="tel" placeholder="010-1234-5678" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="number" label="전화번호" rules={[{ pattern: /^[0-9-]{7,20}$/, message: '전화번호 형식이 맞지 않습니다.' }]}>
              <Input maxLength={20} placeholder="02-000-0000" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="occupationPosition" label="직위">
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="occupation" label="직종">
              <Select allowClear placeholder="직종 선택" options={OCCUPATIONS.map((o) => ({ value: o, label: o }))} />
            </Form.Item>
          </Col>
          {occupation === '기타' && (
            <Col xs={24} md={12}>
              <Form.Item name="occupationEtc" label="직종 기타" rules={[{ required: true, whitespace: true, message: '직종을 입력해주세요.' }]}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
          )}
          <Col xs={24}>
            <Form.Item name="certificates" label="자격증" extra="목록에 없는 자격증은 입력 후 Enter">
              <Select mode="tags" placeholder="자격증 선택" maxCount={20} options={CERTIFICATES.map((c) => ({ value: c, label: c }))} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="certificateEtc" label="자격증 기타">
              <Input maxLength={100} />
            </Form.Item>
          </Col>
        </Row>

        <Divider titlePlacement="start">알림 설정</Divider>
        <Row gutter={16}>
          {ALARM_ITEMS.map((a) => (
            <Col xs={12} md={8} key={a.key}>
              <Form.Item name={['alarmSettings', a.key]} label={a.label} valuePropName="checked">
                <Switch checkedChildren="받음" unCheckedChildren="안 받음" />
              </Form.Item>
            </Col>
          ))}
        </Row>

        <Divider titlePlacement="start">비밀번호 변경</Divider>
        <Typography.Paragraph type="secondary">비밀번호를 바꿀 때만 입력하세요. 변경하면 다시 로그인해야 합니다.</Typography.Paragraph>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="currentPassword" label="현재 비밀번호" dependencies={['password']} rules={[requiredWith('password', '현재 비밀번호를 입력해주세요.')]}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="password" label="새 비밀번호" dependencies={['currentPassword']} rules={[requiredWith('currentPassword', '새 비밀번호를 입력해주세요.'), passwordRule('새 비밀번호')]}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="passwordConfirm"
              label="새 비밀번호 확인"
              dependencies={['password']}
              rules={[
                requiredWith('password', '새 비밀번호를 한 번 더 입력해주세요.'),
                ({ getFieldValue }) => ({
                  validator: (_r, value) =>
                    !value || getFieldValue('password') === value ? Promise.resolve() : Promise.reject(new Error('비밀번호가 일치하지 않습니다.')),
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={loading}>
          저장
        </Button>
      </Form>
    </Card>
  );
}

function ResignCard() {
  const navigate = useNavigate();
  const { signOut } = useSession();
  const { message, modal } = useFeedback();
  const [resign] = useMutation(ResignMutation);
  const [error, setError] = useState<string>();

  const submit = ({ password }: { password: string }) => {
    setError(undefined);
    modal.confirm({
      title: '회원 탈퇴',
      content: '정말 탈퇴하시겠습니까? 탈퇴한 계정으로는 다시 로그인할 수 없습니다.',
      okText: '탈퇴',
      okButtonProps: { danger: true },
      cancelText: '취소',
      onOk: async () => {
        try {
          await resign({ variables: { input: { password } } });
          message.success('회원 탈퇴가 완료되었습니다.');
          await signOut();
          navigate(paths.signIn());
        } catch (e) {
          const msg = errorMessage(e, '회원 탈퇴에 실패했습니다.');
          setError(msg);
          message.error(msg);
        }
      },
    });
  };

  return (
    <Card title="회원 탈퇴" style={{ marginTop: 24 }}>
      <Typography.Paragraph type="secondary">탈퇴하면 이 계정으로 로그인할 수 없습니다. 본인 확인을 위해 비밀번호를 입력해주세요.</Typography.Paragraph>
      <Form name="resign" layout="inline" onFinish={submit}>
        <Form.Item name="password" label="탈퇴 확인 비밀번호" rules={[{ required: true, message: '비밀번호를 입력해주세요.' }]}>
          <Input.Password autoComplete="current-password" style={{ width: 220 }} />
        </Form.Item>
        <Button danger htmlType="submit">
          회원 탈퇴
        </Button>
      </Form>
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 16 }} />}
    </Card>
  );
}
