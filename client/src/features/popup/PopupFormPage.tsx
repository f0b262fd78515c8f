import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Checkbox, Form, Input, Radio, Space, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import type { PopupInput, RoleCode } from '../../gql/graphql';
import { parseId } from '../../shared/routeParams';
import { dateRule, endAfterStartRule, requiredRule } from '../../shared/validators';
import { AttachmentField, emptyAttachments, type AttachmentItem, type AttachmentValue } from '../attachment';
import { useFeedback } from '../../shared/ui/feedback';
import { errorCode, errorMessage } from '../../shared/graphqlError';
import { POPUP_ROLE_OPTIONS, POPUP_ROLES, USE_YN_OPTIONS } from './labels';
import { CreatePopupMutation, PopupListPageQuery, PopupQuery, UpdatePopupMutation } from './operations';
import { RequiredLabel } from '../../shared/ui/RequiredLabel';
import { LoadError } from '../../shared/ui/LoadError';

export interface PopupValues {
  title: string;
  content: string;
  startDate: string;
  endDate: string;
  useYn: 'Y' | 'N';
  viewTarget: RoleCode[];
  image?: AttachmentValue;
}

export const popupInput = (v: PopupValues): PopupInput => ({
  title: v.title.trim(),
  content: v.content.trim(),
  startDate: v.startDate,
  endDate: v.endDate,
  useYn: v.useYn,
  viewTarget: v.viewTarget,
  fileIds: v.image?.fileIds ?? [],
  deleteFileIds: v.image?.deleteFileIds ?? [],
});

/** /auth/popup/register and /auth/popup/modify/{popupId}: one form; the server's limit refusal is shown as it says. */
export default function PopupFormPage() {
  const { popupId } = useParams();
  const id = parseId(popupId);
  const editing = popupId !== undefined;
  const { data, loading, error } = useQuery(PopupQuery, { variables: { id: id ?? 0 }, skip: !id, fetchPolicy: 'network-only' });
  if (editing && !id) return <Alert type="error" showIcon title="팝업을 찾을 수 없습니다." />;
  if (editing && loading) return <Spin description="불러오는 중" />;
  if (editing && (error || !data)) return <LoadError error={error} fallback="팝업을 불러오지 못했습니다." />;
  const p = data?.popup;
  const initial: PopupValues = p
    ? { title: p.title, content: p.content, startDate: p.startDate, endDate: p.endDate, useYn: p.useYn === 'Y' ? 'Y' : 'N', viewTarget: p.viewTarget, image: emptyAttachments() }
    : { title: '', content: '', startDate: '', endDate: '', useYn: 'Y', viewTarget: [...POPUP_ROLES], image: emptyAttachments() };
  return <PopupForm key={p?.id ?? 'new'} id={p?.id} initial={initial} image={p?.image ?? undefined} />;
}

function PopupForm({ id, initial, image }: { id?: number; initial: PopupValues; image?: AttachmentItem }) {
  const navigate = useNavigate();
  const { message } = useFeedback();
  const [form] = Form.useForm<PopupValues>();
  const [refusal, setRefusal] = useState<string>();
  const [create, { loading: creating }] = useMutation(CreatePopupMutation, { refetchQueries: [PopupListPageQuery] });
  const [update, { loading: updating }] = useMutation(UpdatePopupMutation);

  const save = async (values: PopupValues) => {
    setRefusal(undefined);
    try {
      const input = popupInput(values);
      const saved = id ? (await update({ variables: { id, input } })).data?.updatePopup : (await create({ variables: { input } })).data?.createPopup;
      message.success(id ? '수정 되었습니다' : '등록되었습니다.');
      if (saved) void navigate(paths.popupDetail(saved.id));
    } catch (e) {
      // SPEC §8: a refusal with ACTIVE_POPUP_LIMIT_EXCEEDED shows the server's message
      if (errorCode(e) === 'ACTIVE_POPUP_LIMIT_EXCEEDED') setRefusal(errorMessage(e, ''));
      else message.error(errorMessage(e, id ? '수정 실패' : '등록 실패'));
    }
  };

  return (
    <Card title={<h1 style={{ fontSize: 20, margin: 0 }}>{id ? '팝업 수정' : '팝업 등록'}</h1>}>
      {refusal && <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 16 }} />}
      <Form<PopupValues> form={form} name="popup" layout="vertical" initialValues={initial} onFinish={save} style={{ maxWidth: 720 }}>
        <Form.Item label="제목" name="title" rules={[requiredRule('제목')]}>
          <Input maxLength={100} showCount />
        </Form.Item>
        <Form.Item label="내용" name="content" rules={[requiredRule('내용')]}>
          <Input.TextArea rows={6} maxLength={2000} showCount />
        </Form.Item>
        <Space wrap size={16}>
          <Form.Item label="시작일" name="startDate" rules={[requiredRule('시작일'), dateRule('시작일')]}>
            <Input type="date" />
          </Form.Item>
          <Form.Item label="종료일" name="endDate" dependencies={['startDate']} rules={[requiredRule('종료일'), dateRule('종료일'), endAfterStartRule('startDate')]}>
            <Input type="date" />
          </Form.Item>
        </Space>
        <Form.Item label="사용 여부" name="useYn" rules={[{ required: true, message: '사용 여부를 선택해주세요.' }]}>
          <Radio.Group options={USE_YN_OPTIONS} />
        </Form.Item>
        {/* a validator and a marked label, not `required`: antd would put aria-required on the group's div (axe refuses it) */}
        <Form.Item
          label={<RequiredLabel>노출 대상</RequiredLabel>}
          name="viewTarget"
          rules={[{ validator: (_r, v: unknown) => (Array.isArray(v) && v.length ? Promise.resolve() : Promise.reject(new Error('노출 대상을 하나 이상 선택해주세요.'))) }]}
        >
          <Checkbox.Group role="group" aria-label="노출 대상" options={POPUP_ROLE_OPTIONS} />
        </Form.Item>
        <Form.Item label="이미지" name="image" extra="PNG, JPEG, GIF, WebP 이미지 하나 (10MB 이하). 팝업에서 제목이 이미지의 대체 텍스트가 됩니다.">
          <AttachmentField existing={image ? [image] : []} />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={creating || updating}>
            {id ? '수정' : '등록'}
          </Button>
          <Button onClick={() => void navigate(id ? paths.popupDetail(id) : paths.popupList())}>취소</Button>
        </Space>
      </Form>
    </Card>
  );
}
