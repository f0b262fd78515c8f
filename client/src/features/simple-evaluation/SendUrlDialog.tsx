import { useMutation } from '@apollo/client/react';
import { Alert, Form, Input, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import type { ConsentState, EvaluationSchoolType, SendType } from '../../gql/graphql';
import { digitsOnly, mobileRule } from '../../shared/validators';
import { useFeedback } from '../../shared/ui/feedback';
import { errorMessage } from '../../shared/graphqlError';
import { SE_MESSAGES } from './labels';
import { SendSimpleEvaluationUrlMutation } from './operations';
import { formatChosen } from './registerForm';

interface Target {
  id: number;
  schoolTargetType: EvaluationSchoolType;
  consentState: ConsentState;
  mobile?: string | null;
}

/** The link kinds that can go out again now (SPEC §2 send-URL dialog). */
export function resendChoices(state: ConsentState): { value: SendType; label: string }[] {
  if (state === 'GUARDIAN_AGREED') return [{ value: 'STUDENT', label: '학생 동의 링크' }];
  if (state === 'AGREED') return [{ value: 'EVALUATION', label: '검사 링크' }];
  return [];
}

/** Send-agree-URL: the guardian's consent link (and, for middle/high, whether the student is asked too). */
export function SendAgreeDialog({ open, onClose, target, onSent }: { open: boolean; onClose(): void; target: Target; onSent(): void }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<{ guardianMobile: string; studentSendYn: 'Y' | 'N'; studentMobile?: string }>();
  const [send, { loading }] = useMutation(SendSimpleEvaluationUrlMutation);
  const [failure, setFailure] = useState<string>();
  const middleHigh = target.schoolTargetType === 'MIDDLE_HIGH';
  const studentSendYn = Form.useWatch('studentSendYn', form);

  const submit = async () => {
    setFailure(undefined);
    const v = await form.validateFields();
    try {
      const res = await send({
        variables: {
          sendType: 'AGREE',
          input: {
            simpleEvaluationId: target.id,
            guardianMobile: digitsOnly(v.guardianMobile.trim()),
            studentSendYn: middleHigh ? v.studentSendYn : 'N',
            studentMobile: middleHigh && v.studentSendYn === 'Y' && v.studentMobile?.trim() ? digitsOnly(v.studentMobile.trim()) : undefined,
          },
        },
      });
      message.success(res.data?.sendSimpleEvaluationUrl.message || SE_MESSAGES.sent);
      onSent();
      onClose();
    } catch (e) {
      setFailure(errorMessage(e, '전송하지 못했습니다.'));
    }
  };

  return (
    <Modal title="동의 요청 보내기" open={open} onCancel={onClose} onOk={() => void submit().catch(() => undefined)} okText="보내기" cancelText="취소" okButtonProps={{ loading }} destroyOnHidden>
      <Typography.Paragraph>보호자 휴대전화로 동의 요청 문자를 보냅니다. 보호자는 인증번호로 본인 번호임을 확인한 뒤 동의 여부를 답합니다.</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ studentSendYn: 'Y' }} aria-label="동의 요청">
        <Form.Item
          label="보호자 휴대전화번호"
          name="guardianMobile"
          htmlFor="se-agree-guardian"
          rules={[{ required: true, whitespace: true, message: '보호자 휴대전화번호를 입력해주세요.' }, mobileRule('보호자 휴대전화번호')]}
          validateTrigger={['onBlur', 'onSubmit']}
        >
          <Input id="se-agree-guardian" inputMode="tel" maxLength={13} onBlur={(e) => e.target.value && form.setFieldValue('guardianMobile', formatChosen(e.target.value))} />
        </Form.Item>
        {middleHigh && (
          <>
            <Form.Item label="학생 동의도 받기" name="studentSendYn">
              <Radio.Group
                options={[
                  { value: 'Y', label: '예 (보호자 동의 후 학생에게 동의 요청)' },
                  { value: 'N', label: '아니요' },
                ]}
              />
            </Form.Item>
            {studentSendYn === 'Y' && (
              <Form.Item
                label="학생 휴대전화번호"
                name="studentMobile"
                htmlFor="se-agree-student"
                extra={target.mobile ? '비워 두면 등록된 번호로 보냅니다.' : undefined}
                rules={[...(target.mobile ? [] : [{ required: true, whitespace: true, message: '학생 휴대전화번호를 입력해주세요.' }]), mobileRule('학생 휴대전화번호')]}
                validateTrigger={['onBlur', 'onSubmit']}
              >
                <Input id="se-agree-student" inputMode="tel" maxLength={13} onBlur={(e) => e.target.value && form.setFieldValue('studentMobile', formatChosen(e.target.value))} />
              </Form.Item>
            )}
          </>
        )}
      </Form>
      {failure && <Alert type="error" showIcon title={failure} role="alert" />}
    </Modal>
  );
}

/** Send-URL: the student consent link or the questionnaire link again, to the number of the current round. */
export function SendUrlDialog({ open, onClose, target, onSent }: { open: boolean; onClose(): void; target: Target; onSent(): void }) {
  const { message } = useFeedback();
  const choices = resendChoices(target.consentState);
  const [sendType, setSendType] = useState<SendType | undefined>(choices[0]?.value);
  const [send, { loading }] = useMutation(SendSimpleEvaluationUrlMutation);
  const [failure, setFailure] = useState<string>();
  const submit = async () => {
    if (!sendType) return;
    setFailure(undefined);
    try {
      const res = await send({ variables: { sendType, input: { simpleEvaluationId: target.id } } });
      message.success(res.data?.sendSimpleEvaluationUrl.message || SE_MESSAGES.sent);
      onSent();
      onClose();
    } catch (e) {
      setFailure(errorMessage(e, '전송하지 못했습니다.'));
    }
  };
  return (
    <Modal title="링크 다시 보내기" open={open} onCancel={onClose} onOk={() => void submit()} okText="보내기" cancelText="취소" okButtonProps={{ loading, disabled: !sendType }} destroyOnHidden>
      {choices.length ? (
        <Form layout="vertical">
          <Form.Item label="보낼 링크">
            <Radio.Group value={sendType} onChange={(e) => setSendType(e.target.value as SendType)} options={choices} />
          </Form.Item>
          <Typography.Paragraph type="secondary">동의를 받은 번호로 보냅니다.</Typography.Paragraph>
        </Form>
      ) : (
        <Typography.Paragraph>지금은 다시 보낼 링크가 없습니다. 보호자 동의 요청을 먼저 보내주세요.</Typography.Paragraph>
      )}
      {failure && <Alert type="error" showIcon title={failure} role="alert" />}
    </Modal>
  );
}
