import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Divider, Form, Input, List, Pagination, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../shared/format';
import { totalLabel } from '../../shared/paging';
import { errorMessage } from '../../shared/graphqlError';
import { BbsRepliesQuery, CreateBbsReplyMutation, DeleteBbsReplyMutation, UpdateBbsReplyMutation } from './operations';
import { LoadError } from '../../shared/ui/LoadError';

const PAGE = 20;

/** The replies of a post (oldest first, 20 a page): write one, and edit or delete one's own (an administrator any). */
export function BbsReplies({ bbsId, canReply }: { bbsId: number; canReply: boolean }) {
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ id: number; content: string }>();
  const [form] = Form.useForm<{ content: string }>();
  const { data, error, refetch } = useQuery(BbsRepliesQuery, { variables: { bbsId, page, size: PAGE }, fetchPolicy: 'cache-and-network' });
  const failed = (e: unknown) => void message.error(errorMessage(e, '처리하지 못했습니다.'));
  const [create, creating] = useMutation(CreateBbsReplyMutation);
  const [update] = useMutation(UpdateBbsReplyMutation);
  const [remove] = useMutation(DeleteBbsReplyMutation);
  const replies = data?.bbsReplies;

  const add = async ({ content }: { content: string }) => {
    const r = await create({ variables: { input: { bbsId, content } } }).catch(failed);
    if (!r) return;
    message.success(r.data?.createBbsReply.message ?? '등록되었습니다.');
    form.resetFields();
    const last = Math.max(1, Math.ceil(((replies?.totalElements ?? 0) + 1) / PAGE));
    if (last !== page) setPage(last);
    else void refetch();
  };
  const save = async () => {
    if (!editing) return;
    const r = await update({ variables: { id: editing.id, input: { content: editing.content } } }).catch(failed);
    if (!r) return;
    message.success(r.data?.updateBbsReply.message ?? '수정 되었습니다.');
    setEditing(undefined);
    void refetch();
  };
  const drop = async (id: number) => {
    const r = await remove({ variables: { id } }).catch(failed);
    if (!r) return;
    message.success(r.data?.deleteBbsReply.message ?? '삭제되었습니다.');
    void refetch();
  };

  return (
    <section aria-labelledby="bbs-replies-title">
      <Divider />
      <Typography.Title level={3} id="bbs-replies-title" style={{ fontSize: 16 }}>
        댓글 {replies ? `(${totalLabel(replies, '개')})` : ''}
      </Typography.Title>
      {!!error && <LoadError error={error} fallback="댓글을 불러오지 못했습니다." onRetry={refetch} style={{ marginBottom: 12 }} />}
      <List
        dataSource={replies?.content ?? []}
        locale={{ emptyText: '댓글이 없습니다.' }}
        renderItem={(r) => (
          <List.Item
            key={r.id}
            actions={
              r.canChange && editing?.id !== r.id
                ? [
                    <Button key="edit" size="small" onClick={() => setEditing({ id: r.id, content: r.content })} aria-label={`${r.user.name}의 댓글 수정`}>
                      수정
                    </Button>,
                    <Popconfirm key="delete" title="댓글을 삭제할까요?" okText="삭제" cancelText="취소" onConfirm={() => drop(r.id)}>
                      <Button size="small" danger aria-label={`${r.user.name}의 댓글 삭제`}>
                        삭제
                      </Button>
                    </Popconfirm>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <Space>
                  <span>{r.user.name}</span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatDateTime(r.createDate)}
                  </Typography.Text>
                </Space>
              }
              description={
                editing?.id === r.id ? (
                  <Space orientation="vertical" style={{ width: '100%' }}>
                    <Input.TextArea aria-label="댓글 수정" value={editing.content} maxLength={2000} onChange={(e) => setEditing({ id: r.id, content: e.target.value })} autoSize={{ minRows: 2 }} />
                    <Space>
                      <Button size="small" type="primary" onClick={() => void save()}>
                        저장
                      </Button>
                      <Button size="small" onClick={() => setEditing(undefined)}>
                        취소
                      </Button>
                    </Space>
                  </Space>
                ) : (
                  <span style={{ whiteSpace: 'pre-wrap', color: '#262626' }}>{r.content}</span>
                )
              }
            />
          </List.Item>
        )}
      />
      {replies && replies.totalPages > 1 && <Pagination style={{ marginTop: 8 }} current={page} pageSize={PAGE} total={replies.totalElements} onChange={setPage} showSizeChanger={false} />}
      {canReply && (
        <Form form={form} layout="vertical" onFinish={(v) => void add(v)} style={{ marginTop: 16 }}>
          <Form.Item name="content" label="댓글 쓰기" rules={[{ required: true, whitespace: true, message: '댓글을 입력해주세요.' }]}>
            <Input.TextArea maxLength={2000} showCount autoSize={{ minRows: 2 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={creating.loading}>
            댓글 등록
          </Button>
        </Form>
      )}
    </section>
  );
}
