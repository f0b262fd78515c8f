import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Descriptions, Form, Input, Space, Spin, Typography, type DescriptionsProps } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { formatDateTime } from '../../shared/validators';
import { useFeedback } from '../../shared/ui/feedback';
import { errorMessage } from '../../shared/graphqlError';
import { FORM_TARGET_LABELS, FORM_TYPE_LABELS, LABEL_MAX, QUESTION_MAX } from './labels';
import { toFormUpdateInput, toValues, type FormData, type Values } from './formInput';
import { FormDetailPageQuery, UpdateFormMutation } from './operations';
import { oneLine } from '../../shared/ui/oneLine';
import { LoadError } from '../../shared/ui/LoadError';

const notBlank = (message: string) => ({ validator: (_: unknown, v?: string) => (v && v.trim() ? Promise.resolve() : Promise.reject(new Error(message))) });

export default function FormDetailPage() {
  const { formsId } = useParams();
  const id = Number(formsId);
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(FormDetailPageQuery, { variables: { id }, skip: !valid, fetchPolicy: 'cache-and-network' });
  // bumped after a failed save: the editor starts again from what the server holds (SPEC §8 "then reload")
  const [generation, setGeneration] = useState(0);
  const back = () => navigate(paths.formsList());

  if (!valid) return <Alert type="error" showIcon title="잘못된 설문지 번호입니다." />;
  if (!data && loading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (!data) {
    return (
      <Card title="설문지 상세">
        <LoadError error={error} fallback="설문지를 불러오지 못했습니다." />
        <Button style={{ marginTop: 16 }} onClick={back}>
          목록
        </Button>
      </Card>
    );
  }
  const reload = async () => {
    await refetch().catch(() => undefined);
    setGeneration((g) => g + 1);
  };
  return <FormEditor key={`${data.form.id}:${generation}`} form={data.form} onBack={back} onFailed={reload} />;
}

function FormEditor({ form: data, onBack, onFailed }: { form: FormData; onBack: () => void; onFailed: () => Promise<void> }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [updateForm, { loading: saving }] = useMutation(UpdateFormMutation);

  const save = async (values: Values) => {
    try {
      const res = await updateForm({ variables: { id: data.id, input: toFormUpdateInput(data, values) } });
      message.success('저장 되었습니다.');
      if (res.data) form.setFieldsValue(toValues(res.data.updateForm));
    } catch (e) {
      message.error(errorMessage(e, '저장 실패'));
      await onFailed();
    }
  };

  const info: DescriptionsProps['items'] = [
    { key: 'type', label: '종류', children: FORM_TYPE_LABELS[data.type] ?? data.type },
    { key: 'target', label: '대상', children: FORM_TARGET_LABELS[data.target] ?? data.target },
    { key: 'code', label: '코드', children: data.code },
    { key: 'count', label: '문항 수', children: data.questions.length },
    { key: 'updatedAt', label: '수정일시', children: oneLine(formatDateTime(data.updatedAt)) },
    { key: 'updatedBy', label: '수정한 사람', children: data.updatedByName ?? '-' },
  ];

  return (
    <Card
      title="설문지 상세"
      extra={
        <Space>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            저장
          </Button>
          <Button onClick={onBack}>목록</Button>
        </Space>
      }
    >
      <Descriptions bordered size="small" column={{ xs: 1, md: 3 }} items={info} style={{ marginBottom: 24 }} />
      <Typography.Paragraph type="secondary">
        문항 내용과 보기 문구만 고칠 수 있습니다. 문항 키와 보기 값은 검사 채점에 쓰이므로 바뀌지 않습니다.
      </Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" initialValues={toValues(data)} onFinish={save} scrollToFirstError>
        <Form.Item name="title" label="제목" required rules={[notBlank('제목을 입력해주세요.'), { max: 100, message: '제목은 100자 이내로 입력해주세요.' }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="description" label="설명" rules={[{ max: 1000, message: '설명은 1000자 이내로 입력해주세요.' }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
        </Form.Item>
        {data.questions.map((q, i) => (
          <fieldset key={q.key} style={{ border: '1px solid #d9d9d9', borderRadius: 8, padding: '8px 16px 0', marginBottom: 16 }}>
            <legend style={{ width: 'auto', padding: '0 8px', fontSize: 14, marginBottom: 0, border: 0 }}>
              {i + 1}. 문항 {q.key}
            </legend>
            <Form.Item
              name={['questions', i, 'question']}
              label="문항 내용"
              required
              rules={[notBlank('문항 내용을 입력해주세요.'), { max: QUESTION_MAX, message: `문항 내용은 ${QUESTION_MAX}자 이내로 입력해주세요.` }]}
            >
              <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={QUESTION_MAX} showCount />
            </Form.Item>
            <Space wrap align="start">
              {q.examples.map((e, j) => (
                <Form.Item
                  key={e.value}
                  name={['questions', i, 'examples', j, 'label']}
                  label={`보기 ${e.value}`}
                  required
                  rules={[notBlank('보기 내용을 입력해주세요.'), { max: LABEL_MAX, message: `보기 내용은 ${LABEL_MAX}자 이내로 입력해주세요.` }]}
                >
                  <Input maxLength={LABEL_MAX} style={{ width: 180 }} />
                </Form.Item>
              ))}
            </Space>
          </fieldset>
        ))}
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            저장
          </Button>
          <Button onClick={onBack}>목록</Button>
        </Space>
      </Form>
    </Card>
  );
}
