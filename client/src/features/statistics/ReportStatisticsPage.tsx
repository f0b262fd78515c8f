import { useQuery } from '@apollo/client/react';
import { Card, Col, Row, Statistic, Tag, Typography } from 'antd';
import { koreanYear } from '../../shared/format';
import type { StatFilters } from './filters';
import { filterProblem, statVariables } from './filters';
import { ReportStatisticsPageQuery } from './operations';
import { Figure, QueryState, StatisticsShell } from './StatisticsShell';

type Count = { code: string; name: string; count: number };

/**
 * /auth/statistics/report (menu 00012): the approved cases (running by step, closed, closing report sent) and the
 * approvals and closings per month. The figures by case minutes need the case minutes of the case-record work
 * (issue 9): shown as 준비 중 until then.
 */
export default function ReportStatisticsPage() {
  return (
    <StatisticsShell title="보고 통계" sheet="REPORT">
      {(filters) => <Figures filters={filters} />}
    </StatisticsShell>
  );
}

function Figures({ filters }: { filters: StatFilters }) {
  const bad = !!filterProblem(filters);
  const { data, loading, error } = useQuery(ReportStatisticsPageQuery, { variables: statVariables(filters), skip: bad, fetchPolicy: 'cache-and-network' });
  if (bad) return null;
  if (!data) return <QueryState loading={loading} error={error} what="보고 통계" />;
  const c = data.completedRequestStatistics;
  const year = filters.year ?? String(koreanYear());
  const months = data.monthlyRequestStatistics.map((m) => ({ ...m, label: `${m.month}월` }));
  const summary: Count[] = [
    { code: 'IN_PROGRESS', name: '진행 중', count: c.inProgress },
    { code: 'CLOSED', name: '종결', count: c.closed },
    { code: 'REPORT_SENT', name: '종결 보고 발송', count: c.reportSent },
  ];
  return (
    <>
      <QueryState loading={false} error={error} what="보고 통계" />
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={12} md={6}>
          <Statistic title="승인된 사례" value={c.total} suffix="건" />
        </Col>
        {summary.map((s) => (
          <Col xs={12} md={6} key={s.code}>
            <Statistic title={s.name} value={s.count} suffix="건" />
          </Col>
        ))}
      </Row>
      <Figure title="사례 현황" rows={summary} category="name" rowHeader="구분" columns={[{ key: 'count', title: '건수', value: (r: Count) => r.count }]} total />
      <Figure title="진행 중인 사례의 단계별 건수" rows={c.byStep} category="name" rowHeader="진행 단계" columns={[{ key: 'count', title: '건수', value: (r: Count) => r.count }]} total />
      <Figure
        title={`월별 승인·종결 (${year}년)`}
        rows={months}
        category="label"
        rowHeader="월"
        timeline
        columns={[
          { key: 'approved', title: '승인', value: (r: (typeof months)[number]) => r.approved },
          { key: 'closed', title: '종결', value: (r: (typeof months)[number]) => r.closed },
        ]}
        total
      />
      <Card type="inner" size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>사례회의록 기준 통계</h2>}>
        <Typography.Paragraph style={{ margin: 0 }}>
          <Tag>준비 중</Tag> 사례회의록을 작성하는 화면이 준비되면 주호소, 진단, 개입 계획별 건수를 보여 드립니다.
        </Typography.Paragraph>
      </Card>
    </>
  );
}
