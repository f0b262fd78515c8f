import { Button, Form, Input, Space, type FormInstance } from 'antd';
import { useSession } from '../../app/session';
import { EducationOfficeSelect, SchoolSelect, SggSelect, useSidoOfOffice, type SchoolOption } from '../../shared/ui/pickers';
import { CENTER_CODE, PHONE, type CenterFormValues } from './centerForm';

const LOCKED_HELP = '관할 지역·학교와 교육청은 교육청 또는 시스템 관리자만 변경할 수 있습니다.';

interface Props {
  form: FormInstance<CenterFormValues>;
  initialValues?: Partial<CenterFormValues>;
  /** Names of what the center already has, so the selects show names before a search. */
  knownLocals?: { code: string; name: string }[];
  knownSchools?: SchoolOption[];
  submitting?: boolean;
  /** A center's own manager edits its details but not its office or jurisdiction (server rule). */
  lockJurisdiction?: boolean;
  submitText: string;
  onSubmit: (values: CenterFormValues) => void;
  onCancel: () => void;
}

/** Fields of a center, shared by the register page and the detail page's edit mode. */
export function CenterForm({ form, initialValues, knownLocals, knownSchools, submitting, lockJurisdiction, submitText, onSubmit, onCancel }: Props) {
  const { user } = useSession();
  const sidoOf = useSidoOfOffice();
  const officeId = Form.useWatch('educationOfficeId', form);
  const sdCode = sidoOf(officeId);
  const officeSido = user?.role === 'EDUCATION_OFFICE' ? user.sdCode : undefined;

  return (
    <Form<CenterFormValues>
      name="center"
      form={form}
      layout="vertical"
      style={{ maxWidth: 720 }}
      initialValues={{ jurisdictionLocalList: [], jurisdictionSchoolList: [], ...initialValues }}
      onValuesChange={(changed: Partial<CenterFormValues>) => {
        // 소재지와 관할 지역은 교육청의 시도 안에서 고릅니다.
        if ('educationOfficeId' in changed && sidoOf(changed.educationOfficeId) !== sdCode) {
          form.setFieldsValue({ reqLocalCode: undefined, jurisdictionLocalList: [] });
        }
      }}
      onFinish={onSubmit}
    >
      <Form.Item
        name="code"
        label="센터 코드"
        rules={[
          { required: true, message: '센터 코드를 입력해주세요.' },
          { pattern: CENTER_CODE, message: '센터 코드는 영문, 숫자, - 20자 이내로 입력해주세요.' },
        ]}
      >
        <Input maxLength={20} style={{ maxWidth: 240 }} />
      </Form.Item>
      <Form.Item name="name" label="센터명" rules={[{ required: true, whitespace: true, message: '센터명을 입력해주세요.' }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="contact" label="연락처" rules={[{ pattern: PHONE, message: '연락처 형식이 맞지 않습니다.' }]}>
        <Input maxLength={20} style={{ maxWidth: 240 }} placeholder="02-000-0000" />
      </Form.Item>
      <Form.Item name="email" label="이메일" rules={[{ type: 'email', message: '이메일 형식이 맞지 않습니다.' }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="fax" label="팩스" rules={[{ pattern: PHONE, message: '팩스 형식이 맞지 않습니다.' }]}>
        <Input maxLength={20} style={{ maxWidth: 240 }} />
      </Form.Item>
      <Form.Item name="educationOfficeId" label="교육청" rules={[{ required: true, message: '교육청을 선택해주세요.' }]}>
        <EducationOfficeSelect sdCode={officeSido} disabled={lockJurisdiction} />
      </Form.Item>
      <Form.Item name="reqLocalCode" label="소재 시군구">
        <SggSelect sdCode={sdCode} disabled={!sdCode} extraOptions={knownLocals} />
      </Form.Item>
      <Form.Item
        name="jurisdictionLocalList"
        label="관할 지역"
        extra={lockJurisdiction ? LOCKED_HELP : '관할 지역(시군구)의 모든 학교가 센터의 관할이 됩니다.'}
      >
        <SggSelect mode="multiple" sdCode={sdCode} disabled={!sdCode || lockJurisdiction} extraOptions={knownLocals} placeholder="시군구 선택" />
      </Form.Item>
      <Form.Item
        name="jurisdictionSchoolList"
        label="관할 학교"
        extra={lockJurisdiction ? LOCKED_HELP : '관할 지역 밖의 같은 시도 학교를 따로 지정합니다.'}
      >
        <SchoolSelect<string[]> mode="multiple" sdCode={sdCode} initialOptions={knownSchools} disabled={lockJurisdiction} />
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
