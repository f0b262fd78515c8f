import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Card, DatePicker, Form, Input, InputNumber, Select, Space, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import type { ConsultingCategory, ConsultingInput, ConsultingManager, ConsultingType } from '../../gql/graphql';
import { parseId } from '../../shared/routeParams';
import { AttachmentField, emptyAttachments, type AttachmentValue } from '../attachment';
import { errorMessage } from '../../shared/graphqlError';
import { SchoolSelect } from '../../shared/ui/pickers';
import { CATEGORY_LABELS, MANAGER_LABELS, TYPE_LABELS, optionsOf } from './labels';
import { ConsultingDetailQuery, CreateConsultingMutation, UpdateConsultingMutation } from './operations';
import { LoadError } from '../../shared/ui/LoadError';

const DAY = 'YYYY-MM-DD';

interface Values {
  schoolId?: string;
  consultingDate?: Dayjs;
  category?: ConsultingCategory;
  categoryEtc?: string;
  type?: ConsultingType;
  typeEtc?: string;
  manager?: ConsultingManager;
  managerEtc?: string;
  participantsCount?: number | null;
  title?: string;
  content?: string;
  laterPlanContent?: string;
  files?: AttachmentValue;
}

/** The 기타 text input, shown and required only while its choice is ETC. */
function EtcField({ choice, name, label, message }: { choice: keyof Values; name: keyof Values; label: string; message: string }) {
  return (
    <Form.Item noStyle shouldUpdate={(a: Values, b: Values) => a[choice] !== b[choice]}>
      {({ getFieldValue }) =>
        getFieldValue(choice) === 'ETC' && (
          <Form.Item label={label} name={name} htmlFor={`consulting-${name}`} rules={[{ required: true, whitespace: true, message }]}>
            <Input id={`consulting-${name}`} maxLength={100} />
          </Form.Item>
        )
      }
    </Form.Item>
  );
}

