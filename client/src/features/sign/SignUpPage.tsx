import { Alert, App, Button, Card, Checkbox, Col, Divider, Form, Input, Radio, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage, rest } from '../../app/api';
import type { AccountLike, RoleCode } from '../../app/auth-store';
import { landingFor } from '../../app/guards';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session';
import { ROLE_NAMES, SIGN_UP_ROLES } from '../../shared/roles';
import { digitsOnly, mobileRule, requiredRule } from '../../shared/validators';
import { SIGN_TEXT } from './messages';
import { NewPasswordFields } from './NewPasswordFields';
import { CenterPicker, SchoolPicker, SidoSelect, useSidos } from './pickers';
import { mailboxHref, useDemoMailbox } from './useDemoMailbox';

interface SignUpForm {
  role: RoleCode;
  sdFilter?: string;
  schoolId?: string;
  centerId?: number;
  sdCode?: string;
  loginId: string;
  password: string;
  passwordConfirm: string;
  name: string;
  mobile: string;
  email: string;
  authNumber?: string;
  occupationPosition?: string;
  occupation?: string;
  personalInfoAgreeYn: boolean;
}

interface SignUpAnswer {
  message: string;
  user: AccountLike;
  access_token?: string;
}

const LOGIN_ID = /^[a-z0-9_]{4,20}$/;
const usesSchool = (r?: RoleCode) => r === 'CLIENT' || r === 'MEMBER';
const usesCenter = (r?: RoleCode) => r === 'CENTER_MEMBER' || r === 'CENTER_MANAGER';

type Note = { type: 'success' | 'error' | 'info'; text: string } | null;

