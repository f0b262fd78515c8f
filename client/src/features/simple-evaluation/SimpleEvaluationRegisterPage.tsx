import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Form, Input, Radio, Result, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session';
import { LinkButton } from '../../shared/ui/LinkButton';
import { useFeedback } from '../../shared/ui/feedback';
import { errorMessage } from '../../shared/graphqlError';
import { SchoolSelect } from '../../shared/ui/pickers';
import { GroupRegisterPanel } from './GroupRegisterPanel';
import { GENDER_LABELS, options, SCHOOL_TARGET_LABELS, SE_MESSAGES } from './labels';
import { RegisterSimpleEvaluationMutation, SimpleEvaluationAbilitiesQuery } from './operations';
import { formatChosen, registerInput, registerProblems, type RegisterValues } from './registerForm';

/** /auth/simple-evaluation/register (menu 00019): one student, or a group from an Excel file. */
export default function SimpleEvaluationRegisterPage() {
  const { data } = useQuery(SimpleEvaluationAbilitiesQuery);
  const allowed = data?.abilities.registerSimpleEvaluation;
  return (
    <Card title="간편검사 등록">
      {allowed === false && <Alert type="warning" showIcon title="간편검사를 등록할 권한이 없습니다." style={{ marginBottom: 16 }} />}
      <Tabs
        items={[
          { key: 'one', label: '개별 등록', children: <SingleRegister /> },
          { key: 'group', label: '일괄 등록', children: <GroupRegisterPanel /> },
        ]}
      />
    </Card>
  );
}

export function SingleRegister() {
  const { user } = useSession();
  const needsSchool = !user?.schoolId;
  const { message } = useFeedback();
  const [form] = Form.useForm<RegisterValues>();
  const [register, { loading }] = useMutation(RegisterSimpleEvaluationMutation);
  const [done, setDone] = useState<{ id: number; studentCode: string; message: string }>();
  const [failure, setFailure] = useState<string>();

  const check = (field: keyof RegisterValues) => ({
    validator: () => {
      const p = registerProblems(form.getFieldsValue(true) as RegisterValues, needsSchool)[field];
      return p ? Promise.reject(new Error(p)) : Promise.resolve();
    },
  });

  const submit = async (v: RegisterValues) => {
    setFailure(undefined);
    try {
      const res = await register({ variables: { input: registerInput(v, needsSchool) } });
      const r = res.data!.registerSimpleEvaluation;
      setDone({ id: r.id, studentCode: r.studentCode, message: r.message || SE_MESSAGES.numberCreated });
      message.success(SE_MESSAGES.numberCreated);
    } catch (e) {
      setFailure(errorMessage(e, '등록하지 못했습니다.'));
    }
  };

  if (done) {
    return (
      <Result
        status="success"
        title={SE_MESSAGES.numberCreated}
        subTitle={
          <span>
            관리번호 <strong data-testid="student-code">{done.studentCode}</strong>
          </span>
        }
        extra={
          <Space wrap>
            <LinkButton type="primary" to={paths.simpleEvaluationDetail(done.id)}>
              상세 보기
            </LinkButton>
            <Button
              onClick={() => {
                form.resetFields();
                setDone(undefined);
              }}
            >
              계속 등록
            </Button>
            <LinkButton to={paths.simpleEvaluationList()}>목록</LinkButton>
          </Space>
        }
      />
    );
  }

  return (
    <Form<RegisterValues> form={form} layout="vertical" onFinish={(v) => void submit(v)} style={{ maxWidth: 520 }} aria-label="학생 개별 등록">
      {needsSchool && (
        <Form.Item label="학교" name="schoolId" htmlFor="se-reg-school" required rules={[check('schoolId')]}>
          <SchoolSelect<string> id="se-reg-school" />
        </Form.Item>
      )}
      <Form.Item label="학교급" name="schoolTargetType" required rules={[check('schoolTargetType')]}>
        <Radio.Group aria-label="학교급" options={options(SCHOOL_TARGET_LABELS)} />
      </Form.Item>
      <Form.Item label="성별" name="gender" required rules={[check('gender')]}>
        <Radio.Group aria-label="성별" options={options(GENDER_LABELS)} />
      </Form.Item>
      <Form.Item
        label="휴대전화번호 (선택)"
        name="mobile"
        htmlFor="se-reg-mobile"
        rules={[check('mobile')]}
        validateTrigger={['onBlur', 'onSubmit']}
        extra="숫자만, 또는 띄어쓰기나 하이픈(-)으로 구분해 입력할 수 있습니다. 예: 010-1234-5678"
      >
        <Input
          id="se-reg-mobile"
          inputMode="tel"
          autoComplete="off"
          maxLength={13}
          onBlur={(e) => {
            const v = e.target.value;
            if (v) form.setFieldValue('mobile', formatChosen(v));
          }}
        />
      </Form.Item>
      {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 16 }} />}
      <Typography.Paragraph type="secondary">관리번호는 등록할 때 자동으로 만들어집니다.</Typography.Paragraph>
      <Space>
        <Button type="primary" htmlType="submit" loading={loading}>
          등록
        </Button>
        <LinkButton to={paths.simpleEvaluationList()}>목록</LinkButton>
      </Space>
    </Form>
  );
}
