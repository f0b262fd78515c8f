import { Form, Input } from 'antd';
import { passwordMessage, passwordRule, sameAsRule } from '../../shared/validators';

/** 비밀번호 and 비밀번호 확인 of a new password (fields `password` and `passwordConfirm`). */
export function NewPasswordFields() {
  return (
    <>
      <Form.Item
        label="비밀번호"
        name="password"
        rules={[{ required: true, message: '비밀번호를 입력해주세요.' }, passwordRule('비밀번호')]}
        extra={passwordMessage('비밀번호')}
      >
        <Input.Password autoComplete="new-password" maxLength={64} />
      </Form.Item>
      <Form.Item
        label="비밀번호 확인"
        name="passwordConfirm"
        dependencies={['password']}
        rules={[{ required: true, message: '비밀번호를 한 번 더 입력해주세요.' }, sameAsRule('password')]}
      >
        <Input.Password autoComplete="new-password" maxLength={64} />
      </Form.Item>
    </>
  );
}
