import { CloseCircleFilled, LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input } from 'antd';
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

/**
 * /sign/in. Kept light (issue 27: the route's JS within 250 KB): no Apollo (the REST sign-in call only), and plain
 * markup where antd's Card, Typography, Alert and Space would each bring modules of their own (Card brings Tabs, and
 * Tabs a menu and a dropdown); the form's fields and buttons are antd's.
 */
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
    <section aria-labelledby="sign-in-title" style={{ background: '#fff', border: '1px solid #f0f0f0', borderRadius: 8, padding: 24 }}>
      <h1 id="sign-in-title" style={{ margin: '0 0 12px', textAlign: 'center', fontSize: 28, fontWeight: 600, lineHeight: 1.3, color: 'rgba(0,0,0,.88)' }}>
        로그인
      </h1>
      <p style={{ margin: '0 0 16px', textAlign: 'center', color: '#595959' }}>정신건강 전문가 학교지원 사업 통합 시스템</p>
      {error && (
        <div
          role="alert"
          style={{ marginBottom: 16, padding: '8px 12px', border: '1px solid #ffccc7', borderRadius: 8, background: '#fff2f0', color: '#a8071a' }}
        >
          <CloseCircleFilled aria-hidden style={{ marginInlineEnd: 8, color: '#cf1322' }} />
          {error}
        </div>
      )}
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
      <p style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 8, margin: '16px 0 0' }}>
        <Link to={paths.signUp()}>회원가입</Link>
        <span aria-hidden="true" style={{ color: '#d9d9d9' }}>
          |
        </span>
        <Link to={paths.signFind()}>아이디/비밀번호 찾기</Link>
      </p>
    </section>
  );
}
