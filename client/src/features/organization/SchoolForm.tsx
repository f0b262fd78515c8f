import { useApolloClient } from '@apollo/client/react';
import { Button, Form, Input, Select, Space, type FormInstance } from 'antd';
import { useSession } from '../../app/session';
import { useFeedback } from '../../shared/ui/feedback';
import { SCHOOL_TYPE_OPTIONS } from '../../shared/labels';
import { EducationOfficeSelect, SggSelect, SidoSelect, useOfficeOfSido } from '../../shared/ui/pickers';
import { SchoolIdAvailableQuery } from './operations';
import { uniqueSchoolIdRule } from '../../shared/validators';
import { POSTCODE, SCHOOL_ID, type SchoolFormValues } from './schoolForm';

interface Props {
  mode: 'create' | 'edit';
  form: FormInstance<SchoolFormValues>;
  initialValues?: Partial<SchoolFormValues>;
  submitting?: boolean;
  submitText: string;
  onSubmit: (values: SchoolFormValues) => void;
  onCancel: () => void;
}

/** Fields of a school, shared by the register page and the detail page's edit mode. */
export function SchoolForm({ mode, form, initialValues, submitting, submitText, onSubmit, onCancel }: Props) {
  const client = useApolloClient();
  const { user } = useSession();
  const { message } = useFeedback();
  const officeOf = useOfficeOfSido();
  const sdCode = Form.useWatch('sdCode', form);
  // An education office works inside its own 시도.
  const sidoLocked = user?.role === 'EDUCATION_OFFICE';

  const isAvailable = async (id: string) => {
    const { data } = await client.query({ query: SchoolIdAvailableQuery, variables: { id }, fetchPolicy: 'network-only' });
    return data?.schoolIdAvailable === true;
  };

  const checkId = async () => {
    try {
      await form.validateFields(['id']);
      message.success('사용 가능한 ID 입니다.');
    } catch {
      // the field shows why
    }
  };

  return (
    <Form<SchoolFormValues>
      name="school"
      form={form}
      layout="vertical"
      style={{ maxWidth: 640 }}
      initialValues={{ sdCode: sidoLocked ? user?.sdCode : undefined, ...initialValues }}
      onValuesChange={(changed: Partial<SchoolFormValues>) => {
        if ('sdCode' in changed) form.setFieldsValue({ sggCode: undefined, educationOfficeId: officeOf(changed.sdCode) });
      }}
      onFinish={onSubmit}
    >
      {mode === 'create' ? (
        <Form.Item label="학교 ID" required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item
              name="id"
              noStyle
              validateTrigger={['onChange', 'onBlur']}
              rules={[
                { required: true, message: '학교 ID를 입력해주세요.' },
                { pattern: SCHOOL_ID, message: '학교 ID는 영문과 숫자 20자 이내로 입력해주세요.' },
                uniqueSchoolIdRule(isAvailable),
              ]}
            >
              <Input aria-label="학교 ID" placeholder="영문, 숫자 20자 이내" maxLength={20} />
            </Form.Item>
            <Button onClick={checkId}>중복 확인</Button>
          </Space.Compact>
        </Form.Item>
      ) : (
        <Form.Item name="id" label="학교 ID">
          <Input disabled />
        </Form.Item>
      )}
      <Form.Item name="name" label="학교명" rules={[{ required: true, whitespace: true, message: '학교명을 입력해주세요.' }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="type" label="학교급" rules={[{ required: true, message: '학교급을 선택해주세요.' }]}>
        <Select placeholder="학교급 선택" options={SCHOOL_TYPE_OPTIONS} />
      </Form.Item>
      <Form.Item name="sdCode" label="시도" rules={[{ required: true, message: '시도를 선택해주세요.' }]}>
        <SidoSelect disabled={sidoLocked} allowClear={false} />
      </Form.Item>
      <Form.Item name="sggCode" label="시군구" rules={[{ required: true, message: '시군구를 선택해주세요.' }]}>
        <SggSelect sdCode={sdCode} disabled={!sdCode} />
      </Form.Item>
      <Form.Item name="educationOfficeId" label="교육청" rules={[{ required: true, message: '교육청을 선택해주세요.' }]}>
        <EducationOfficeSelect sdCode={sdCode} />
      </Form.Item>
      <Form.Item name="address" label="주소">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="addressDetail" label="상세주소">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="postcode" label="우편번호" rules={[{ pattern: POSTCODE, message: '우편번호 형식이 맞지 않습니다.' }]}>
        <Input maxLength={5} style={{ width: 140 }} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {submitText}
        </Button>
        <Button onClick={onCancel}>취소</Button>
      </Space>
    </Form>
  );
}
