import { Alert, Button, Form, Input, Typography, type InputRef } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError, respondentError } from './errors';

const MOBILE = /^01[016789]\d{7,8}$/;
const digits = (v: string) => v.replace(/\D/g, '');
/** Codes after which the typed code is worth nothing: the person asks for a new one. */
const SPENT = new Set(['CODE_EXPIRED', 'CODE_VOIDED']);

interface PhoneCheckProps {
  /** Texts a code to the number typed (digits only); answers how many seconds it lasts. */
  request: (mobile: string) => Promise<number>;
  /** Checks the code and keeps whatever it earns; a refusal is thrown. */
  verify: (code: string) => Promise<void>;
  ns?: 'consent' | 'student';
}

/**
 * The phone check of the case questionnaires' links (SDQ-KR, satisfaction; the simple evaluation's is the respondent
 * entry's, client/src/respondent/PhoneCheck.tsx): the number the text went to, a
 * 6-digit code sent to it (10 minutes, one use, 5 wrong tries void it). Every refusal is said in the page's language.
 */
export function PhoneCheck({ request, verify, ns = 'consent' }: PhoneCheckProps) {
  const { t, i18n } = useTranslation(ns);
  const [form] = Form.useForm<{ mobile: string; code: string }>();
  const codeInput = useRef<InputRef>(null);
  const [sent, setSent] = useState(false);
  const [info, setInfo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [requesting, setRequesting] = useState(false);
  const [verifying, setVerifying] = useState(false);

  const fail = (e: unknown) => {
    const err = respondentError(e);
    setError(describeError(err, t, i18n.language));
    return err;
  };

  const onRequest = async () => {
    setError(null);
    let mobile: string;
    try {
      mobile = digits((await form.validateFields(['mobile'])).mobile);
    } catch {
      return;
    }
    setRequesting(true);
    try {
      const minutes = Math.round((await request(mobile)) / 60);
      setSent(true);
      setInfo(t('codeSent', { minutes }));
      form.setFieldValue('code', '');
      setTimeout(() => codeInput.current?.focus(), 0);
    } catch (e) {
      fail(e);
    } finally {
      setRequesting(false);
    }
  };

  const onVerify = async () => {
    setError(null);
    let code: string;
    try {
      code = (await form.validateFields(['code'])).code.trim();
    } catch {
      return;
    }
    setVerifying(true);
    try {
      await verify(code);
    } catch (e) {
      const err = fail(e);
      if (SPENT.has(err.code)) {
        form.setFieldValue('code', '');
        setInfo(null);
      }
      codeInput.current?.focus();
    } finally {
      setVerifying(false);
    }
  };

  return (
    <section aria-labelledby="verify-title">
      <Typography.Title level={2} id="verify-title" style={{ fontSize: 20 }}>
        {t('verifyTitle')}
      </Typography.Title>
      <Typography.Paragraph>{t('verifyHelp')}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={() => void (sent ? onVerify() : onRequest())}>
        <Form.Item
          name="mobile"
          label={t('mobile')}
          rules={[{ validator: (_, v: string | undefined) => (v && MOBILE.test(digits(v)) ? Promise.resolve() : Promise.reject(new Error(t('mobileInvalid')))) }]}
        >
          <Input size="large" type="tel" inputMode="numeric" autoComplete="tel" placeholder={t('mobilePlaceholder')} maxLength={13} />
        </Form.Item>
        <Button size="large" block type={sent ? 'default' : 'primary'} htmlType="button" loading={requesting} onClick={() => void onRequest()}>
          {sent ? t('requestAgain') : t('requestCode')}
        </Button>
        {info && (
          <Alert type="info" showIcon title={info} style={{ marginTop: 16 }} role="status" />
        )}
        {sent && (
          <>
            <Form.Item
              name="code"
              label={t('code')}
              style={{ marginTop: 16 }}
              rules={[{ validator: (_, v: string | undefined) => (v && /^\d{6}$/.test(v.trim()) ? Promise.resolve() : Promise.reject(new Error(t('codeInvalid')))) }]}
            >
              <Input ref={codeInput} size="large" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
            </Form.Item>
            <Button size="large" block type="primary" htmlType="submit" loading={verifying}>
              {t('verify')}
            </Button>
          </>
        )}
        {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginTop: 16 }} />}
      </Form>
    </section>
  );
}
