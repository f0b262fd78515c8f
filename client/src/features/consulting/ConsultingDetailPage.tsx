import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Card, Descriptions, Space, Spin, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { formatDateTime } from '../../shared/validators';
import { parseId } from '../../shared/routeParams';
import { AttachmentList } from '../attachment';
import { errorMessage } from '../../shared/graphqlError';
import { CATEGORY_LABELS, MANAGER_LABELS, TYPE_LABELS, withEtc } from './labels';
import { ConsultingDetailQuery, DeleteConsultingMutation } from './operations';
import { LoadError } from '../../shared/ui/LoadError';

const text = (v?: string | null) => <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{v || '-'}</Typography.Paragraph>;

/** 자문 기록 상세: every field, the files as download buttons, 수정/삭제 where the server allows them. */
export default function ConsultingDetailPage() {
  const { consultingId } = useParams();
  const id = parseId(consultingId);
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const { data, loading, error } = useQuery(ConsultingDetailQuery, { variables: { id: id ?? 0 }, skip: id === undefined, fetchPolicy: 'cache-and-network' });
  const [remove, { loading: removing }] = useMutation(DeleteConsultingMutation);
  const c = data?.consulting;

  if (id === undefined || (error && !c)) {
    return (
      <Card title="자문 기록 상세">
        {id === undefined ? <Alert type="error" showIcon title="요청한 정보를 찾을 수 없습니다." /> : <LoadError error={error} fallback="자문 기록을 불러오지 못했습니다." />}
        <Button style={{ marginTop: 16 }} onClick={() => navigate(paths.consultingList())}>
          목록
        </Button>
      </Card>
    );
  }
  if (!c) return <Spin spinning={loading} aria-label="불러오는 중" />;

  const confirmDelete = () =>
    modal.confirm({
      title: '자문 기록을 삭제하시겠습니까?',
      okText: '삭제',
      cancelText: '취소',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove({ variables: { id: c.id } });
          message.success('삭제되었습니다.');
          navigate(paths.consultingList());
        } catch (e) {
          message.error(errorMessage(e, '삭제 실패'));
        }
      },
    });

  return (
    <Card
      title="자문 기록 상세"
      extra={
        <Space>
          {c.can.update && (
            <Button type="primary" onClick={() => navigate(paths.consultingModify(c.id))}>
              수정
            </Button>
          )}
          {c.can.delete && (
            <Button danger loading={removing} onClick={confirmDelete}>
              삭제
            </Button>
          )}
          <Button onClick={() => navigate(paths.consultingList())}>목록</Button>
        </Space>
      }
    >
      <Descriptions bordered column={{ xs: 1, sm: 1, md: 2 }} size="middle">
        <Descriptions.Item label="제목" span={2}>
          {c.title}
        </Descriptions.Item>
        <Descriptions.Item label="학교">{c.schoolName}</Descriptions.Item>
        <Descriptions.Item label="자문일">{c.consultingDate}</Descriptions.Item>
        <Descriptions.Item label="자문 구분">{withEtc(CATEGORY_LABELS[c.category], c.categoryEtc)}</Descriptions.Item>
        <Descriptions.Item label="자문 방법">{withEtc(TYPE_LABELS[c.type], c.typeEtc)}</Descriptions.Item>
        <Descriptions.Item label="담당">{withEtc(MANAGER_LABELS[c.manager], c.managerEtc)}</Descriptions.Item>
        <Descriptions.Item label="참석 인원">{c.participantsCount}명</Descriptions.Item>
        <Descriptions.Item label="내용" span={2}>
          {text(c.content)}
        </Descriptions.Item>
        <Descriptions.Item label="향후 계획" span={2}>
          {text(c.laterPlanContent)}
        </Descriptions.Item>
        <Descriptions.Item label="첨부파일" span={2}>
          <AttachmentList files={c.uploadedFiles} />
        </Descriptions.Item>
        <Descriptions.Item label="작성자">
          {c.userName} ({c.centerName})
        </Descriptions.Item>
        <Descriptions.Item label="작성·수정 일시">
          {formatDateTime(c.createdAt)} / {formatDateTime(c.updatedAt)}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
