import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Descriptions, Radio, Space, Spin, Steps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import type { ProgressStep } from '../../../gql/graphql';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { ScreeningCrisisTag } from '../../../shared/ui/ScreeningCrisisTag';
import { formatDate } from '../../../shared/validators';
import { STEP_RECORD_LISTS } from '../record/stepRecords';
import { CaseActions } from './CaseActions';
import { CaseTimelineSection } from './CaseTimelineSection';
import { isStep, itemOf, REQUEST_TYPE_LABELS, STEP_ITEMS, STEP_LABELS, STEPS, type ItemLink, type StepItem } from './labels';
import { CaseWorkspaceQuery } from './operations';
import { parseId } from '../../../shared/routeParams';
import { LoadError } from '../../../shared/ui/LoadError';

const GENDER: Record<string, string> = { M: '남', F: '여' };
const CLOSED = ['CLOSED', 'REPORT_SENT'];

/**
 * /auth/case-management/detail/{requestId}[/{progressStep}/{progressStepItem}]: the case workspace. A header (the
 * student as the server gives it, school, requester, state, case manager), the five steps as a timeline with the
 * current one marked, a panel per step listing the records it holds (record/stepRecords.ts),
 * and the commands the server's `can` allows. The step and item in the path choose the panel and mark the item.
 */
