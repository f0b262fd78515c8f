import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Descriptions, Form, Space, Spin, type DescriptionsProps } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { MENU } from '../../app/menus';
import { useSession } from '../../app/session';
import type { SchoolDetailPageQueryQuery } from '../../gql/graphql';
import { formatDate } from '../../shared/validators';
import { useFeedback } from '../../shared/ui/feedback';
import { failureMessage } from '../../shared/graphqlError';
import { SCHOOL_TYPE_LABELS } from '../../shared/labels';
import { useSggNames, useSidoNames } from '../../shared/ui/pickers';
import { SchoolDetailPageQuery, UpdateSchoolMutation } from './operations';
import { SchoolForm } from './SchoolForm';
import { toSchoolUpdateInput, type SchoolFormValues } from './schoolForm';
import { oneLine } from '../../shared/ui/oneLine';
import { LoadError } from '../../shared/ui/LoadError';

type School = SchoolDetailPageQueryQuery['school'];

export default function SchoolDetailPage() {
  const { schoolId = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(SchoolDetailPageQuery, { variables: { id: schoolId }, skip: !schoolId, fetchPolicy: 'cache-and-network' });

  if (!data && loading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (!data) {
    return (
      <Card title="학교 상세">
        <LoadError error={error} fallback="학교 정보를 불러오지 못했습니다." />
        <Button style={{ marginTop: 16 }} onClick={() => navigate(paths.schoolList())}>
          목록
        </Button>
      </Card>
    );
  }
  return <SchoolDetail school={data.school} />;
}

function SchoolDetail({ school }: { school: School }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const { message } = useFeedback();
  const sidoNames = useSidoNames();
  const sggNames = useSggNames(school.sdCode);
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<SchoolFormValues>();
  const [updateSchool, { loading }] = useMutation(UpdateSchoolMutation);
  const editable = school.can.update;

  const submit = async (values: SchoolFormValues) => {
    try {
      await updateSchool({ variables: { id: school.id, input: toSchoolUpdateInput(values) } });
      message.success('수정 되었습니다');
      setEditing(false);
    } catch (e) {
      message.error(failureMessage('수정 실패', e));
    }
  };

  if (editing) {
    return (
      <Card title="학교 수정">
        <SchoolForm
          mode="edit"
          form={form}
          submitText="저장"
          submitting={loading}
          initialValues={{
            id: school.id,
            name: school.name,
            type: school.type,
            sdCode: school.sdCode,
            sggCode: school.sggCode,
            educationOfficeId: school.educationOfficeId,
            address: school.address ?? undefined,
            addressDetail: school.addressDetail ?? undefined,
            postcode: school.postcode ?? undefined,
            umdCode: school.umdCode ?? undefined,
          }}
          onSubmit={submit}
          onCancel={() => setEditing(false)}
        />
      </Card>
    );
  }

  const items: DescriptionsProps['items'] = [
    { key: 'id', label: '학교 ID', children: school.id },
    { key: 'name', label: '학교명', children: school.name },
    { key: 'type', label: '학교급', children: SCHOOL_TYPE_LABELS[school.type] ?? school.type },
    { key: 'sd', label: '시도', children: sidoNames[school.sdCode] ?? school.sdCode },
    { key: 'sgg', label: '시군구', children: sggNames[school.sggCode] ?? school.sggCode },
    { key: 'office', label: '교육청', children: school.educationOfficeName ?? school.educationOfficeId },
    { key: 'address', label: '주소', children: [school.address, school.addressDetail].filter(Boolean).join(' ') || '-' },
    { key: 'postcode', label: '우편번호', children: school.postcode ?? '-' },
    { key: 'createdAt', label: '등록일', children: oneLine(formatDate(school.createdAt)) },
    { key: 'updatedAt', label: '수정일', children: oneLine(formatDate(school.updatedAt)) },
  ];

  return (
    <Card
      title="학교 상세"
      extra={
        <Space>
          {user?.permissions.includes(MENU.SCHOOL_AUTH_CODE) && (
            <Button onClick={() => navigate(`${paths.schoolAuthCode()}?schoolId=${encodeURIComponent(school.id)}`)}>인증코드 관리</Button>
          )}
          {editable && (
            <Button type="primary" onClick={() => setEditing(true)}>
              수정
            </Button>
          )}
          <Button onClick={() => navigate(paths.schoolList())}>목록</Button>
        </Space>
      }
    >
      <Descriptions bordered column={{ xs: 1, md: 2 }} items={items} />
    </Card>
  );
}
