import { useMutation } from '@apollo/client/react';
import { Checkbox, Form, Input, Radio } from 'antd';
import { joinChoices, splitChoices } from '../../shared/validators';
import { EvaluationEditPage } from './EvaluationEditPage';
import { LINKAGE_INSTITUTIONS } from './labels';
import { SetAfterManagementMutation } from './operations';
import { RequiredLabel } from '../../shared/ui/RequiredLabel';

interface Values {
  linkageYn: 'Y' | 'N';
  institutionLinkage?: string[];
  institutionLinkageEtc?: string;
  reason?: string;
}

/** /auth/simple-evaluation/after-management/{id}: linkage to institutions after the screening. */
export default function AfterManagementPage() {
  const [form] = Form.useForm<Values>();
  const [save, { loading }] = useMutation(SetAfterManagementMutation);
  const linkage = Form.useWatch('linkageYn', form);
  const institutions = Form.useWatch('institutionLinkage', form) ?? [];

  const store = (id: number, v: Values) => {
    const yes = v.linkageYn === 'Y';
    return save({
      variables: {
        id,
        input: {
          linkageYn: v.linkageYn,
          institutionLinkage: yes ? joinChoices(v.institutionLinkage) || undefined : undefined,
          institutionLinkageEtc: yes && v.institutionLinkage?.includes('기타') ? v.institutionLinkageEtc?.trim() || undefined : undefined,
          reason: v.reason?.trim() || undefined,
        },
      },
    });
  };

  return (
    <EvaluationEditPage<Values>
      title="사후관리"
      maxWidth={640}
      form={form}
      initialValues={(e) => ({
        linkageYn: e.linkageYn === 'Y' ? 'Y' : 'N',
        institutionLinkage: splitChoices(e.institutionLinkage),
        institutionLinkageEtc: e.institutionLinkageEtc ?? undefined,
        reason: e.afterManagementReason ?? undefined,
      })}
      save={store}
      saving={loading}
    >
      {() => (
        <>
          <Form.Item label="기관 연계" name="linkageYn">
            <Radio.Group
              options={[
                { value: 'Y', label: '연계함' },
                { value: 'N', label: '연계 안 함' },
              ]}
            />
          </Form.Item>
          {linkage === 'Y' && (
            <>
              {/* a validator and a marked label, not `required`: antd would put aria-required on the group's div, which axe refuses there */}
              <Form.Item
                label={<RequiredLabel>연계 기관</RequiredLabel>}
                name="institutionLinkage"
                rules={[{ validator: (_r, v: unknown) => (Array.isArray(v) && v.length ? Promise.resolve() : Promise.reject(new Error('연계 기관을 선택해주세요.'))) }]}
              >
                <Checkbox.Group role="group" aria-label="연계 기관" options={LINKAGE_INSTITUTIONS.map((v) => ({ value: v, label: v }))} />
              </Form.Item>
              {institutions.includes('기타') && (
                <Form.Item label="기타 연계 기관" name="institutionLinkageEtc" htmlFor="se-am-etc" rules={[{ required: true, whitespace: true, message: '기타 연계 기관을 입력해주세요.' }]}>
                  <Input id="se-am-etc" maxLength={500} />
                </Form.Item>
              )}
            </>
          )}
          <Form.Item label="사유·내용" name="reason" htmlFor="se-am-reason">
            <Input.TextArea id="se-am-reason" maxLength={1000} rows={4} showCount />
          </Form.Item>
        </>
      )}
    </EvaluationEditPage>
  );
}
