import { Alert, Button, Card, Form, Input, List, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, rest } from '../../app/api';
import { paths } from '../../app/paths';
import { digitsOnly, mobileRule, requiredRule } from '../../shared/validators';
import { mailboxHref, useDemoMailbox } from './useDemoMailbox';

type FindType = 'ID' | 'PASSWORD';
interface FindForm {
  loginId?: string;
  name: string;
  mobile: string;
}
interface FindAnswer {
  findType: FindType;
  loginIds?: string[];
  email?: string;
}

function FindForm(props: { findType: FindType }) {
  const [result, setResult] = useState<FindAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const demoMailbox = useDemoMailbox();
  const isId = props.findType === 'ID';

  const onFinish = async (v: FindForm) => {
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      const answer = await rest<FindAnswer>('POST', 'svs/sign/find', {
        token: 'none',
        body: {
          findType: props.findType,
          name: v.name.trim(),
          mobile: digitsOnly(v.mobile),
          ...(isId ? {} : { login: { loginId: (v.loginId ?? '').trim(), loginType: 'DEFAULT' } }),
        },
      });
      setResult(answer);
    } catch (e) {
      setError(errorMessage(e, '일치하는 회원 정보가 없습니다.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Form<FindForm> name={isId ? 'findId' : 'findPassword'} layout="vertical" onFinish={onFinish}>
        {!isId && (
          <Form.Item label="아이디" name="loginId" rules={[requiredRule('아이디')]}>
            <Input autoComplete="username" maxLength={50} />
          </Form.Item>
        )}
        <Form.Item label="이름" name="name" rules={[requiredRule('이름')]}>
          <Input autoComplete="name" maxLength={50} />
        </Form.Item>
        <Form.Item label="휴대전화번호" name="mobile" rules={[requiredRule('휴대전화번호'), mobileRule('휴대전화번호')]}>
          <Input inputMode="tel" autoComplete="tel" maxLength={13} placeholder="01012345678" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {isId ? '아이디 찾기' : '비밀번호 재설정 메일 받기'}
        </Button>
      </Form>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginTop: 16 }} />}
      {result?.loginIds && (
        <Alert
          type="success"
          showIcon
          role="status"
          style={{ marginTop: 16 }}
          title="입력하신 정보와 일치하는 아이디입니다."
          description={
            <>
              <List size="small" dataSource={result.loginIds} renderItem={(id) => <List.Item>{id}</List.Item>} />
              <div>전체 아이디는 가입하신 이메일로 보내드렸습니다.</div>
            </>
          }
        />
      )}
      {result?.email && (
        <Alert
          type="success"
          showIcon
          role="status"
          style={{ marginTop: 16 }}
          title="비밀번호 재설정 메일을 보냈습니다."
          description={`${result.email} 메일함에서 30분 안에 링크를 눌러 새 비밀번호를 설정해주세요.`}
        />
      )}
      {result && demoMailbox && (
        <Typography.Paragraph style={{ marginTop: 8 }}>
          <a href={mailboxHref()} target="_blank" rel="noopener noreferrer">
            (데모) 받은 메일함
          </a>
        </Typography.Paragraph>
      )}
    </>
  );
}

/** /sign/find: find the login id, or get a password reset link by mail. */
export default function SignFindPage() {
  return (
    <Card>
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 28 }}>
        아이디/비밀번호 찾기
      </Typography.Title>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'id', label: '아이디 찾기', children: <FindForm findType="ID" /> },
          { key: 'password', label: '비밀번호 찾기', children: <FindForm findType="PASSWORD" /> },
        ]}
      />
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <Link to={paths.signIn()}>로그인</Link> · <Link to={paths.signUp()}>회원가입</Link>
      </div>
    </Card>
  );
}
