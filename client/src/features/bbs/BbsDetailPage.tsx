import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Card, Descriptions, Divider, Form, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { formatDateTime } from '../../shared/format';
import { roleName } from '../../shared/roles';
import { parseId } from '../../shared/routeParams';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { errorMessage } from '../../shared/graphqlError';
import { AttachmentList } from '../attachment';
import { QA_BOARDS, useBoard } from './boards';
import { BbsReplies } from './BbsReplies';
import { AnswerBbsMutation, BbsDetailPageQuery, DeleteBbsMutation, PurgeBbsMutation, RestoreBbsMutation } from './operations';
import { RichTextField, StoredHtml } from './RichTextField';
import { LoadError } from '../../shared/ui/LoadError';

/** SPEC §4: saving an answer reloads the page. */
export const reloadPage = () => window.location.reload();

/** A post, its answer, its replies, and the actions BbsDetail.can allows (SPEC §2 /auth/bbs/{board}/detail/{bbsId}). */
export default function BbsDetailPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { board, title: boardTitle } = useBoard();
  const id = parseId(useParams().bbsId);
  const { data, loading, error } = useQuery(BbsDetailPageQuery, { variables: { id: id ?? 0 }, skip: id === undefined, fetchPolicy: 'network-only' });
  const [answer, setAnswer] = useState<string>();
  const done = { onError: (e: unknown) => void message.error(errorMessage(e, '처리하지 못했습니다.')) };
  const [saveAnswer, answering] = useMutation(AnswerBbsMutation);
  const [remove] = useMutation(DeleteBbsMutation);
  const [restore] = useMutation(RestoreBbsMutation);
  const [purge] = useMutation(PurgeBbsMutation);

  if (id === undefined || (error && !data)) {
    return (
      <Card title={boardTitle}>
        {id === undefined ? <Alert type="error" showIcon title="요청한 정보를 찾을 수 없습니다." /> : <LoadError error={error} fallback="게시글을 불러오지 못했습니다." />}
        <Button style={{ marginTop: 16 }} onClick={() => navigate(paths.bbsList(board))}>
          목록
        </Button>
      </Card>
    );
  }
  if (loading || !data) return <PageSpinner />;
  const post = data.bbs;
  const can = post.can;
  const qa = QA_BOARDS.includes(board) || post.answer != null;
  const toList = () => navigate(paths.bbsList(board));

  const submitAnswer = async () => {
    if (!answer) return void message.error('답변을 입력해주세요.');
    const r = await saveAnswer({ variables: { id: post.id, answer } }).catch(done.onError);
    if (!r) return;
    message.success(r.data?.answerBbs.message ?? '저장 되었습니다.');
    reloadPage();
  };
  const act = async (run: () => Promise<{ data?: unknown } | void>, key: 'deleteBbs' | 'restoreBbs' | 'purgeBbs') => {
    const r = (await run().catch(done.onError)) as { data?: Record<string, { message: string }> } | undefined;
    if (!r?.data) return;
    message.success(r.data[key].message);
    toList();
  };

  return (
    <Card
      title={
        <Space wrap>
          <span>{post.title}</span>
          {post.isPrivate === 'Y' && <Tag>비공개</Tag>}
          {post.deleteDate && <Tag color="red">삭제됨</Tag>}
        </Space>
      }
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} bordered>
        <Descriptions.Item label="작성자">{post.centerName ? `${post.userName} (${post.centerName})` : post.userName}</Descriptions.Item>
        <Descriptions.Item label="작성일">{formatDateTime(post.createDate)}</Descriptions.Item>
        <Descriptions.Item label="조회">{post.viewCount}</Descriptions.Item>
        <Descriptions.Item label="공개 대상">{post.viewTarget.length ? post.viewTarget.map(roleName).join(', ') : '전체'}</Descriptions.Item>
        <Descriptions.Item label="수정일">{formatDateTime(post.updateDate)}</Descriptions.Item>
        <Descriptions.Item label="상단 고정">
          {[post.centralFixation === 'Y' && '중앙', post.simpleEvaluationFixation === 'Y' && '간편검사', post.centerFixation === 'Y' && '센터'].filter(Boolean).join(', ') || '없음'}
        </Descriptions.Item>
      </Descriptions>
      <section aria-label="본문" style={{ padding: '16px 0' }}>
        <StoredHtml html={post.content} />
      </section>
      <section aria-label="첨부파일">
        <AttachmentList files={post.uploadedFiles} />
      </section>

      {qa && (
        <section aria-labelledby="bbs-answer-title">
          <Divider />
          <Typography.Title level={3} id="bbs-answer-title" style={{ fontSize: 16 }}>
            답변 {post.answerDate && <Typography.Text type="secondary" style={{ fontSize: 13, fontWeight: 'normal' }}>{formatDateTime(post.answerDate)}</Typography.Text>}
          </Typography.Title>
          {post.answer ? <StoredHtml html={post.answer} /> : <Typography.Paragraph type="secondary">아직 답변이 없습니다.</Typography.Paragraph>}
          {can.answer && (
            <Form layout="vertical" onFinish={() => void submitAnswer()} style={{ marginTop: 12 }}>
              <Form.Item label={<span id="bbs-answer-label">{post.answer ? '답변 고치기' : '답변 쓰기'}</span>}>
                <RichTextField labelledBy="bbs-answer-label" value={post.answer ?? ''} onChange={setAnswer} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={answering.loading}>
                답변 저장
              </Button>
            </Form>
          )}
        </section>
      )}

      <Divider />
      <Space wrap>
        <Button onClick={toList}>목록</Button>
        {can.update && <Button onClick={() => navigate(paths.bbsModify(board, post.id))}>수정</Button>}
        {can.delete && (
          <Popconfirm title="이 글을 삭제할까요?" okText="삭제" cancelText="취소" onConfirm={() => act(() => remove({ variables: { id: post.id } }), 'deleteBbs')}>
            <Button danger>삭제</Button>
          </Popconfirm>
        )}
        {can.restore && <Button onClick={() => void act(() => restore({ variables: { id: post.id } }), 'restoreBbs')}>복원</Button>}
        {can.purge && (
          <Popconfirm title="완전히 삭제하면 되돌릴 수 없습니다. 댓글도 함께 지워집니다." okText="완전 삭제" cancelText="취소" onConfirm={() => act(() => purge({ variables: { id: post.id } }), 'purgeBbs')}>
            <Button danger>완전 삭제</Button>
          </Popconfirm>
        )}
      </Space>

      {!post.deleteDate && <BbsReplies bbsId={post.id} canReply={can.reply} />}
    </Card>
  );
}
