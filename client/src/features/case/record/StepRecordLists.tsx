import { useQuery } from '@apollo/client/react';
import { Space, Tag, Typography } from 'antd';
import type { DocumentNode } from 'graphql';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { formatDate, withParticle } from '../../../shared/validators';
import { SDQ_BAND_LABELS } from '../questionnaire/labels';
import { SatisfactionListQuery } from '../questionnaire/operations';
import { labelOf, useChoices, type Choice } from './kit';
import { DONE_LABELS, TARGET_LABELS, type Target } from './labels';
import { CaseManagementLogsQuery, CaseMinutesListQuery, CaseSdqKrsQuery, CgisQuery, ClosingReportsQuery } from './operations';
import type { RecordRow } from './records';
import { LoadError } from '../../../shared/ui/LoadError';

/** What the workspace gives a step item's list. */
export interface StepRecordsProps {
  requestId: number;
  /** Told how many records the item holds once they are loaded (the workspace hides a one-per-case item's 등록). */
  onCount?: (count: number) => void;
}

/** One line of a step's records: a link, facts, a state tag. */
interface Item {
  id: number;
  href: string;
  title: string;
  facts: (string | null | undefined)[];
  state: { label: string; done: boolean };
}

/** The records of a step item as a list (the case workspace, case-management/CaseDetailPage). */
function Items({ label, empty, items, loading, error }: { label: string; empty: string; items: Item[] | undefined; loading: boolean; error?: Error }): ReactNode {
  if (error) return <LoadError error={error} fallback={`${withParticle(label, '을/를')} 불러오지 못했습니다.`} />;
  if (!items?.length) return <Typography.Text type="secondary">{loading ? '불러오는 중입니다' : empty}</Typography.Text>;
  return (
    <ul aria-label={label} style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
      {items.map((e) => (
        <li key={e.id} style={{ marginBottom: 4 }}>
          <Space wrap size={8}>
            <Link to={e.href}>{e.title}</Link>
            {e.facts.filter(Boolean).map((f, i) => (
              <span key={i}>{f}</span>
            ))}
            <Tag color={e.state.done ? 'blue' : 'default'}>{e.state.label}</Tag>
          </Space>
        </li>
      ))}
    </ul>
  );
}

type Lists = Map<string, Choice[]>;

/** A record-kit record's list under its step: its rows (at most a page of 100), shown by `item`. */
function KitRecords({ requestId, doc, field, label, empty, record, item, filter, onCount }: StepRecordsProps & {
  doc: DocumentNode;
  field: string;
  label: string;
  empty: string;
  record: string;
  item: (r: RecordRow, lists: Lists) => { title: string; facts: (string | null | undefined)[] };
  filter?: (r: RecordRow) => boolean;
}) {
  const { data, loading, error } = useQuery<Record<string, { content: RecordRow[] }>>(doc, { variables: { requestId, size: 100 }, fetchPolicy: 'cache-and-network' });
  const { lists } = useChoices();
  const rows = data?.[field].content.filter((r) => !filter || filter(r));
  const count = rows?.length;
  useEffect(() => {
    if (count !== undefined) onCount?.(count);
  }, [count, onCount]);
  const items = rows?.map((r) => ({
    id: r.id,
    href: paths.caseSubPage(requestId, `${record}/detail/${r.id}`),
    ...item(r, lists),
    state: { label: DONE_LABELS[r.isDone], done: r.isDone === 'Y' },
  }));
  return <Items label={label} empty={empty} items={items} loading={loading} error={error} />;
}

const cgiOf = (testType: 'PRELIMINARY' | 'POST') =>
  function CgiRecords({ requestId, onCount }: StepRecordsProps) {
    const name = testType === 'PRELIMINARY' ? '사전' : '사후';
    return (
      <KitRecords
        requestId={requestId}
        onCount={onCount}
        doc={CgisQuery}
        field="cgis"
        record="cgi"
        label={`${name} CGI 목록`}
        empty={`작성한 ${name} CGI가 없습니다.`}
        filter={(r) => r.testType === testType}
        item={(r, lists) => ({
          title: `${name} CGI`,
          facts: [
            r.cgiS != null ? `CGI-S ${labelOf(lists.get('cgiS'), String(r.cgiS))}` : 'CGI-S 미입력',
            testType === 'POST' ? (r.cgiI != null ? `CGI-I ${labelOf(lists.get('cgiI'), String(r.cgiI))}` : 'CGI-I 미입력') : undefined,
          ],
        })}
      />
    );
  };

