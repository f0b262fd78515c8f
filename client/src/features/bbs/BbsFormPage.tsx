import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Card, Checkbox, Form, Input, Radio, Space } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { roleName } from '../../shared/roles';
import { parseId } from '../../shared/routeParams';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { errorMessage } from '../../shared/graphqlError';
import { AttachmentField } from '../attachment';
import { initialValues, isBlankHtml, toInput, VIEW_TARGET_ROLES, type BbsFormValues } from './bbsForm';
import { useBoard } from './boards';
import { BbsFormPageQuery, CreateBbsMutation, UpdateBbsMutation } from './operations';
import { RichTextField } from './RichTextField';
import { LoadError } from '../../shared/ui/LoadError';

const PIN_RIGHTS = [
  ['centralFixation', 'setCentralFixation'],
  ['simpleEvaluationFixation', 'setSimpleEvaluationFixation'],
  ['centerFixation', 'setCenterFixation'],
] as const;

/** Register (/auth/bbs/{board}/register) and modify (/auth/bbs/{board}/modify/{bbsId}) one post. */
export default function BbsFormPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { board, type, title: boardTitle } = useBoard();
  const rawId = useParams().bbsId;
  const editing = rawId !== undefined;
  const id = parseId(rawId);
  const { data, loading, error } = useQuery(BbsFormPageQuery, { variables: { type, id: id ?? 0, editing }, skip: editing && id === undefined, fetchPolicy: 'network-only' });
  const [create, creating] = useMutation(CreateBbsMutation);
  const [update, updating] = useMutation(UpdateBbsMutation);
  const [form] = Form.useForm<BbsFormValues>();

  if ((editing && id === undefined) || (error && !data)) {
    return (
      <Card title={`${boardTitle} ${editing ? '수정' : '등록'}`}>
        {editing && id === undefined ? <Alert type="error" showIcon title="요청한 정보를 찾을 수 없습니다." /> : <LoadError error={error} fallback="화면을 불러오지 못했습니다." />}
      </Card>
    );
  }
  if (loading || !data) return <PageSpinner />;
  const post = editing ? data.bbs : undefined;
  const allowed = editing ? post?.can.update : data.abilities.bbs.write;
  const flags = editing && post ? post.can : data.abilities.bbs;
  if (!allowed) {
    return (
      <Card title={`${boardTitle} ${editing ? '수정' : '등록'}`}>
        <Alert type="warning" showIcon title="요청한 작업에 대한 권한이 없습니다." />
        <Button style={{ marginTop: 16 }} onClick={() => navigate(paths.bbsList(board))}>
          목록
        </Button>
      </Card>
    );
  }

  const submit = async (values: BbsFormValues) => {
    const input = toInput(values);
    // the pins this caller may not set are not on the form: leave the post's as they are
    if (post) for (const [pin, may] of PIN_RIGHTS) if (!flags[may]) delete input[pin];
    const failed = (e: unknown) => void message.error(errorMessage(e, editing ? '수정 실패' : '등록 실패'));
    if (post) {
      const r = await update({ variables: { id: post.id, input } }).catch(failed);
      if (!r?.data) return;
      message.success(r.data.updateBbs.message);
      navigate(paths.bbsDetail(board, post.id));
    } else {
      const { deleteFileIds: _none, ...fresh } = input;
      const r = await create({ variables: { input: { ...fresh, type } } }).catch(failed);
      if (!r?.data) return;
      message.success(r.data.createBbs.message);
      navigate(paths.bbsDetail(board, r.data.createBbs.id));
    }
  };

  const fixationOptions = [
    flags.setCentralFixation && { value: 'centralFixation', label: '모든 사용자 목록에서 맨 위' },
    flags.setSimpleEvaluationFixation && { value: 'simpleEvaluationFixation', label: '간편검사 사용자 목록에서 맨 위' },
    flags.setCenterFixation && { value: 'centerFixation', label: '우리 센터 직원 목록에서 맨 위' },
  ].filter((o): o is { value: string; label: string } => !!o);

  return (
    <Card title={`${boardTitle} ${editing ? '수정' : '등록'}`}>
      <Form<BbsFormValues> form={form} layout="vertical" initialValues={initialValues(post ?? undefined)} onFinish={(v) => void submit(v)} style={{ maxWidth: 900 }}>
        <Form.Item name="title" label="제목" rules={[{ required: true, whitespace: true, message: '제목을 입력해주세요.' }, { max: 200, message: '제목은 200자 이내로 입력해주세요.' }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="content"
          label={<span id="bbs-content-label">내용</span>}
          required
          rules={[{ validator: (_, v: string) => (isBlankHtml(v) ? Promise.reject(new Error('내용을 입력해주세요.')) : Promise.resolve()) }]}
        >
          <RichTextField labelledBy="bbs-content-label" />
        </Form.Item>
        <Form.Item name="attachments" label="첨부파일">
          <AttachmentField existing={post?.uploadedFiles ?? []} />
        </Form.Item>
        <Form.Item name="isPrivate" label="공개 여부">
          <Radio.Group
            options={[
              { value: 'Y', label: '비공개 (작성자, 같은 센터 직원, 관리자만)' },
              { value: 'N', label: '공개' },
            ]}
          />
        </Form.Item>
        <Form.Item name="viewTarget" label="공개 대상" extra="고르지 않으면 이 게시판을 볼 수 있는 모든 사용자에게 보입니다.">
          <Checkbox.Group options={VIEW_TARGET_ROLES.map((r) => ({ value: r, label: roleName(r) }))} />
        </Form.Item>
        {fixationOptions.length > 0 && (
          <Form.Item name="fixations" label="상단 고정">
            <Checkbox.Group options={fixationOptions} />
          </Form.Item>
        )}
        <Space>
          <Button type="primary" htmlType="submit" loading={creating.loading || updating.loading}>
            {editing ? '수정' : '등록'}
          </Button>
          <Button onClick={() => navigate(post ? paths.bbsDetail(board, post.id) : paths.bbsList(board))}>취소</Button>
        </Space>
      </Form>
    </Card>
  );
}
