import { WarningFilled } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import type { CrisisAlertsQueryQuery } from '../../gql/graphql';
import { formatDateTime } from '../../shared/format';
import { errorMessage } from '../organization/common/graphqlError';
import { AcknowledgeCrisisAlertMutation, CrisisAlertsQuery } from './operations';

type CrisisAlert = CrisisAlertsQueryQuery['openCrisisAlerts']['content'][number];

const PAGE_SIZE = 20;

/**
 * Issue 7 "crisis alert": a middle/high student's answers on suicide and crisis in 우선 관심군. Shown on the main
 * page of everyone whose jurisdiction covers the school until someone acknowledges it; an alert acknowledged here
 * stays listed (who, when) until the page is left, so the person sees that it took.
 */
export function CrisisAlertBanner() {
  const { data, error } = useQuery(CrisisAlertsQuery, { variables: { page: 1, size: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const [acknowledge] = useMutation(AcknowledgeCrisisAlertMutation);
  const [acked, setAcked] = useState<CrisisAlert[]>([]);
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (error || !data) return null;
  const open = data.openCrisisAlerts.content.filter((a) => !acked.some((b) => b.id === a.id));
  const rows = [...open, ...acked];
  if (!rows.length) return null;
  const more = data.openCrisisAlerts.totalElements - data.openCrisisAlerts.content.length;

  const onAck = async (a: CrisisAlert) => {
    setBusy(a.id);
    setFailure(null);
    try {
      const { data: res } = await acknowledge({ variables: { id: a.id } });
      if (res) setAcked((list) => [...list, res.acknowledgeCrisisAlert]);
    } catch (e) {
      setFailure(errorMessage(e, '확인 처리하지 못했습니다.'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section
      aria-labelledby="crisis-title"
      style={{ border: '2px solid #cf1322', background: '#fff1f0', borderRadius: 8, padding: '16px 20px' }}
    >
      <Typography.Title level={2} id="crisis-title" style={{ fontSize: 18, marginTop: 0, color: '#a8071a' }}>
        <WarningFilled aria-hidden /> 위기 알림 {open.length}건 — 바로 확인이 필요합니다
      </Typography.Title>
      <Typography.Paragraph style={{ marginBottom: 12 }}>
        중·고등학생 간편검사에서 자살 및 위기 문제 영역이 우선 관심군으로 나왔습니다. 학생의 안전을 먼저 확인하고 확인 처리해 주세요.
      </Typography.Paragraph>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {rows.map((a) => (
          <li
            key={a.id}
            style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px 16px', background: '#ffffff', borderRadius: 6, padding: '10px 12px' }}
          >
            <span style={{ flex: '1 1 240px' }}>
              <strong>{a.schoolName}</strong> · 관리번호{' '}
              <Link to={paths.simpleEvaluationDetail(a.simpleEvaluationId)} style={{ textDecoration: 'underline' }}>
                {a.studentCode}
              </Link>
              <span style={{ color: '#595959' }}> · {formatDateTime(a.raisedAt)}</span>
            </span>
            {a.acknowledgedAt ? (
              <span role="status" style={{ color: '#135200' }}>
                확인 완료: {a.acknowledgedByName ?? '확인자'} ({formatDateTime(a.acknowledgedAt)})
              </span>
            ) : a.canAcknowledge ? (
              <Button danger type="primary" loading={busy === a.id} onClick={() => void onAck(a)} aria-label={`${a.studentCode} 위기 알림 확인 처리`}>
                확인 처리
              </Button>
            ) : (
              <span style={{ color: '#595959' }}>확인 대기</span>
            )}
          </li>
        ))}
      </ul>
      {more > 0 && <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>외 {more}건이 더 있습니다.</Typography.Paragraph>}
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginTop: 12 }} />}
    </section>
  );
}
