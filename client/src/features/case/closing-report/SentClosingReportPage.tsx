import { useQuery } from '@apollo/client/react';
import { Alert, Card, Descriptions, Spin, Typography } from 'antd';
import { useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { formatDateTime } from '../../../shared/validators';
import { SentClosingReportQuery } from './operations';
import { parseId } from '../../../shared/routeParams';
import { oneLine } from '../../../shared/ui/oneLine';
import { LoadError } from '../../../shared/ui/LoadError';


/** The intervention counts of the report, with the names the center's form gives them. */
const COUNTS = [
  ['interventionsCntRI', '면담·평가'],
  ['interventionsCntLS', '연계 지원'],
  ['interventionsCntSV', '전문가 방문'],
  ['interventionsCntIL', '기관 연계'],
  ['interventionsCntM', '사례회의'],
] as const;

/**
 * /auth/request-hist/{requestId}/closing-report/{closingReportId}: the closing report as the school receives it once
 * the center sent it — when and why the case closed, whom the center worked with and how often. The clinical part
 * stays with the center (the server does not send it). Before it is sent the server answers 404.
 */
export default function SentClosingReportPage() {
  const params = useParams();
  const requestId = parseId(params.requestId);
  const closingReportId = parseId(params.closingReportId);
  const { data, loading, error } = useQuery(SentClosingReportQuery, {
    variables: { requestId: requestId ?? 0, closingReportId },
    skip: requestId === undefined || closingReportId === undefined,
  });
  const back = requestId ? <LinkButton to={paths.requestHist(requestId)}>의뢰 상세로</LinkButton> : undefined;
  const title = <h1 style={{ fontSize: 20, margin: 0 }}>종결 보고서</h1>;
  if (requestId === undefined || closingReportId === undefined) return <Card title={title}><Alert type="error" showIcon title="종결 보고서를 찾을 수 없습니다." /></Card>;
  if (error) return <Card title={title} extra={back}><LoadError error={error} fallback="종결 보고서를 불러오지 못했습니다." /></Card>;
  const r = data?.sentClosingReport;
  if (!r) return <Card title={title} extra={back}>{loading && <Spin description="불러오는 중입니다" />}</Card>;
  const targets = [...(r.interventionTargetNames ?? []).filter((n) => n !== '기타'), ...(r.interventionTargetEtc ? [`기타 (${r.interventionTargetEtc})`] : [])];
  return (
    <Card title={title} extra={back}>
      <Typography.Paragraph type="secondary">센터가 보낸 종결 보고입니다. 상담 내용 등 임상 기록은 센터에서 관리합니다.</Typography.Paragraph>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="종결일">{r.closingDate ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="종결 유형">{r.closingTypeName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="개입 대상">{targets.length ? targets.join(', ') : '-'}</Descriptions.Item>
        <Descriptions.Item label="발송일">{r.sentAt ? oneLine(formatDateTime(r.sentAt)) : '-'}</Descriptions.Item>
      </Descriptions>
      <Descriptions title={<h2 style={{ fontSize: 16, margin: 0 }}>개입 횟수</h2>} bordered size="small" column={{ xs: 1, md: 3 }} style={{ marginTop: 16 }}>
        {COUNTS.map(([key, label]) => (
          <Descriptions.Item key={key} label={label}>{`${r[key] ?? 0}회`}</Descriptions.Item>
        ))}
      </Descriptions>
    </Card>
  );
}