/** /sign/up: a client is signed in at once; every other role waits for an administrator's approval. */
export default function SignUpPage() {
  const [form] = Form.useForm<SignUpForm>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { adoptToken } = useSession();
  const sidos = useSidos();
  const demoMailbox = useDemoMailbox();
  const role = Form.useWatch('role', form);
  const sdFilter = Form.useWatch('sdFilter', form);
  const email = Form.useWatch('email', form);

  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const [emailNote, setEmailNote] = useState<Note>(null);
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const verified = !!verifiedEmail && verifiedEmail === (email ?? '').trim();

  const sendCode = async () => {
    try {
      await form.validateFields(['email']);
    } catch {
      return;
    }
    const value = (form.getFieldValue('email') as string).trim();
    setSending(true);
    setEmailNote(null);
    try {
      const r = await rest<{ message: string }>('POST', 'svs/sign/auth', { body: { email: value }, token: 'none' });
      setCodeSent(true);
      setVerifiedEmail(null);
      setEmailNote({ type: 'info', text: r.message || '인증번호를 발송했습니다. 메일함을 확인해주세요.' });
    } catch (e) {
      setEmailNote({ type: 'error', text: errorMessage(e, '인증번호 발송에 실패했습니다.') });
    } finally {
      setSending(false);
    }
  };

  const checkCode = async () => {
    const value = ((form.getFieldValue('email') as string | undefined) ?? '').trim();
    const authNumber = ((form.getFieldValue('authNumber') as string | undefined) ?? '').trim();
    if (!value) return setEmailNote({ type: 'error', text: '이메일을 입력해주세요.' });
    if (!/^\d{6}$/.test(authNumber)) return setEmailNote({ type: 'error', text: '인증번호 6자리를 입력해주세요.' });
    setChecking(true);
    try {
      const r = await rest<{ verified: boolean; message: string }>('POST', 'svs/sign/auth-check', {
        body: { email: value, authNumber },
        token: 'none',
      });
      setVerifiedEmail(value);
      setEmailNote({ type: 'success', text: r.message || '이메일 인증이 완료되었습니다.' });
    } catch (e) {
      setVerifiedEmail(null);
      setEmailNote({ type: 'error', text: errorMessage(e, '인증번호가 일치하지 않습니다.') });
    } finally {
      setChecking(false);
    }
  };

  const onFinish = async (v: SignUpForm) => {
    setError(null);
    if (!verified) {
      setEmailNote({ type: 'error', text: '이메일 인증을 완료해주세요.' });
      return;
    }
    const body: Record<string, unknown> = {
      role: v.role,
      loginId: v.loginId.trim(),
      password: v.password,
      passwordConfirm: v.passwordConfirm,
      name: v.name.trim(),
      mobile: digitsOnly(v.mobile),
      email: v.email.trim(),
      personalInfoAgreeYn: v.personalInfoAgreeYn ? 'Y' : 'N',
    };
    if (v.occupation?.trim()) body.occupation = v.occupation.trim();
    if (v.occupationPosition?.trim()) body.occupationPosition = v.occupationPosition.trim();
    if (usesSchool(v.role)) body.schoolId = v.schoolId;
    if (usesCenter(v.role)) body.centerId = v.centerId;
    if (v.role === 'EDUCATION_OFFICE') body.sdCode = v.sdCode;
    setSubmitting(true);
    try {
      const answer = await rest<SignUpAnswer>('POST', 'svs/sign/up', { body, token: 'none', headers: { 'X-Session-Mode': 'cookie' } });
      if (answer.access_token) {
        message.success(SIGN_TEXT.signUpClientDone);
        const user = adoptToken(answer.access_token, answer.user);
        navigate(landingFor(user), { replace: true });
      } else {
        message.success(SIGN_TEXT.signUpPendingDone, 6);
        navigate(paths.signIn(), { replace: true });
      }
    } catch (e) {
      setError(errorMessage(e, SIGN_TEXT.signUpFailed));
      setSubmitting(false);
    }
  };

  return (
    <Card>
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 28 }}>
        회원가입
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        학교 사용자는 가입 즉시 이용할 수 있고, 그 밖의 회원 유형은 관리자 승인 후 로그인할 수 있습니다.
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form<SignUpForm>
        form={form}
        name="signUp"
        layout="vertical"
        initialValues={{ role: 'CLIENT', personalInfoAgreeYn: false }}
        onFinish={onFinish}
        scrollToFirstError
      >
        <Form.Item label="회원 유형" name="role" rules={[{ required: true, message: '회원 유형을 선택해주세요.' }]}>
          <Radio.Group
            style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8 }}
            options={SIGN_UP_ROLES.map((r) => ({ value: r, label: ROLE_NAMES[r] }))}
            onChange={() => form.setFieldsValue({ schoolId: undefined, centerId: undefined, sdCode: undefined })}
          />
        </Form.Item>

        {(usesSchool(role) || usesCenter(role)) && (
          <Row gutter={8}>
            <Col xs={24} sm={8}>
              <Form.Item label="시도" name="sdFilter">
                <SidoSelect sidos={sidos} allowClear placeholder="전체" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={16}>
              {usesSchool(role) ? (
                <Form.Item label="학교" name="schoolId" rules={[{ required: true, message: '학교를 선택해주세요.' }]}>
                  <SchoolPicker sdCode={sdFilter} />
                </Form.Item>
              ) : (
                <Form.Item label="센터" name="centerId" rules={[{ required: true, message: '센터를 선택해주세요.' }]}>
                  <CenterPicker sdCode={sdFilter} />
                </Form.Item>
              )}
            </Col>
          </Row>
        )}
        {role === 'EDUCATION_OFFICE' && (
          <Form.Item label="소속 시도" name="sdCode" rules={[{ required: true, message: '시도를 선택해주세요.' }]}>
            <SidoSelect sidos={sidos} />
          </Form.Item>
        )}

        <Divider style={{ margin: '8px 0 16px' }} />

        <Form.Item
          label="아이디"
          name="loginId"
          rules={[
            requiredRule('아이디'),
            { pattern: LOGIN_ID, message: '아이디는 영문 소문자, 숫자, _ 4~20자로 입력해주세요.' },
          ]}
        >
          <Input autoComplete="username" maxLength={20} />
        </Form.Item>
        <NewPasswordFields />
        <Form.Item label="이름" name="name" rules={[requiredRule('이름')]}>
          <Input autoComplete="name" maxLength={50} />
        </Form.Item>
        <Form.Item label="휴대전화번호" name="mobile" rules={[requiredRule('휴대전화번호'), mobileRule('휴대전화번호')]} extra="예: 010-1234-5678 (하이픈 없이 입력해도 됩니다)">
          <Input inputMode="tel" autoComplete="tel" maxLength={13} />
        </Form.Item>

        <Form.Item label="이메일" htmlFor="signUp_email" required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item
              name="email"
              noStyle
              rules={[requiredRule('이메일'), { type: 'email', message: '이메일 형식이 맞지 않습니다.' }]}
            >
              <Input id="signUp_email" type="email" autoComplete="email" maxLength={100} onChange={() => setEmailNote(null)} />
            </Form.Item>
            <Button onClick={sendCode} loading={sending}>
              인증번호 발송
            </Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item label="인증번호" htmlFor="signUp_authNumber">
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="authNumber" noStyle>
              <Input
                id="signUp_authNumber"
                inputMode="numeric"
                maxLength={6}
                placeholder={codeSent ? '메일로 받은 6자리 숫자' : '인증번호 발송 후 입력'}
                disabled={verified}
              />
            </Form.Item>
            <Button onClick={checkCode} loading={checking} disabled={verified}>
              확인
            </Button>
          </Space.Compact>
        </Form.Item>
        {emailNote && (
          <Alert
            type={emailNote.type}
            showIcon
            title={emailNote.text}
            role={emailNote.type === 'error' ? 'alert' : 'status'}
            style={{ marginBottom: 16 }}
          />
        )}
        {demoMailbox && (
          <Typography.Paragraph style={{ marginTop: -8 }}>
            <a href={mailboxHref(email)} target="_blank" rel="noopener noreferrer">
              (데모) 받은 메일함
            </a>
          </Typography.Paragraph>
        )}

        <Row gutter={8}>
          <Col xs={24} sm={12}>
            <Form.Item label="직위" name="occupationPosition">
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="직종" name="occupation">
              <Input maxLength={50} />
            </Form.Item>
          </Col>
        </Row>

        <Form.Item
          name="personalInfoAgreeYn"
          valuePropName="checked"
          rules={[
            {
              validator: (_r, v) => (v ? Promise.resolve() : Promise.reject(new Error('개인정보 수집·이용에 동의해주세요.'))),
            },
          ]}
        >
          <Checkbox>개인정보 수집·이용에 동의합니다. (필수)</Checkbox>
        </Form.Item>
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: -12 }}>
          수집 항목: 아이디, 이름, 휴대전화번호, 이메일, 소속. 이용 목적: 회원 관리와 사업 운영. 보유 기간: 회원 탈퇴 시까지.
        </Typography.Paragraph>

        <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
          가입하기
        </Button>
      </Form>
      {/* underlined: inside a sentence a link must not differ from the text by colour alone */}
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        이미 계정이 있으신가요?{' '}
        <Link to={paths.signIn()} style={{ textDecoration: 'underline' }}>
          로그인
        </Link>
      </div>
    </Card>
  );
}