export const CgiPreRecords = cgiOf('PRELIMINARY');
export const CgiPostRecords = cgiOf('POST');

export function CaseMinutesRecords({ requestId }: { requestId: number }) {
  return (
    <KitRecords
      requestId={requestId}
      doc={CaseMinutesListQuery}
      field="caseMinutesList"
      record="case-minutes"
      label="사례회의록 목록"
      empty="작성한 사례회의록이 없습니다."
      item={(r) => ({ title: (r.title as string | null) ?? '(제목 없음)', facts: [(r.meetingDate as string | null) ?? '회의일 미입력'] })}
    />
  );
}

export function CaseManagementLogRecords({ requestId }: { requestId: number }) {
  return (
    <KitRecords
      requestId={requestId}
      doc={CaseManagementLogsQuery}
      field="caseManagementLogs"
      record="case-management-log"
      label="사례관리일지 목록"
      empty="작성한 사례관리일지가 없습니다."
      item={(r) => ({ title: (r.title as string | null) ?? '(제목 없음)', facts: [(r.interventionDate as string | null) ?? '개입일 미입력', r.counselor as string | null] })}
    />
  );
}

export function ClosingReportRecords({ requestId, onCount }: StepRecordsProps) {
  return (
    <KitRecords
      requestId={requestId}
      onCount={onCount}
      doc={ClosingReportsQuery}
      field="closingReports"
      record="closing-report"
      label="종결보고서 목록"
      empty="작성한 종결보고서가 없습니다."
      item={(r, lists) => ({
        title: '종결보고서',
        facts: [(r.closingDate as string | null) ?? '종결일 미입력', r.closingType ? labelOf(lists.get('closingType'), r.closingType as string) : undefined],
      })}
    />
  );
}

/** 발송 (the link was texted), 응답 완료, or 작성 중 (entered by staff, not finished). */
const questionnaireState = (r: { isDone: string; sentAt?: unknown }) =>
  r.isDone === 'Y' ? { label: '응답 완료', done: true } : { label: r.sentAt ? '발송' : '작성 중', done: false };

const sdqOf = (testType: 'PRELIMINARY' | 'POST') =>
  function SdqRecords({ requestId }: { requestId: number }) {
    const { data, loading, error } = useQuery(CaseSdqKrsQuery, { variables: { requestId, testType }, fetchPolicy: 'cache-and-network' });
    const name = testType === 'PRELIMINARY' ? '사전' : '사후';
    const items = data?.sdqKrs.content.map((r) => ({
      id: r.id,
      href: paths.caseSubPage(requestId, `sdq-kr/detail/${r.id}`),
      title: `${TARGET_LABELS[r.targetType as Target]} 응답`,
      facts: [
        r.sentAt ? `발송 ${formatDate(r.sentAt)}` : undefined,
        r.scores ? `총 난점 ${r.scores.totalDifficulties ?? '-'}점 (${SDQ_BAND_LABELS[r.scores.totalBand ?? ''] ?? '판정 불가'})` : undefined,
      ],
      state: questionnaireState(r),
    }));
    return <Items label={`${name} SDQ-KR 목록`} empty={`${name} SDQ-KR 검사가 없습니다.`} items={items} loading={loading} error={error} />;
  };

export const SdqPreRecords = sdqOf('PRELIMINARY');
export const SdqPostRecords = sdqOf('POST');

export function SatisfactionRecords({ requestId }: { requestId: number }) {
  const { data, loading, error } = useQuery(SatisfactionListQuery, { variables: { requestId }, fetchPolicy: 'cache-and-network' });
  const items = data?.satisfactionAssessments.content.map((r) => ({
    id: r.id,
    href: paths.caseSubPage(requestId, `satisfaction-assessment/detail/${r.id}`),
    title: `${TARGET_LABELS[r.targetType as Target]} 응답`,
    facts: [r.sentAt ? `발송 ${formatDate(r.sentAt)}` : undefined],
    state: questionnaireState(r),
  }));
  return <Items label="만족도 평가 목록" empty="만족도 평가가 없습니다." items={items} loading={loading} error={error} />;
}
