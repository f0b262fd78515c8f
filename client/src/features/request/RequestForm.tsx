import { Alert, Button, Checkbox, Col, Descriptions, Form, Input, Radio, Row, Select, Space, Typography } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { AddressDialog } from './AddressDialog';
import { CONSENT_METHOD_LABELS, GENDER_LABELS, options, PAST_EXPERIENCE_OPTIONS, RELATIONSHIP_LABELS, YN_LABELS } from './labels';
import { draftProblems, requestProblems, type RequestField, type RequestFormValues } from './requestForm';

export interface RequestFormProps {
  initialValues: RequestFormValues;
  /** Read-only facts the server decides (school, center, the referred screening result). */
  context: { label: string; value: ReactNode }[];
  submitLabel: string;
  submitting: boolean;
  failure?: string;
  onSubmit(values: RequestFormValues): void;
  /** 임시저장: offered when given; checks only the filled fields (draftProblems). */
  onSaveDraft?(values: RequestFormValues): void;
  savingDraft?: boolean;
  footer?: ReactNode;
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section style={{ marginBottom: 24 }}>
    <Typography.Title level={2} style={{ fontSize: 17, marginBottom: 12 }}>
      {title}
    </Typography.Title>
    {children}
  </section>
);

const half = { xs: 24, md: 12 } as const;
const third = { xs: 24, md: 8 } as const;
const ynOptions = options(YN_LABELS);

/**
 * The request form (SPEC §3 Request), in the sections a school fills in: 대상 학생, 의뢰자, 보호자, 주소, 과거력, 주호소,
 * 동의. Each field is checked as the server checks it, with its Korean message; filing and editing share it.
 */
