import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Space, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import type { RequestListPageQueryQuery } from '../../gql/graphql';
import { formatDateTime } from '../../shared/format';
import type { usePaging } from '../../shared/paging';
import { LinkButton } from '../../shared/ui/LinkButton';
import { rowOpens } from '../../shared/ui/rowOpens';
import { useFeedback } from '../../shared/ui/feedback';
import { errorMessage } from '../../shared/graphqlError';
import { labelOf, GENDER_LABELS, REQUEST_MESSAGES, TYPE_LABELS } from './labels';
import { DeleteRequestMutation, RequestListPageQuery } from './operations';
import { oneLine } from '../../shared/ui/oneLine';
import { ListTable } from '../../shared/ui/listParts';

type Row = RequestListPageQueryQuery['requests']['content'][number];

const studentOf = (r: Row) => {
  const t = r.requestTarget;
  const facts = [labelOf(GENDER_LABELS, t.gender), t.birthYear && `${t.birthYear}년생`].filter(Boolean).join(', ');
  return `${t.name ?? '(이름 미입력)'}${facts ? ` (${facts})` : ''}`;
};

/**
 * 임시저장 (search.searchTemp=Y): the caller's own drafts, newest first, each continued on the register form
 * (이어서 작성) or thrown away. Nobody else sees them, so there is no Excel download and no filter beyond paging.
 */
export function DraftList({ page, size, pagination }: { page: number; size: number; pagination: ReturnType<typeof usePaging>['tablePagination'] }) {
  const navigate = useNavigate();
  const { message, modal } = useFeedback();
  const { data, previousData, loading, error, refetch } = useQuery(RequestListPageQuery, {
    variables: { searchTemp: 'Y', page, size },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation(DeleteRequestMutation);
  const list = (data ?? previousData)?.requests;

  const confirmDelete = (r: Row) =>
    modal.confirm({
      title: '임시저장한 의뢰를 삭제할까요?',
      content: `${studentOf(r)} — 삭제하면 되돌릴 수 없습니다.`,
      okText: '삭제',
      okButtonProps: { danger: true },
      cancelText: '취소',
      onOk: async () => {
        try {
          await remove({ variables: { id: r.id } });
          message.success(REQUEST_MESSAGES.deleted);
          await refetch();
        } catch (e) {
          message.error(errorMessage(e, '삭제하지 못했습니다.'));
        }
      },
    });

  const columns: TableColumnsType<Row> = [
    { title: '번호', dataIndex: 'id', key: 'id' },
    { title: '마지막 저장', dataIndex: 'updatedAt', key: 'updatedAt', render: (d: string) => oneLine(formatDateTime(d)) },
    { title: '학생', key: 'student', render: (_, r) => studentOf(r) },
    { title: '유형', dataIndex: 'requestType', key: 'requestType', render: (v: Row['requestType']) => TYPE_LABELS[v] },
    {
      title: '작업',
      key: 'actions',
      render: (_, r) => (
        <Space>
          <LinkButton size="small" type="primary" to={paths.requestDraft(r.id)} aria-label={`${r.id}번 임시저장 이어서 작성`}>
            이어서 작성
          </LinkButton>
          <Button size="small" danger onClick={() => confirmDelete(r)} aria-label={`${r.id}번 임시저장 삭제`}>
            삭제
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <ListTable<Row>
      label="임시저장 목록" emptyText="임시저장한 의뢰가 없습니다." error={error} loadFailed="임시저장 목록을 불러오지 못했습니다."
      columns={columns} rows={list?.content} loading={loading} pagination={pagination(list, '건')}
      phoneColumns={['student', 'actions']}
      onRow={(r) => rowOpens(() => navigate(paths.requestDraft(r.id)))}
    />
  );
}
