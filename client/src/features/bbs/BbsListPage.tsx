import { useQuery } from '@apollo/client/react';
import { Button, Card, Form, Select, Space, Switch, Tag, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import type { BbsListPageQueryQuery, BbsSearchType } from '../../gql/graphql';
import { formatDate } from '../../shared/format';
import { rowOpens } from '../../shared/ui/rowOpens';
import { useListParams } from '../../shared/listParams';
import { QA_BOARDS, useBoard } from './boards';
import { BbsListPageQuery } from './operations';
import { oneLine } from '../../shared/ui/oneLine';
import { KeywordFilter, ListTable } from '../../shared/ui/listParts';

type Row = BbsListPageQueryQuery['bbsList']['content'][number];

export const SEARCH_TYPES: { value: BbsSearchType; label: string }[] = [
  { value: 'ALL', label: '제목+내용' },
  { value: 'TITLE', label: '제목' },
  { value: 'CONTENT', label: '내용' },
  { value: 'AUTHOR', label: '작성자' },
];
const FILTERS = ['searchType', 'keyword', 'deleted'] as const;

/** One board's list (SPEC §2 /auth/bbs/{board}/list): pinned posts first, then newest; search; the deleted posts for who may restore them. */
export default function BbsListPage() {
  const navigate = useNavigate();
  const { board, type, title } = useBoard();
  const { page, size, filters, setFilters, pagination } = useListParams(FILTERS);
  const searchType = (SEARCH_TYPES.find((s) => s.value === filters.searchType)?.value ?? 'ALL') as BbsSearchType;
  const deleted = filters.deleted === 'Y';
  const { data, previousData, loading, error } = useQuery(BbsListPageQuery, {
    variables: { type, searchType, keyword: filters.keyword, deleted: deleted ? 'Y' : undefined, page, size },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const list = shown?.bbsList;
  const can = shown?.abilities.bbs;
  const qa = QA_BOARDS.includes(board);

  const columns: TableColumnsType<Row> = [
    { title: '번호', key: 'id', render: (_, r) => (r.pinned ? <Tag color="blue">고정</Tag> : r.id) },
    {
      title: '제목',
      key: 'title',
      render: (_, r) => (
        <Space size={4} wrap>
          <Link to={paths.bbsDetail(board, r.id)}>{r.title}</Link>
          {r.replyCount > 0 && <span aria-label={`댓글 ${r.replyCount}개`}>[{r.replyCount}]</span>}
          {r.isPrivate === 'Y' && <Tag>비공개</Tag>}
          {qa && (r.answered ? <Tag color="green">답변 완료</Tag> : <Tag color="orange">답변 대기</Tag>)}
        </Space>
      ),
    },
    { title: '작성자', key: 'userName', render: (_, r) => (r.centerName ? `${r.userName} (${r.centerName})` : r.userName) },
    { title: deleted ? '삭제일' : '작성일', key: 'date', render: (_, r) => oneLine(formatDate(deleted ? (r.deleteDate ?? r.createDate) : r.createDate)) },
    { title: '조회', dataIndex: 'viewCount', key: 'viewCount' },
  ];

  return (
    <Card
      title={deleted ? `${title} (삭제된 글)` : title}
      extra={
        can?.write && !deleted && (
          <Button type="primary" onClick={() => navigate(paths.bbsRegister(board))}>
            글쓰기
          </Button>
        )
      }
    >
      <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }} key={`${board}:${filters.keyword ?? ''}`}>
        <Form.Item label="검색 구분" htmlFor="bbs-search-type">
          <Select id="bbs-search-type" style={{ width: 130 }} value={searchType} options={SEARCH_TYPES} onChange={(v) => setFilters({ searchType: v === 'ALL' ? null : v })} />
        </Form.Item>
        <KeywordFilter id="bbs-search-keyword" value={filters.keyword} onSearch={(keyword) => setFilters({ keyword: keyword || null })} />
        {can?.seeDeleted && (
          <Form.Item label="삭제된 글 보기" htmlFor="bbs-deleted">
            <Switch id="bbs-deleted" checked={deleted} onChange={(on) => setFilters({ deleted: on ? 'Y' : null })} />
          </Form.Item>
        )}
      </Form>
      <ListTable<Row>
        label={`${title} 목록`} emptyText={deleted ? '삭제된 글이 없습니다.' : '게시글이 없습니다.'} error={error} loadFailed="게시글 목록을 불러오지 못했습니다."
        columns={columns} rows={list?.content} loading={loading} pagination={pagination(list, '건')}
        phoneColumns={['title', 'date']}
        onRow={(row) => rowOpens(() => navigate(paths.bbsDetail(board, row.id)))}
        rowClassName={(r) => (r.pinned ? 'bbs-pinned' : '')}
      />
    </Card>
  );
}
