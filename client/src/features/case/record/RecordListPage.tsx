import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Space, Table, Tag } from 'antd';
import { Link, useLocation, useParams } from 'react-router';
import { appHref, paths } from '../../../app/paths';
import { usePaging } from '../../../shared/paging';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { formatDateTime, withParticle } from '../../../shared/validators';
import { errorMessage } from '../../../shared/graphqlError';
import { DONE_LABELS } from './labels';
import { ANY_KIND, kindOfPath, type RecordRow } from './records';
import { parseId } from '../../../shared/routeParams';
import { oneLine } from '../../../shared/ui/oneLine';


interface ListPage {
  totalElements: number;
  content: RecordRow[];
}

/**
 * /auth/case-management/detail/{requestId}/{case-minutes | case-management-log}/detail, and …/popup: the case's
 * records of that kind, paged, newest first, each linking to its detail. The popup is the same list in a window of
 * its own (opened from the case): its links keep ?isPopup=Y, so a record saved there closes the window.
 */
export default function RecordListPage() {
  const params = useParams();
  const { pathname } = useLocation();
  const kind = kindOfPath(pathname);
  const k = kind?.list ? kind : ANY_KIND;
  const popup = pathname.endsWith('/popup');
  const requestId = parseId(params.requestId);
  const paging = usePaging();
  const { data, error, loading } = useQuery<Record<string, ListPage>>(k.list!.doc, {
    variables: { requestId: requestId ?? 0, ...paging.variables },
    skip: !kind?.list || requestId === undefined,
    fetchPolicy: 'cache-and-network',
  });

  if (!kind?.list || requestId === undefined) return <Card title="사례 기록 목록"><Alert type="error" showIcon title="사례 또는 기록 종류를 찾을 수 없습니다." /></Card>;
  const page = data?.[kind.list.field];
  const step = kind.step({});
  const suffix = popup ? '?isPopup=Y' : '';
  const detail = (id: number) => `${paths.caseSubPage(requestId, `${kind.record}/detail/${id}`)}${suffix}`;
  const register = `${paths.caseSubPage(requestId, `${kind.record}/register`)}${suffix}`;
  const [first, ...rest] = kind.list.columns;

  return (
    <Card
      title={`${kind.name} 목록`}
      extra={
        <Space wrap>
          <LinkButton type="primary" to={register}>
            등록
          </LinkButton>
          {popup ? (
            <Button onClick={() => window.close()}>창 닫기</Button>
          ) : (
            <>
              {/* the same list in a window of its own, beside the case (SPEC §2 …/popup) */}
              <Button onClick={() => window.open(appHref(paths.caseSubPage(requestId, `${kind.record}/popup`)), '_blank', 'popup,width=1000,height=900')}>새 창으로 보기</Button>
              <LinkButton to={paths.caseManagementStep(requestId, step.step, step.item)}>사례로 돌아가기</LinkButton>
            </>
          )}
        </Space>
      }
    >
      {error && <Alert type="error" showIcon title={errorMessage(error, `${kind.name} 목록을 불러오지 못했습니다.`)} style={{ marginBottom: 16 }} />}
      <Table<RecordRow>
        rowKey="id"
        size="middle"
        loading={loading && !page}
        dataSource={page?.content ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: `작성한 ${withParticle(kind.name, '이/가')} 없습니다.` }}
        pagination={paging.tablePagination(page?.totalElements ?? 0)}
        columns={[
          {
            key: first.key,
            title: first.title,
            render: (_, row) => <Link to={detail(row.id)}>{String(row[first.key] ?? '') || '(제목 없음)'}</Link>,
          },
          ...rest.map((c) => ({ key: c.key, title: c.title, render: (_: unknown, row: RecordRow) => String(row[c.key] ?? '-') })),
          { key: 'isDone', title: '상태', render: (_, row) => <Tag color={row.isDone === 'Y' ? 'blue' : 'default'}>{DONE_LABELS[row.isDone]}</Tag> },
          { key: 'updatedAt', title: '마지막 저장', render: (_, row) => oneLine(formatDateTime(row.updatedAt)) },
        ]}
      />
    </Card>
  );
}
