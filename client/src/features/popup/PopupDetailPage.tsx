import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Descriptions, Space, Spin, Tag, Typography, type DescriptionsProps } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { parseId } from '../../shared/routeParams';
import { LinkButton } from '../../shared/ui/LinkButton';
import { oneLine, wholeWords } from '../../shared/ui/oneLine';
import { formatDateTime } from '../../shared/validators';
import { useFeedback } from '../../shared/ui/feedback';
import { errorMessage } from '../../shared/graphqlError';
import { targetsLabel } from './labels';
import { PopupImage } from './PopupImage';
import { DeletePopupMutation, PopupListPageQuery, PopupQuery } from './operations';
import { LoadError } from '../../shared/ui/LoadError';

/** /auth/popup/detail/{popupId}: the popup as its audience sees it, with 수정 and 삭제 (soft delete). */
export default function PopupDetailPage() {
  const id = parseId(useParams().popupId);
  const navigate = useNavigate();
  const { message, modal } = useFeedback();
  const { data, loading, error } = useQuery(PopupQuery, { variables: { id: id ?? 0 }, skip: !id, fetchPolicy: 'network-only' });
  const [remove, { loading: removing }] = useMutation(DeletePopupMutation, { refetchQueries: [PopupListPageQuery] });
  if (!id) return <Alert type="error" showIcon title="팝업을 찾을 수 없습니다." />;
  if (loading) return <Spin description="불러오는 중" />;
  const p = data?.popup;
  if (error || !p) return <LoadError error={error} fallback="팝업을 불러오지 못했습니다." />;

  const confirmDelete = () =>
    modal.confirm({
      title: '팝업을 삭제할까요?',
      content: '삭제한 팝업은 목록과 사용자 화면에서 사라집니다.',
      okText: '삭제',
      okButtonProps: { danger: true },
      cancelText: '취소',
      onOk: async () => {
        try {
          await remove({ variables: { id: p.id } });
          message.success('삭제되었습니다.');
          void navigate(paths.popupList());
        } catch (e) {
          message.error(errorMessage(e, '삭제 실패'));
        }
      },
    });

  const items: DescriptionsProps['items'] = [
    { key: 'period', label: '기간', children: wholeWords(`${p.startDate} ~ ${p.endDate}`) },
    { key: 'state', label: '상태', children: <Tag>{p.stateLabel}</Tag> },
    { key: 'useYn', label: '사용 여부', children: p.useYn === 'Y' ? '사용' : '사용 안 함' },
    { key: 'viewTarget', label: '노출 대상', children: targetsLabel(p.viewTarget) },
    { key: 'createDate', label: '등록일시', children: oneLine(formatDateTime(p.createDate)) },
    { key: 'updateDate', label: '수정일시', children: oneLine(formatDateTime(p.updateDate)) },
  ];

  return (
    <Card title={<h1 style={{ fontSize: 20, margin: 0 }}>{p.title}</h1>}>
      <Descriptions bordered column={{ xs: 1, md: 2 }} items={items} />
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
        내용
      </Typography.Title>
      {p.image && <PopupImage popupId={p.id} title={p.title} />}
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{p.content}</Typography.Paragraph>
      <Space wrap>
        <Button onClick={() => void navigate(paths.popupList())}>목록</Button>
        <LinkButton to={paths.popupModify(p.id)} type="primary">
          수정
        </LinkButton>
        <Button danger loading={removing} onClick={confirmDelete}>
          삭제
        </Button>
      </Space>
    </Card>
  );
}
