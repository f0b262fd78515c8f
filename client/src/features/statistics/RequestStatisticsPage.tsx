import { useQuery } from '@apollo/client/react';
import { Statistic } from 'antd';
import { koreanYear } from '../../shared/format';
import type { StatFilters } from './filters';
import { filterProblem, statVariables } from './filters';
import { RequestStatisticsPageQuery } from './operations';
import { Figure, QueryState, StatisticsShell } from './StatisticsShell';

type Count = { code: string; name: string; count: number };
type Flow = { requested: number; approved: number; closed: number };

const countColumn = [{ key: 'count', title: '건수', value: (r: Count) => r.count }];
const flowColumns = <R extends Flow>() => [
  { key: 'requested', title: '접수', value: (r: R) => r.requested },
  { key: 'approved', title: '승인', value: (r: R) => r.approved },
  { key: 'closed', title: '종결', value: (r: R) => r.closed },
];

/** /auth/statistics/request (menu 00011): requests by status and type, per month of a year, per region. */
export default function RequestStatisticsPage() {
  return (
    <StatisticsShell title="의뢰 통계" sheet="REQUEST">
      {(filters) => <Figures filters={filters} />}
    </StatisticsShell>
  );
}

function Figures({ filters }: { filters: StatFilters }) {
  const bad = !!filterProblem(filters);
  const { data, loading, error } = useQuery(RequestStatisticsPageQuery, { variables: statVariables(filters), skip: bad, fetchPolicy: 'cache-and-network' });
  if (bad) return null;
  if (!data) return <QueryState loading={loading} error={error} what="의뢰 통계" />;
  const s = data.requestStatistics;
  const year = filters.year ?? String(koreanYear());
  const months = data.monthlyRequestStatistics.map((m) => ({ ...m, label: `${m.month}월` }));
  return (
    <>
      <QueryState loading={false} error={error} what="의뢰 통계" />
      <Statistic title="조건에 맞는 의뢰" value={s.total} suffix="건" style={{ marginBottom: 16 }} />
      <Figure title="상태별 의뢰" rows={s.byStatus} category="name" rowHeader="상태" columns={countColumn} total />
      <Figure title="유형별 의뢰" rows={s.byType} category="name" rowHeader="유형" columns={countColumn} total />
      <Figure title={`월별 접수·승인·종결 (${year}년)`} rows={months} category="label" rowHeader="월" columns={flowColumns<(typeof months)[number]>()} timeline total />
      <Figure
        title={filters.sdCode ? '시군구별 접수·승인·종결' : '시도별 접수·승인·종결'}
        rows={data.localRequestStatistics}
        category="name"
        rowHeader="지역"
        columns={flowColumns<(typeof data.localRequestStatistics)[number]>()}
        total
      />
    </>
  );
}