export default function CaseDetailPage() {
  const params = useParams();
  const id = parseId(params.requestId);
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(CaseWorkspaceQuery, { variables: { id: id ?? 0 }, skip: id === undefined, fetchPolicy: 'network-only' });

  if (id === undefined) return <Card title="사례 상세"><Alert type="error" showIcon title="사례를 찾을 수 없습니다." /></Card>;
  if (error) return <Card title="사례 상세"><LoadError error={error} fallback="사례를 불러오지 못했습니다." onRetry={refetch} /></Card>;
  const r = data?.request;
  if (!r) return <Card title="사례 상세">{loading && <Spin description="불러오는 중입니다" />}</Card>;

  const closed = CLOSED.includes(r.status);
  const currentIndex = r.progressStep ? STEPS.indexOf(r.progressStep) : -1;
  const badStep = params.progressStep !== undefined && !isStep(params.progressStep);
  const selectedStep: ProgressStep = isStep(params.progressStep) ? params.progressStep : (r.progressStep ?? STEPS[0]);
  const selectedItem = isStep(params.progressStep) ? itemOf(params.progressStep, params.progressStepItem) : undefined;
  const badItem = isStep(params.progressStep) && !selectedItem;
  const school = [r.schoolName, [r.grade && `${r.grade}학년`, r.classNo && `${r.classNo}반`, r.num && `${r.num}번`].filter(Boolean).join(' ')].filter(Boolean).join(' ');

  return (
    <Card
      title={
        <Space size={8} wrap>
          {`사례 상세: ${r.requestTarget.name}`}
          {r.screeningCrisis && <ScreeningCrisisTag />}
        </Space>
      }
      extra={
        <Space wrap>
          <LinkButton to={paths.caseRequest(r.id)}>의뢰서 보기</LinkButton>
          <LinkButton to={paths.caseManagementList('ALL')}>목록</LinkButton>
        </Space>
      }
    >
      <Descriptions bordered size="small" column={{ xs: 1, sm: 2, lg: 3 }} style={{ marginBottom: 24 }}>
        <Descriptions.Item label="학생">
          <Space size={4} wrap>
            <span>
              {r.requestTarget.name} ({(r.requestTarget.gender && GENDER[r.requestTarget.gender]) ?? '-'}, {r.requestTarget.birthYear}년생)
            </span>
            {r.screeningCrisis && <ScreeningCrisisTag />}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label="학교">{school}</Descriptions.Item>
        <Descriptions.Item label="의뢰자">{[r.requesterName, r.requesterInstitution].filter(Boolean).join(' / ')}</Descriptions.Item>
        <Descriptions.Item label="상태">
          <Tag color={closed ? 'default' : 'blue'}>{r.statusName}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="진행 단계">{r.progressStepName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="사례 담당자">{r.caseManagerName ?? '미지정'}</Descriptions.Item>
        <Descriptions.Item label="담당 센터">{r.centerName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="의뢰 유형">{REQUEST_TYPE_LABELS[r.requestType]}</Descriptions.Item>
        <Descriptions.Item label="의뢰일">{formatDate(r.requestDate)}</Descriptions.Item>
        <Descriptions.Item label="승인일">{formatDate(r.approvedAt) || '-'}</Descriptions.Item>
        <Descriptions.Item label="종결일">{r.closingDate ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="종결 보고 발송">{formatDate(r.closingReportSentAt) || '-'}</Descriptions.Item>
      </Descriptions>

      {!r.progressStep && (
        <Alert type="info" showIcon title={`${r.statusName} 상태의 의뢰입니다. 승인되면 사례 진행 단계가 시작됩니다.`} style={{ marginBottom: 16 }} />
      )}
      <CaseActions facts={r} onDone={() => void refetch()} />

      <section aria-labelledby="case-steps-title" style={{ marginBottom: 24 }}>
        <Typography.Title level={2} id="case-steps-title" style={{ fontSize: 16 }}>
          진행 과정
        </Typography.Title>
        <Steps
          responsive
          current={closed ? STEPS.length : currentIndex}
          items={STEPS.map((s, i) => ({
            title: STEP_LABELS[s],
            status: closed || i < currentIndex ? 'finish' : i === currentIndex ? 'process' : 'wait',
            // the current step is said in words as well as drawn (never colour alone)
            content: i === currentIndex ? (closed ? `종결 (${r.closingDate ?? ''})` : '현재 단계') : undefined,
          }))}
        />
      </section>

      {badStep && <Alert type="warning" showIcon title="알 수 없는 진행 단계입니다. 현재 단계를 보여 드립니다." style={{ marginBottom: 16 }} />}
      {badItem && <Alert type="warning" showIcon title="이 단계에 없는 항목입니다." style={{ marginBottom: 16 }} />}

      <section aria-labelledby="case-records-title">
        <Typography.Title level={2} id="case-records-title" style={{ fontSize: 16 }}>
          단계별 기록
        </Typography.Title>
        {/* a choice of view that wraps on a narrow screen (tabs there hide steps behind a menu) */}
        <Radio.Group
          aria-label="기록을 볼 단계"
          optionType="button"
          value={selectedStep}
          onChange={(e) => navigate(paths.caseManagementStep(r.id, e.target.value as string, STEP_ITEMS[e.target.value as ProgressStep][0].key))}
          style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8, marginBottom: 8 }}
          options={STEPS.map((s) => ({ value: s, label: s === r.progressStep ? `${STEP_LABELS[s]} (현재)` : STEP_LABELS[s] }))}
        />
        <StepPanel requestId={r.id} step={selectedStep} selectedKey={selectedItem?.key} selfReport={r.sdqSelfReport} />
      </section>
      <CaseTimelineSection requestId={r.id} />
    </Card>
  );
}

/** The server's answer: may the student answer the SDQ-KR self-report (11–17), and why not. */
interface SelfReport {
  allowed: boolean;
  message?: string | null;
}

/**
 * What a step holds: each item with its records (STEP_RECORD_LISTS, from the case's record/ folder) or 준비 중, and links
 * to its sub-pages; the item named in the path is marked.
 */
function StepPanel({ requestId, step, selectedKey, selfReport }: { requestId: number; step: ProgressStep; selectedKey?: string; selfReport: SelfReport }) {
  return (
    <ul aria-label={`${STEP_LABELS[step]} 기록`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {STEP_ITEMS[step].map((item) => (
        <StepItemRow key={item.key} requestId={requestId} step={step} item={item} selected={item.key === selectedKey} selfReport={selfReport} />
      ))}
    </ul>
  );
}

/**
 * One item of a step: its records and its links (a one-per-case item's 등록 only while it holds none). The SDQ-KR's
 * 학생 등록 (the self-report) is disabled for a student outside 11–17, with the server's sentence saying why.
 */
function StepItemRow({ requestId, step, item, selected, selfReport }: { requestId: number; step: ProgressStep; item: StepItem; selected: boolean; selfReport: SelfReport }) {
  const Records = STEP_RECORD_LISTS[item.key];
  const [count, setCount] = useState<number>();
  const links = item.links.filter((l) => !l.once || count === 0);
  const blocked = (l: ItemLink) => !!l.selfReport && !selfReport.allowed;
  const reasonId = `${item.key}-self-report-reason`;
  return (
    <li
      aria-current={selected ? 'true' : undefined}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        gap: 8,
        padding: '12px 16px',
        borderBottom: '1px solid #f0f0f0',
        ...(selected ? { background: '#eef4fd', borderLeft: '4px solid #1a5fd0', paddingLeft: 12 } : {}),
      }}
    >
      <div>
        <Space wrap>
          <Link to={paths.caseManagementStep(requestId, step, item.key)} style={{ fontWeight: 600 }}>
            {item.label}
          </Link>
          {!Records && <Tag>준비 중</Tag>}
          {selected && <Typography.Text strong>선택한 항목</Typography.Text>}
        </Space>
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
          {item.description}
        </Typography.Paragraph>
        {links.some(blocked) && (
          <Typography.Paragraph id={reasonId} style={{ margin: '4px 0 0' }}>
            {selfReport.message}
          </Typography.Paragraph>
        )}
        {Records && <Records requestId={requestId} onCount={setCount} />}
      </div>
      <Space wrap>
        {links.map((l) =>
          blocked(l) ? (
            <Button key={l.subPath} type="link" size="small" disabled aria-label={`${item.label} ${l.label}`} aria-describedby={reasonId} style={{ padding: 0, height: 'auto' }}>
              {l.label}
            </Button>
          ) : (
            <Link key={l.subPath} to={paths.caseSubPage(requestId, l.subPath)} aria-label={`${item.label} ${l.label}`}>
              {l.label}
            </Link>
          ),
        )}
      </Space>
    </li>
  );
}
