import { useQuery } from '@apollo/client/react';
import { Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { DONE_LABELS, TARGET_LABELS } from './labels';
import { InterviewEvaluationsQuery } from './operations';
import { LoadError } from '../../../shared/ui/LoadError';

/** The case's interview evaluations in the case workspace: target, date, 임시저장/제출, a link to each. */
export function InterviewEvaluationList({ requestId }: { requestId: number }) {
  const { data, error, loading } = useQuery(InterviewEvaluationsQuery, { variables: { requestId, size: 100 }, fetchPolicy: 'cache-and-network' });
  if (error) return <LoadError error={error} fallback="면담평가 목록을 불러오지 못했습니다." />;
  const rows = data?.interviewEvaluations.content ?? [];
  if (!rows.length) return <Typography.Text type="secondary">{loading ? '불러오는 중입니다' : '작성한 면담평가가 없습니다.'}</Typography.Text>;
  return (
    <ul aria-label="면담평가 목록" style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
      {rows.map((e) => (
        <li key={e.id} style={{ marginBottom: 4 }}>
          <Space wrap size={8}>
            <Link to={paths.caseSubPage(requestId, `interview-evaluation/detail/${e.id}`)}>
              {TARGET_LABELS[e.interviewTargetType]} 면담{e.interviewTarget ? ` (${e.interviewTarget})` : ''}
            </Link>
            <span>{e.counselingDate ?? '상담일 미입력'}</span>
            <Tag color={e.isDone === 'Y' ? 'blue' : 'default'}>{DONE_LABELS[e.isDone]}</Tag>
          </Space>
        </li>
      ))}
    </ul>
  );
}
