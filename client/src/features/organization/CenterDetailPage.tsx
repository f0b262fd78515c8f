import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Descriptions, Form, Space, Spin, Tag, type DescriptionsProps } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import type { CenterDetailPageQueryQuery } from '../../gql/graphql';
import { formatDate, formatPhone } from '../../shared/validators';
import { useFeedback } from '../../shared/ui/feedback';
import { failureMessage } from '../../shared/graphqlError';
import { SCHOOL_TYPE_LABELS } from '../../shared/labels';
import { useSggNames, useSidoNames } from '../../shared/ui/pickers';
import { CenterForm } from './CenterForm';
import { toCenterInput, type CenterFormValues } from './centerForm';
import { CenterDetailPageQuery, DeleteCenterMutation, UpdateCenterMutation } from './operations';
import { oneLine } from '../../shared/ui/oneLine';
import { LoadError } from '../../shared/ui/LoadError';

type Center = CenterDetailPageQueryQuery['center'];

export default function CenterDetailPage() {
  const { centerId } = useParams();
  const id = Number(centerId);
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(CenterDetailPageQuery, { variables: { id }, skip: !valid, fetchPolicy: 'cache-and-network' });

  if (!valid) return <Alert type="error" showIcon title="잘못된 센터 번호입니다." />;
  if (!data && loading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (!data) {
    return (
      <Card title="센터 상세">
        <LoadError error={error} fallback="센터 정보를 불러오지 못했습니다." />
        <Button style={{ marginTop: 16 }} onClick={() => navigate(paths.centerList())}>
          목록
        </Button>
      </Card>
    );
  }
  return <CenterDetail center={data.center} />;
}

function CenterDetail({ center }: { center: Center }) {
  const navigate = useNavigate();
  const { message, modal } = useFeedback();
  const sidoNames = useSidoNames();
  const sggNames = useSggNames(center.sdCode);
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<CenterFormValues>();
  const [updateCenter, { loading: saving }] = useMutation(UpdateCenterMutation);
  const [deleteCenter, { loading: deleting }] = useMutation(DeleteCenterMutation);
  const locals = center.jurisdictionLocalList ?? [];
  const schools = center.jurisdictionSchoolList ?? [];

  const submit = async (values: CenterFormValues) => {
    try {
      await updateCenter({ variables: { id: center.id, input: toCenterInput(values) } });
      message.success('수정 되었습니다');
      setEditing(false);
    } catch (e) {
      message.error(failureMessage('수정 실패', e));
    }
  };

  const remove = () =>
    modal.confirm({
      title: '센터 삭제',
      content: `${center.name} 센터를 삭제하시겠습니까?`,
      okText: '삭제',
      okButtonProps: { danger: true },
      cancelText: '취소',
      onOk: async () => {
        try {
          await deleteCenter({
            variables: { id: center.id },
            // only the lists: evicting the center itself would make this (still mounted) page refetch it
            update: (cache) => {
              cache.evict({ fieldName: 'centers' });
            },
          });
          message.success('삭제 성공');
          navigate(paths.centerList());
        } catch (e) {
          message.error(failureMessage('삭제 실패', e));
        }
      },
    });

  if (editing) {
    return (
      <Card title="센터 수정">
        <CenterForm
          form={form}
          submitText="저장"
          submitting={saving}
          lockJurisdiction={!center.can.updateJurisdiction}
          knownLocals={locals}
          knownSchools={schools}
          initialValues={{
            code: center.code,
            name: center.name,
            contact: center.contact ?? undefined,
            email: center.email ?? undefined,
            fax: center.fax ?? undefined,
            educationOfficeId: center.educationOfficeId,
            reqLocalCode: center.reqLocalCode ?? undefined,
            jurisdictionLocalList: locals.map((l) => l.code),
            jurisdictionSchoolList: schools.map((s) => s.id),
          }}
          onSubmit={submit}
          onCancel={() => setEditing(false)}
        />
      </Card>
    );
  }

  const items: DescriptionsProps['items'] = [
    { key: 'code', label: '센터 코드', children: center.code },
    { key: 'name', label: '센터명', children: center.name },
    { key: 'contact', label: '연락처', children: formatPhone(center.contact) || '-' },
    { key: 'email', label: '이메일', children: center.email ?? '-' },
    { key: 'fax', label: '팩스', children: formatPhone(center.fax) || '-' },
    { key: 'office', label: '교육청', children: center.educationOfficeName ?? center.educationOfficeId },
    { key: 'sd', label: '시도', children: sidoNames[center.sdCode] ?? center.sdCode },
    { key: 'req', label: '소재 시군구', children: center.reqLocalCode ? (sggNames[center.reqLocalCode] ?? center.reqLocalCode) : '-' },
    {
      key: 'locals',
      label: '관할 지역',
      span: 'filled',
      children: locals.length ? locals.map((l) => <Tag key={l.code}>{l.name}</Tag>) : '-',
    },
    {
      key: 'schools',
      label: '관할 학교',
      span: 'filled',
      children: schools.length
        ? schools.map((s) => (
            <Tag key={s.id}>
              {s.name} ({SCHOOL_TYPE_LABELS[s.type]})
            </Tag>
          ))
        : '-',
    },
    { key: 'createdAt', label: '등록일', children: oneLine(formatDate(center.createdAt)) },
  ];

  return (
    <Card
      title="센터 상세"
      extra={
        <Space>
          {center.can.update && (
            <Button type="primary" onClick={() => setEditing(true)}>
              수정
            </Button>
          )}
          {center.can.delete && (
            <Button danger loading={deleting} onClick={remove}>
              삭제
            </Button>
          )}
          <Button onClick={() => navigate(paths.centerList())}>목록</Button>
        </Space>
      }
    >
      <Descriptions bordered column={{ xs: 1, md: 2 }} items={items} />
    </Card>
  );
}
