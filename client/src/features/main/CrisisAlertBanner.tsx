import { WarningFilled } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Typography } from 'antd';
import { useContext, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import type { CrisisAlertFieldsFragment } from '../../gql/graphql';
import { formatDateTime } from '../../shared/format';
import { AlarmTickContext } from '../alarm/useAlarmStream';
import { CrisisActionDialog } from '../simple-evaluation/CrisisPanel';
import { CrisisAlertsQuery } from '../simple-evaluation/crisisOperations';

type CrisisAlert = CrisisAlertFieldsFragment;

const PAGE_SIZE = 20;
const VARIABLES = { page: 1, size: PAGE_SIZE };

/**
 * The open crisis alerts the banner lists. MainPage asks for them and waits for the first answer before it draws,
 * so the banner does not push the page down when it arrives (issue 27: the main page without layout shift).
 */
export function useCrisisAlerts(skip: boolean) {
  return useQuery(CrisisAlertsQuery, { variables: VARIABLES, fetchPolicy: 'cache-and-network', skip });
}

/**
 * A student's crisis answer (crisis rule: a critical item endorsed, or 자살 및 위기 문제 in 우선 관심군), shown on the
 * main page of everyone whose jurisdiction covers the school until someone records what was done. It updates live: a
 * new alert, an acknowledgement or an escalation sends an alarm, and the layout's alarm stream makes this refetch.
 * An alert acknowledged here stays listed (who, when) until the page is left, so the person sees that it took.
 */
export function CrisisAlertBanner({ alerts }: { alerts: ReturnType<typeof useCrisisAlerts> }) {
  const { data, error, refetch } = alerts;
  const tick = useContext(AlarmTickContext);
  const [acked, setAcked] = useState<CrisisAlert[]>([]);
  const [acting, setActing] = useState<CrisisAlert | null>(null);

  useEffect(() => {
    if (tick) void refetch();
  }, [tick, refetch]);

  if (error || !data) return null;
  const open = data.openCrisisAlerts.content.filter((a) => !acked.some((b) => b.id === a.id));
  const rows = [...open, ...acked];
  if (!rows.length) return null;
  const more = data.openCrisisAlerts.totalElements - data.openCrisisAlerts.content.length;

  return (
    <section
      aria-labelledby="crisis-title"
      aria-live="polite"
      style={{ border: '2px solid #cf1322', background: '#fff1f0', borderRadius: 8, padding: '16px 20px' }}
    >
      <Typography.Title level={2} id="crisis-title" style={{ fontSize: 18, marginTop: 0, color: '#a8071a' }}>
        <WarningFilled aria-hidden /> 위기 알림 {open.length}건 — 바로 확인이 필요합니다
      </Typography.Title>
      <Typography.Paragraph style={{ marginBottom: 12 }}>
        간편검사에서 위기 문항에 응답했거나 자살 및 위기 문제 영역이 우선 관심군으로 나온 학생입니다. 학생의 안전을 먼저 확인하고, 한 일을 기록해 확인 처리해 주세요.
      </Typography.Paragraph>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {rows.map((a) => (
          <li
            key={a.id}
            data-crisis-alert={a.id}
            style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px 16px', background: '#ffffff', borderRadius: 6, padding: '10px 12px' }}
          >
            <span style={{ flex: '1 1 240px' }}>
              <strong>{a.schoolName}</strong> · 관리번호{' '}
              <Link to={paths.simpleEvaluationDetail(a.simpleEvaluationId)} style={{ textDecoration: 'underline' }}>
                {a.studentCode}
              </Link>
              <span style={{ color: '#595959' }}>
                {' '}
                · {a.reason} · {formatDateTime(a.raisedAt)}
              </span>
              {a.escalatedAt && !a.acknowledgedAt && <strong style={{ color: '#a8071a' }}> · 기한 안에 확인되지 않아 관리자에게 알렸습니다</strong>}
            </span>
            {a.acknowledgedAt ? (
              <span role="status" style={{ color: '#135200' }}>
                확인 완료: {a.acknowledgedByName ?? '확인자'} ({formatDateTime(a.acknowledgedAt)})
              </span>
            ) : a.canAcknowledge ? (
              <Button danger type="primary" onClick={() => setActing(a)} aria-label={`${a.studentCode} 위기 알림 확인 처리`}>
                확인 처리
              </Button>
            ) : (
              <span style={{ color: '#595959' }}>확인 대기</span>
            )}
          </li>
        ))}
      </ul>
      {more > 0 && <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>외 {more}건이 더 있습니다.</Typography.Paragraph>}
      {acting && (
        <CrisisActionDialog
          alert={acting}
          mode="acknowledge"
          onClose={() => setActing(null)}
          onDone={(done) => {
            setActing(null);
            setAcked((list) => [...list, done]);
          }}
        />
      )}
    </section>
  );
}
