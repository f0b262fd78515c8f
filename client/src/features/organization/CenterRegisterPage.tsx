import { useMutation } from '@apollo/client/react';
import { Card, Form } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session';
import { useFeedback } from '../../shared/ui/feedback';
import { failureMessage } from '../../shared/graphqlError';
import { useOfficeOfSido } from '../../shared/ui/pickers';
import { CenterForm } from './CenterForm';
import { toCenterInput, type CenterFormValues } from './centerForm';
import { CreateCenterMutation } from './operations';

export default function CenterRegisterPage() {
  const navigate = useNavigate();
  const { user } = useSession();
  const { message } = useFeedback();
  const officeOf = useOfficeOfSido();
  const [form] = Form.useForm<CenterFormValues>();
  const [createCenter, { loading }] = useMutation(CreateCenterMutation);
  const ownOffice = user?.role === 'EDUCATION_OFFICE' ? officeOf(user.sdCode) : undefined;

  // An education office registers centers under itself: prefill once the office list has loaded.
  useEffect(() => {
    if (ownOffice && !form.getFieldValue('educationOfficeId')) form.setFieldValue('educationOfficeId', ownOffice);
  }, [ownOffice, form]);

  const submit = async (values: CenterFormValues) => {
    try {
      await createCenter({ variables: { input: toCenterInput(values) }, update: (cache) => cache.evict({ fieldName: 'centers' }) });
      message.success('등록 성공');
      navigate(paths.centerList());
    } catch (e) {
      message.error(failureMessage('등록 실패', e));
    }
  };

  return (
    <Card title="센터 등록">
      <CenterForm
        form={form}
        submitText="등록"
        submitting={loading}
        onSubmit={submit}
        onCancel={() => navigate(paths.centerList())}
      />
    </Card>
  );
}