/** 자문 기록 등록 and 수정 (one form): files picked are uploaded at once and sent as fileIds with the record. */
export default function ConsultingFormPage() {
  const { consultingId } = useParams();
  const editing = consultingId !== undefined;
  const id = parseId(consultingId);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { data, loading, error } = useQuery(ConsultingDetailQuery, { variables: { id: id ?? 0 }, skip: !editing || id === undefined, fetchPolicy: 'network-only' });
  const [create, { loading: creating }] = useMutation(CreateConsultingMutation);
  const [update, { loading: updating }] = useMutation(UpdateConsultingMutation);
  const existing = data?.consulting;
  const title = editing ? '자문 기록 수정' : '자문 기록 등록';

  if (editing && (id === undefined || (error && !existing))) {
    return (
      <Card title={title}>
        {id === undefined ? <Alert type="error" showIcon title="요청한 정보를 찾을 수 없습니다." /> : <LoadError error={error} fallback="자문 기록을 불러오지 못했습니다." />}
      </Card>
    );
  }
  if (editing && !existing) return <Spin spinning={loading} aria-label="불러오는 중" />;

  const submit = async (v: Values) => {
    const files = v.files ?? emptyAttachments();
    const input: ConsultingInput = {
      schoolId: v.schoolId!,
      consultingDate: v.consultingDate!.format(DAY),
      category: v.category!,
      categoryEtc: v.categoryEtc || null,
      type: v.type!,
      typeEtc: v.typeEtc || null,
      manager: v.manager!,
      managerEtc: v.managerEtc || null,
      participantsCount: v.participantsCount ?? 0,
      title: v.title ?? '',
      content: v.content ?? '',
      laterPlanContent: v.laterPlanContent || null,
      fileIds: files.fileIds,
      deleteFileIds: files.deleteFileIds,
    };
    try {
      if (existing) {
        await update({ variables: { id: existing.id, input } });
        message.success('수정 되었습니다');
        navigate(paths.consultingDetail(existing.id));
      } else {
        const res = await create({ variables: { input } });
        message.success('등록되었습니다.');
        navigate(paths.consultingDetail(res.data!.createConsulting.id));
      }
    } catch (e) {
      message.error(errorMessage(e, existing ? '수정 실패' : '등록 실패'));
    }
  };

  const initial: Values = existing
    ? {
        schoolId: existing.schoolId,
        consultingDate: dayjs(existing.consultingDate, DAY),
        category: existing.category,
        categoryEtc: existing.categoryEtc ?? undefined,
        type: existing.type,
        typeEtc: existing.typeEtc ?? undefined,
        manager: existing.manager,
        managerEtc: existing.managerEtc ?? undefined,
        participantsCount: existing.participantsCount,
        title: existing.title,
        content: existing.content ?? undefined,
        laterPlanContent: existing.laterPlanContent ?? undefined,
        files: emptyAttachments(),
      }
    : { participantsCount: 0, files: emptyAttachments() };

  return (
    <Card title={title}>
      <Form<Values> form={form} layout="vertical" initialValues={initial} onFinish={submit} aria-label={title} style={{ maxWidth: 760 }}>
        <Form.Item label="학교" name="schoolId" htmlFor="consulting-school" rules={[{ required: true, message: '학교를 선택해주세요.' }]}>
          <SchoolSelect<string> id="consulting-school" initialOptions={existing ? [{ id: existing.schoolId, name: existing.schoolName }] : undefined} />
        </Form.Item>
        <Form.Item label="자문일" name="consultingDate" htmlFor="consulting-date" rules={[{ required: true, message: '자문일을 입력해주세요.' }]}>
          <DatePicker id="consulting-date" format={DAY} placeholder="YYYY-MM-DD" />
        </Form.Item>
        <Form.Item label="자문 구분" name="category" htmlFor="consulting-category" rules={[{ required: true, message: '자문 구분을 선택해주세요.' }]}>
          <Select id="consulting-category" options={optionsOf(CATEGORY_LABELS)} placeholder="선택" />
        </Form.Item>
        <EtcField choice="category" name="categoryEtc" label="자문 구분(기타)" message="자문 구분이 기타이면 내용을 입력해주세요." />
        <Form.Item label="자문 방법" name="type" htmlFor="consulting-type" rules={[{ required: true, message: '자문 방법을 선택해주세요.' }]}>
          <Select id="consulting-type" options={optionsOf(TYPE_LABELS)} placeholder="선택" />
        </Form.Item>
        <EtcField choice="type" name="typeEtc" label="자문 방법(기타)" message="자문 방법이 기타이면 내용을 입력해주세요." />
        <Form.Item label="담당" name="manager" htmlFor="consulting-manager" rules={[{ required: true, message: '담당을 선택해주세요.' }]}>
          <Select id="consulting-manager" options={optionsOf(MANAGER_LABELS)} placeholder="선택" />
        </Form.Item>
        <EtcField choice="manager" name="managerEtc" label="담당(기타)" message="담당이 기타이면 내용을 입력해주세요." />
        <Form.Item label="참석 인원" name="participantsCount" htmlFor="consulting-participants">
          <InputNumber id="consulting-participants" min={0} max={10000} precision={0} />
        </Form.Item>
        <Form.Item label="제목" name="title" htmlFor="consulting-title" rules={[{ required: true, whitespace: true, message: '제목을 입력해주세요.' }]}>
          <Input id="consulting-title" maxLength={200} />
        </Form.Item>
        <Form.Item label="내용" name="content" htmlFor="consulting-content" rules={[{ required: true, whitespace: true, message: '내용을 입력해주세요.' }]}>
          <Input.TextArea id="consulting-content" rows={6} maxLength={20000} />
        </Form.Item>
        <Form.Item label="향후 계획" name="laterPlanContent" htmlFor="consulting-plan">
          <Input.TextArea id="consulting-plan" rows={3} maxLength={20000} />
        </Form.Item>
        <Form.Item label="첨부파일" name="files" htmlFor="consulting-files">
          <AttachmentField id="consulting-files" existing={existing?.uploadedFiles} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={creating || updating}>
            {existing ? '수정' : '등록'}
          </Button>
          <Button onClick={() => navigate(existing ? paths.consultingDetail(existing.id) : paths.consultingList())}>취소</Button>
        </Space>
      </Form>
    </Card>
  );
}
