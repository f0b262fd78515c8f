import { useQuery } from '@apollo/client/react';
import { Col, Row, Statistic } from 'antd';
import { koreanYear } from '../../shared/format';
import type { StatFilters } from './filters';
import { filterProblem, statVariables } from './filters';
import { ReportStatisticsPageQuery } from './operations';
import { Figure, QueryState, StatisticsShell } from './StatisticsShell';

type Count = { code: string; name: string; count: number };
const countColumn = [{ key: 'count', title: '건수', value: (r: Count) => r.count }];

/**
 * /auth/statistics/report (menu 00012): the approved cases (running by step, closed, closing report sent), the
 * approvals and closings per month, and the case meetings held (submitted case minutes, by meeting date) per month
 * and per primary diagnostic, intervention plan and institutional linkage. A meeting may name several codes of a
 * list, so those tables count mentions and carry no total.
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
  const m = data.caseMinutesStatistics;
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
      <Figure title="사례 현황" rows={summary} category="name" rowHeader="구분" columns={countColumn} total />
      <Figure title="진행 중인 사례의 단계별 건수" rows={c.byStep} category="name" rowHeader="진행 단계" columns={countColumn} total />
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
      <Row gutter={[16, 16]} style={{ margin: '8px 0 16px' }}>
        <Col xs={12} md={6}>
          <Statistic title="사례회의" value={m.meetings} suffix="건" />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="사례회의가 열린 사례" value={m.cases} suffix="건" />
        </Col>
      </Row>
      <Figure title={`월별 사례회의 (${year}년)`} rows={m.byMonth} category="name" rowHeader="월" timeline columns={countColumn} total />
      <Figure title="사례회의 주 진단별 (중복 포함)" rows={m.byPrimaryDiagnostic} category="name" rowHeader="주 진단" columns={countColumn} />
      <Figure title="사례회의 개입 계획별 (중복 포함)" rows={m.byInterventionPlan} category="name" rowHeader="개입 계획" columns={countColumn} />
      <Figure title="사례회의 기관 연계별 (중복 포함)" rows={m.byInstitutionalLinkage} category="name" rowHeader="기관 연계" columns={countColumn} />
    </>
  );
}