export function RequestForm({ initialValues, context, submitLabel, submitting, failure, onSubmit, onSaveDraft, savingDraft, footer }: RequestFormProps) {
  const [form] = Form.useForm<RequestFormValues>();
  const [addressOpen, setAddressOpen] = useState(false);
  const relationship = Form.useWatch('guardianRelationship', form);
  // which checks the fields run: filing's (every rule) or a draft's (only what is filled)
  const drafting = useRef(false);

  const check = (field: RequestField) => ({
    validator: () => {
      const values = form.getFieldsValue(true) as RequestFormValues;
      const p = (drafting.current ? draftProblems(values) : requestProblems(values))[field];
      return p ? Promise.reject(new Error(p)) : Promise.resolve();
    },
  });

  const saveDraft = async () => {
    drafting.current = true;
    try {
      await form.validateFields();
      onSaveDraft?.(form.getFieldsValue(true) as RequestFormValues);
    } catch {
      // the fields show their problems; scroll to the first one as filing does
      const first = form.getFieldsError().find((f) => f.errors.length);
      if (first) form.scrollToField(first.name);
    } finally {
      drafting.current = false;
    }
  };
  const item = (field: RequestField, label: string, required = false) => ({
    name: field,
    label,
    htmlFor: `rq-${field}`,
    required,
    rules: [check(field)],
  });

  return (
    <Form<RequestFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSubmit}
      scrollToFirstError
      aria-label="의뢰서"
      style={{ maxWidth: 960 }}
    >
      {context.length > 0 && (
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 24 }}>
          {context.map((c) => (
            <Descriptions.Item key={c.label} label={c.label}>
              {c.value}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}

      <Section title="대상 학생">
        <Row gutter={16}>
          <Col {...third}>
            <Form.Item {...item('name', '이름', true)}>
              <Input id="rq-name" maxLength={50} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item {...item('gender', '성별', true)} htmlFor={undefined}>
              <Radio.Group aria-label="성별" options={options(GENDER_LABELS)} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item {...item('birth', '생년월일', true)}>
              <Input id="rq-birth" type="date" min="1990-01-01" />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item {...item('mobile', '학생 휴대전화번호')} validateTrigger={['onBlur', 'onSubmit']} extra="선택. 예: 010-1234-5678">
              <Input id="rq-mobile" inputMode="tel" maxLength={13} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={8} md={5}>
            <Form.Item {...item('grade', '학년')}>
              <Input id="rq-grade" inputMode="numeric" maxLength={1} />
            </Form.Item>
          </Col>
          <Col xs={8} md={5}>
            <Form.Item {...item('classNo', '반')}>
              <Input id="rq-classNo" inputMode="numeric" maxLength={2} />
            </Form.Item>
          </Col>
          <Col xs={8} md={6}>
            <Form.Item {...item('num', '번호')}>
              <Input id="rq-num" inputMode="numeric" maxLength={2} />
            </Form.Item>
          </Col>
        </Row>
      </Section>

      <Section title="의뢰자">
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item {...item('requesterName', '의뢰자 이름', true)}>
              <Input id="rq-requesterName" maxLength={50} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item {...item('requesterInstitution', '의뢰 기관')}>
              <Input id="rq-requesterInstitution" maxLength={100} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item {...item('requesterContact', '의뢰자 연락처', true)} validateTrigger={['onBlur', 'onSubmit']} extra="휴대전화 또는 학교 전화. 예: 02-123-4567">
              <Input id="rq-requesterContact" inputMode="tel" maxLength={13} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item {...item('requesterFax', '팩스')} validateTrigger={['onBlur', 'onSubmit']}>
              <Input id="rq-requesterFax" inputMode="tel" maxLength={13} />
            </Form.Item>
          </Col>
        </Row>
      </Section>

      <Section title="보호자">
        <Row gutter={16}>
          <Col {...third}>
            <Form.Item {...item('guardianContact', '보호자 연락처', true)} validateTrigger={['onBlur', 'onSubmit']}>
              <Input id="rq-guardianContact" inputMode="tel" maxLength={13} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item {...item('guardianRelationship', '보호자 관계', true)}>
              <Select id="rq-guardianRelationship" placeholder="선택" options={options(RELATIONSHIP_LABELS)} />
            </Form.Item>
          </Col>
          {relationship === 'ETC' && (
            <Col {...third}>
              <Form.Item {...item('guardianRelationshipEtc', '기타 보호자 관계', true)}>
                <Input id="rq-guardianRelationshipEtc" maxLength={100} />
              </Form.Item>
            </Col>
          )}
        </Row>
      </Section>

      <Section title="주소">
        <Row gutter={16} align="bottom">
          <Col xs={14} md={6}>
            <Form.Item {...item('postcode', '우편번호')}>
              <Input id="rq-postcode" readOnly placeholder="우편번호 찾기" />
            </Form.Item>
          </Col>
          <Col xs={10} md={6}>
            <Form.Item>
              <Button onClick={() => setAddressOpen(true)}>우편번호 찾기</Button>
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item {...item('address', '주소')}>
              <Input id="rq-address" maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item {...item('addressDetail', '상세 주소')}>
              <Input id="rq-addressDetail" maxLength={200} placeholder="동, 호수 등" />
            </Form.Item>
          </Col>
        </Row>
      </Section>

      <Section title="과거력">
        <Row gutter={16}>
          <Col {...third}>
            <Form.Item name="pastInterestGroup" label="과거 관심군 여부">
              <Radio.Group aria-label="과거 관심군 여부" options={ynOptions} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="pastInstitutionalLinkage" label="과거 기관 연계 여부">
              <Radio.Group aria-label="과거 기관 연계 여부" options={ynOptions} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="ssMedicalExpensesSupport" label="치료비 지원 희망">
              <Radio.Group aria-label="치료비 지원 희망" options={ynOptions} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="pastExperience" label="과거 서비스 경험">
              <Checkbox.Group aria-label="과거 서비스 경험" options={PAST_EXPERIENCE_OPTIONS.map((o) => ({ value: o, label: o }))} />
            </Form.Item>
          </Col>
        </Row>
      </Section>

      <Section title="주호소">
        <Form.Item {...item('mainAppeal', '주호소', true)} extra="학생이 겪는 어려움과 의뢰하는 이유를 적어주세요.">
          <Input.TextArea id="rq-mainAppeal" rows={5} maxLength={4000} showCount />
        </Form.Item>
        <Form.Item {...item('remark', '비고')}>
          <Input.TextArea id="rq-remark" rows={2} maxLength={2000} />
        </Form.Item>
      </Section>

      <Section title="동의">
        <Typography.Paragraph type="secondary">보호자에게 받은 두 가지 동의를 받은 일시(한국 시간)와 방법과 함께 기록합니다.</Typography.Paragraph>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="gcRequest" valuePropName="checked" rules={[check('gcRequest')]} required>
              <Checkbox>보호자가 센터 의뢰에 동의했습니다 (의뢰 동의)</Checkbox>
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item {...item('gcRequestAt', '의뢰 동의 일시', true)}>
              <Input id="rq-gcRequestAt" type="datetime-local" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item {...item('gcRequestMethod', '의뢰 동의 방법', true)} htmlFor={undefined}>
              <Radio.Group aria-label="의뢰 동의 방법" options={options(CONSENT_METHOD_LABELS)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="gc3rdPartyProvision" valuePropName="checked" rules={[check('gc3rdPartyProvision')]} required>
              <Checkbox>보호자가 센터에 대한 개인정보 제3자 제공에 동의했습니다 (제3자 제공 동의)</Checkbox>
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item {...item('gc3rdPartyProvisionAt', '제3자 제공 동의 일시', true)}>
              <Input id="rq-gc3rdPartyProvisionAt" type="datetime-local" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item {...item('gc3rdPartyProvisionMethod', '제3자 제공 동의 방법', true)} htmlFor={undefined}>
              <Radio.Group aria-label="제3자 제공 동의 방법" options={options(CONSENT_METHOD_LABELS)} />
            </Form.Item>
          </Col>
        </Row>
      </Section>

      {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 16 }} />}
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={submitting} disabled={savingDraft}>
          {submitLabel}
        </Button>
        {onSaveDraft && (
          <Button onClick={() => void saveDraft()} loading={savingDraft} disabled={submitting}>
            임시저장
          </Button>
        )}
        {footer}
      </Space>

      <AddressDialog
        open={addressOpen}
        onClose={() => setAddressOpen(false)}
        onChoose={(a) => form.setFieldsValue({ postcode: a.postcode, address: a.roadAddress })}
      />
    </Form>
  );
}
