import { App, Button, Card, Form, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessage, rest } from '../../app/api';
import { paths } from '../../app/paths';
import { SIGN_TEXT } from './messages';
import { NewPasswordFields } from './NewPasswordFields';

interface ResetForm {
  password: string;
  passwordConfirm: string;
}

/** /sign/reset-password/:email/:key — the link from the reset mail. */
export default function ResetPasswordPage() {
  const { email = '', key = '' } = useParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [state, setState] = useState<'checking' | 'ready'>('checking');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    rest('POST', 'svs/sign/reset-password-check', { token: 'none', body: { email, key } })
      .then(() => live && setState('ready'))
      .catch((e: unknown) => {
        if (!live) return;
        message.error(errorMessage(e, SIGN_TEXT.resetFailed));
        navigate(paths.signIn(), { replace: true });
      });
    return () => {
      live = false;
    };
  }, [email, key, message, navigate]);

  const onFinish = async (v: ResetForm) => {
    setBusy(true);
    try {
      await rest('POST', 'svs/sign/reset-password', { token: 'none', body: { email, key, password: v.password, passwordConfirm: v.passwordConfirm } });
      message.success(SIGN_TEXT.resetDone);
    } catch {
      message.error(SIGN_TEXT.resetFailed);
    }
    navigate(paths.signIn(), { replace: true });
  };

  return (
    <Card>
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 28 }}>
        비밀번호 재설정
      </Typography.Title>
      {state === 'checking' ? (
        <div style={{ textAlign: 'center', padding: 32 }}>
          <Spin description="링크를 확인하고 있습니다" />
        </div>
      ) : (
        <>
          <Typography.Paragraph type="secondary">{email} 계정의 새 비밀번호를 입력해주세요.</Typography.Paragraph>
          <Form<ResetForm> name="resetPassword" layout="vertical" onFinish={onFinish}>
            <NewPasswordFields />
            <Button type="primary" htmlType="submit" block loading={busy}>
              비밀번호 변경
            </Button>
          </Form>
        </>
      )}
    </Card>
  );
}
