import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../app/http';
import { deleteCookie, readCookie, REMEMBER_ID_COOKIE, REMEMBER_ID_MAX_AGE, writeCookie } from '../../app/cookies';
import { landingFor } from '../../app/guards';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session';
import { SIGN_TEXT } from './messages';

interface SignInForm {
  loginId: string;
  password: string;
  remember: boolean;
}

/** The login error of SPEC §8: admin refusal text, else the server's message, else 로그인 실패. */
export function signInErrorMessage(e: unknown): string {
  if (e instanceof ApiError) {
    if (e.code === 'ADMIN_LOGIN_FORBIDDEN') return SIGN_TEXT.adminForbidden;
    if (e.message && e.status !== 0) return e.message;
    if (e.status === 0) return e.message;
  }
  return SIGN_TEXT.loginFailed;
}

/** /sign/in. Kept light: no Apollo on this route (the REST sign-in call only). */
export default function SignInPage() {
  const { signIn } = useSession();
  const [form] = Form.useForm<SignInForm>();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const remembered = readCookie(REMEMBER_ID_COOKIE);

  const onFinish = async (v: SignInForm) => {
    setError(null);
    setBusy(true);
    try {
      const user = await signIn(v.loginId.trim(), v.password);
      if (v.remember) writeCookie(REMEMBER_ID_COOKIE, v.loginId.trim(), REMEMBER_ID_MAX_AGE);
      else deleteCookie(REMEMBER_ID_COOKIE);
      navigate(landingFor(user), { replace: true });
    } catch (e) {
      setError(signInErrorMessage(e));
      setBusy(false);
    }
  };

  return (
    <Card>
      <Typography.Title level={1} style={{ marginTop: 0, textAlign: 'center', fontSize: 28 }}>
        로그인
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
        정신건강 전문가 학교지원 사업 통합 시스템
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form<SignInForm>
        form={form}
        layout="vertical"
        name="signIn"
        initialValues={{ loginId: remembered ?? '', remember: !!remembered }}
        onFinish={onFinish}
        requiredMark={false}
      >
        <Form.Item label="아이디" name="loginId" rules={[{ required: true, whitespace: true, message: '아이디를 입력해주세요.' }]}>
          <Input prefix={<UserOutlined aria-hidden />} autoComplete="username" size="large" autoFocus={!remembered} />
        </Form.Item>
        <Form.Item label="비밀번호" name="password" rules={[{ required: true, message: '비밀번호를 입력해주세요.' }]}>
          <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="current-password" size="large" autoFocus={!!remembered} />
        </Form.Item>
        <Form.Item>
          {/*
            The visible text is not a <label>: getByLabel('아이디') must find the login id field only, so the box is
            named "ID 저장" and the text beside it toggles it.
          */}
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox aria-label="ID 저장" id="signIn_remember" />
          </Form.Item>
          <span
            aria-hidden="true"
            onClick={() => form.setFieldValue('remember', !form.getFieldValue('remember'))}
            style={{ marginInlineStart: 8, cursor: 'pointer', userSelect: 'none' }}
          >
            아이디 저장
          </span>
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          로그인
        </Button>
      </Form>
      <Space style={{ width: '100%', justifyContent: 'center', marginTop: 16 }} separator={<span style={{ color: '#d9d9d9' }}>|</span>}>
        <Link to={paths.signUp()}>회원가입</Link>
        <Link to={paths.signFind()}>아이디/비밀번호 찾기</Link>
      </Space>
    </Card>
  );
}
