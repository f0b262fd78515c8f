import { useMutation } from '@apollo/client/react';
import { Card, Form } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { useFeedback } from '../../shared/ui/feedback';
import { failureMessage } from '../../shared/graphqlError';
import { CreateSchoolMutation } from './operations';
import { SchoolForm } from './SchoolForm';
import { toSchoolInput, type SchoolFormValues } from './schoolForm';

export default function SchoolRegisterPage() {
  const navigate = useNavigate();
  const { message } = useFeedback();
  const [form] = Form.useForm<SchoolFormValues>();
  const [createSchool, { loading }] = useMutation(CreateSchoolMutation);

  const submit = async (values: SchoolFormValues) => {
    try {
      await createSchool({
        variables: { input: toSchoolInput(values) },
        // the new school belongs in every cached school list
        update: (cache) => cache.evict({ fieldName: 'schools' }),
      });
      message.success('등록 성공');
      navigate(paths.schoolList());
    } catch (e) {
      message.error(failureMessage('등록 실패', e));
    }
  };

  return (
    <Card title="학교 등록">
      <SchoolForm mode="create" form={form} submitText="등록" submitting={loading} onSubmit={submit} onCancel={() => navigate(paths.schoolList())} />
    </Card>
  );
}
