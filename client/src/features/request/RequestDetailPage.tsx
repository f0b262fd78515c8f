import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Descriptions, Select, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { canOpen } from '../../app/guards';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session';
import type { RequestDetailQueryQuery } from '../../gql/graphql';
import { roleName } from '../../shared/roles';
import { LinkButton } from '../../shared/ui/LinkButton';
import { ScreeningCrisisTag } from '../../shared/ui/ScreeningCrisisTag';
import { formatDateTime, formatPhone } from '../../shared/validators';
import { SentClosingReportLink } from '../case/closing-report/SentClosingReportLink';
import { useFeedback } from '../../shared/ui/feedback';
import { errorMessage } from '../../shared/graphqlError';
import { CONSENT_METHOD_LABELS, GENDER_LABELS, labelOf, RELATIONSHIP_LABELS, REQUEST_MESSAGES, STATUS_COLORS, TYPE_LABELS, YN_LABELS } from './labels';
import {
  ApproveRequestMutation,
  AssignRequestManagerMutation,
  CancelRequestMutation,
  DeleteRequestMutation,
  RejectRequestMutation,
  RequestDetailQuery,
  RequestManagersQuery,
  UpdateRequestMutation,
} from './operations';
import { DeleteDialog, RejectDialog } from './RequestDialogs';
import { RequestForm } from './RequestForm';
import { requestInput, valuesOfDetail, type RequestFormValues } from './requestForm';
import { parseId } from '../../shared/routeParams';
import { LoadError } from '../../shared/ui/LoadError';

type Detail = RequestDetailQueryQuery['request'];
/** `case`: the case's 의뢰서 (/auth/case-management/detail/{id}/request), the filed request read-only for the case team. */
export type RequestDetailMode = 'requester' | 'center' | 'case';

const yn = (v: string | null | undefined) => (v === 'Y' || v === 'N' ? YN_LABELS[v] : '-');
const APPROVED = new Set(['COMPLETED', 'CLOSED', 'REPORT_SENT']);
const TITLES: Record<RequestDetailMode, string> = { requester: '의뢰 상세', center: '의뢰 관리 상세', case: '의뢰서' };
/** SPEC §8: a refused supplement request says 요청한 작업에 대한 권한이 없습니다. unless the server says more. */
const noRightOr = (e: unknown) => errorMessage(e, REQUEST_MESSAGES.noRight);

/** The request's history from the times the server keeps (the latest of each kind). */
function historyOf(r: Detail): { at: string; label: string }[] {
  const events: [string | null | undefined, string][] = [
    [r.createdAt, '의뢰 등록'],
    [r.rejectedAt, '보완요청'],
    [r.refiledAt, '보완 후 재접수'],
    [r.cancelledAt, '접수 취소'],
    [r.approvedAt, '승인'],
    [r.closedAt, `종결${r.closingDate ? ` (종결일 ${r.closingDate})` : ''}`],
    [r.closingReportSentAt, '종결 보고 발송'],
  ];
  return events.filter((e): e is [string, string] => !!e[0]).map(([at, label]) => ({ at, label })).sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * /auth/request-hist/detail/{id} and /auth/request-hist/{id} (the requester's view) and
 * /auth/request-hist/admin/detail/{id} (the center's): every field, the state, the history, and the actions the
 * server's `can` allows. ?mode=edit shows the form to fix and re-file the request.
 */
export function RequestDetail({ mode }: { mode: RequestDetailMode }) {
  const id = parseId(useParams().requestId);
  const [params, setParams] = useSearchParams();
  const editing = params.get('mode') === 'edit' && mode !== 'case';
  const title = TITLES[mode];
  const { data, loading, error, refetch } = useQuery(RequestDetailQuery, { variables: { id: id ?? 0 }, skip: id === undefined, fetchPolicy: 'network-only' });

  if (id === undefined) return <Card title={title}><Alert type="error" showIcon title="의뢰를 찾을 수 없습니다." /></Card>;
  if (error) return <Card title={title}><LoadError error={error} fallback="의뢰를 불러오지 못했습니다." onRetry={refetch} /></Card>;
  const r = data?.request;
  if (!r) return <Card title={title}>{loading && <Spin />}</Card>;
  // the author's own draft (only the author reaches it): it is continued and filed on the register form
  if (r.status === 'DRAFT')
    return (
      <Card title={title}>
        <Alert type="info" showIcon title="임시저장한 의뢰입니다. 이어서 작성한 뒤 의뢰 등록을 눌러야 센터에 접수됩니다." action={<LinkButton type="primary" to={paths.requestDraft(r.id)}>이어서 작성</LinkButton>} />
      </Card>
    );

  const setEditing = (on: boolean) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (on) next.set('mode', 'edit');
      else next.delete('mode');
      return next;
    });

  if (editing && r.can.edit) return <EditRequest r={r} onCancel={() => setEditing(false)} />;
  return <RequestView r={r} mode={mode} onEdit={() => setEditing(true)} reload={() => void refetch()} />;
}

function EditRequest({ r, onCancel }: { r: Detail; onCancel(): void }) {
  const navigate = useNavigate();
  const { message } = useFeedback();
  const [update, { loading }] = useMutation(UpdateRequestMutation);
  const [failure, setFailure] = useState<string>();
  const submit = async (v: RequestFormValues) => {
    setFailure(undefined);
    try {
      const res = await update({ variables: { id: r.id, input: requestInput(v) } });
      message.success(res.data?.updateRequest.message || REQUEST_MESSAGES.edited);
      navigate(paths.requestHistList());
    } catch (e) {
      setFailure(errorMessage(e, '의뢰를 수정하지 못했습니다.'));
    }
  };
  const rejected = r.status === 'REJECTED';
  return (
    <Card title={rejected ? `의뢰 보완 후 재접수 (번호 ${r.id})` : `의뢰 수정 (번호 ${r.id})`}>
      {rejected && r.rejectedMessage && <RejectedNotice text={r.rejectedMessage} at={r.rejectedAt} />}
      <RequestForm
        initialValues={valuesOfDetail(r)}
        context={[
          { label: '학교', value: r.schoolName },
          { label: '접수 센터', value: r.centerName ?? '-' },
          ...(r.simpleEvaluationId ? [{ label: '간편검사 연계', value: `간편검사 ${r.simpleEvaluationId}번` }] : []),
        ]}
        submitLabel={rejected ? '보완 후 다시 접수' : '수정'}
        submitting={loading}
        failure={failure}
        onSubmit={(v) => void submit(v)}
        footer={<Button onClick={onCancel}>취소</Button>}
      />
    </Card>
  );
}

function RejectedNotice({ text, at }: { text: string; at?: string | null }) {
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 24 }}
      title={`센터의 보완요청${at ? ` (${formatDateTime(at)})` : ''}`}
      description={<span style={{ whiteSpace: 'pre-wrap' }}>{text}</span>}
    />
  );
}

function RequestView({ r, mode, onEdit, reload }: { r: Detail; mode: RequestDetailMode; onEdit(): void; reload(): void }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const { message, modal } = useFeedback();
  const [dialog, setDialog] = useState<'reject' | 'delete'>();
  const [cancel] = useMutation(CancelRequestMutation);
  const [remove] = useMutation(DeleteRequestMutation);
  const [approve, approving] = useMutation(ApproveRequestMutation);
  const [reject] = useMutation(RejectRequestMutation);
  const listPath = mode === 'center' ? paths.requestHistAdmin() : paths.requestHistList();
  const t = r.requestTarget;
  const casePath = paths.caseManagementDetail(r.id);
  // the case's 의뢰서 reads the request as filed: its commands stay on the request pages
  const readOnly = mode === 'case';

  const confirmCancel = () =>
    modal.confirm({
      title: '접수 취소',
      content: '이 의뢰의 접수를 취소하시겠습니까? 취소한 의뢰는 센터에서 처리하지 않습니다.',
      okText: '접수 취소',
      okButtonProps: { danger: true },
      cancelText: '닫기',
      onOk: async () => {
        try {
          const res = await cancel({ variables: { id: r.id } });
          message.success(res.data?.cancelRequest.message || REQUEST_MESSAGES.cancelled);
          navigate(paths.requestHistList());
        } catch (e) {
          message.error(errorMessage(e, '접수를 취소하지 못했습니다.'));
        }
      },
    });

  const doDelete = async (reason: string | undefined) => {
    try {
      const res = await remove({ variables: { id: r.id, input: reason ? { reason } : undefined } });
      message.success(res.data?.deleteRequest.message || REQUEST_MESSAGES.deleted);
      setDialog(undefined);
      navigate(listPath);
    } catch (e) {
      message.error(errorMessage(e, '삭제하지 못했습니다.'));
    }
  };

  const doApprove = async () => {
    try {
      const res = await approve({ variables: { id: r.id } });
      message.success(res.data?.approveRequest.message || REQUEST_MESSAGES.approved);
      reload();
    } catch (e) {
      message.error(errorMessage(e, '승인하지 못했습니다.'));
    }
  };

  const doReject = async (rejectedMessage: string): Promise<string | undefined> => {
    try {
      const res = await reject({ variables: { id: r.id, input: { rejectedMessage } } });
      message.success(res.data?.rejectRequest.message || REQUEST_MESSAGES.rejected);
      setDialog(undefined);
      reload();
      return undefined;
    } catch (e) {
      return noRightOr(e);
    }
  };

  const item = (label: string, value: ReactNode) => (
    <Descriptions.Item key={label} label={label}>
      {value ?? '-'}
    </Descriptions.Item>
  );
  const section = (heading: string, items: ReactNode[]) => (
    <Descriptions title={heading} bordered size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 24 }}>
      {items}
    </Descriptions>
  );
  const history = historyOf(r);
  // what the reader's role does not see (the server leaves it out) reads 비공개 rather than an empty -
  const hidden = r.personMasked ? '비공개' : undefined;

  return (
    <Card
      title={
        <Space size={8} wrap>
          {`${TITLES[mode]} (번호 ${r.id})`}
          {r.screeningCrisis && <ScreeningCrisisTag />}
        </Space>
      }
      extra={
        readOnly ? (
          <Space wrap className="no-print">
            <Button onClick={() => window.print()}>인쇄</Button>
            <LinkButton to={casePath}>사례 상세로</LinkButton>
          </Space>
        ) : (
          <LinkButton to={listPath}>목록</LinkButton>
        )
      }
    >
      {!readOnly && (
        <Space wrap style={{ marginBottom: 16 }} role="group" aria-label="의뢰 처리">
          {r.can.edit && (
            <Button type="primary" onClick={onEdit}>
              {r.status === 'REJECTED' ? '보완 후 재접수' : '수정'}
            </Button>
          )}
          {r.can.cancel && (
            <Button danger onClick={confirmCancel}>
              접수 취소
            </Button>
          )}
          {r.can.approve && (
            <Button type="primary" onClick={() => void doApprove()} loading={approving.loading}>
              승인
            </Button>
          )}
          {r.can.reject && <Button onClick={() => setDialog('reject')}>보완요청</Button>}
          {r.can.delete && (
            <Button danger onClick={() => setDialog('delete')}>
              삭제
            </Button>
          )}
          {APPROVED.has(r.status) && user && canOpen(casePath, user) && <LinkButton to={casePath}>사례 관리로 이동</LinkButton>}
          {r.status === 'REPORT_SENT' && <SentClosingReportLink requestId={r.id} />}
        </Space>
      )}

      {r.status === 'REJECTED' && r.rejectedMessage && <RejectedNotice text={r.rejectedMessage} at={r.rejectedAt} />}
      {r.personMasked && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="개인정보 보호를 위해 학생의 이름과 연락처는 일부를 가리고, 생년월일은 연도만, 주소·주호소·비고는 보여 드리지 않습니다."
        />
      )}

      {section('의뢰 정보', [
        item('상태', <Tag color={STATUS_COLORS[r.status]}>{r.statusName}</Tag>),
        item('진행 단계', r.progressStepName),
        item('의뢰 유형', TYPE_LABELS[r.requestType]),
        item('간편검사', r.simpleEvaluationId ? <LinkButton type="link" style={{ padding: 0 }} to={paths.simpleEvaluationDetail(r.simpleEvaluationId)}>{`${r.simpleEvaluationId}번 결과 보기`}</LinkButton> : undefined),
        item('의뢰일', formatDateTime(r.requestDate)),
        item('접수 연도', r.reqYear),
        item('학교', r.schoolName),
        item('센터', r.centerName),
        item('사례 담당자', r.can.assignManager && !readOnly ? <ManagerPicker requestId={r.id} current={r.caseManagerName} onAssigned={reload} /> : r.caseManagerName),
        item('종결일', r.closingDate),
      ])}
      {section('대상 학생', [
        item('이름', r.screeningCrisis ? <Space size={4} wrap>{t.name}<ScreeningCrisisTag /></Space> : t.name),
        item('성별', labelOf(GENDER_LABELS, t.gender)),
        item('생년월일', t.birthYear && t.birthMonth && t.birthDate ? `${t.birthYear}-${String(t.birthMonth).padStart(2, '0')}-${String(t.birthDate).padStart(2, '0')}` : undefined),
        item('휴대전화번호', formatPhone(t.mobile) || undefined),
        item('학년/반/번호', [r.grade && `${r.grade}학년`, r.classNo && `${r.classNo}반`, r.num && `${r.num}번`].filter(Boolean).join(' ') || undefined),
      ])}
      {section('의뢰자', [item('이름', r.requesterName), item('기관', r.requesterInstitution), item('연락처', formatPhone(r.requesterContact) || undefined), item('팩스', formatPhone(r.requesterFax) || undefined)])}
      {section('보호자', [
        item('연락처', formatPhone(r.guardianContact) || undefined),
        item('관계', r.guardianRelationship === 'ETC' ? `기타 (${r.guardianRelationshipEtc ?? ''})` : (r.guardianRelationship && RELATIONSHIP_LABELS[r.guardianRelationship]) ?? r.guardianRelationship),
      ])}
      {section('주소', [item('우편번호', r.postcode ?? hidden), item('주소', [r.address, r.addressDetail].filter(Boolean).join(' ') || hidden)])}
      {section('과거력', [
        item('과거 관심군 여부', yn(r.pastInterestGroup)),
        item('과거 기관 연계 여부', yn(r.pastInstitutionalLinkage)),
        item('과거 서비스 경험', r.pastExperience?.split(',').join(', ')),
        item('치료비 지원 희망', yn(r.ssMedicalExpensesSupport)),
      ])}
      <Descriptions title="주호소" bordered size="small" column={1} style={{ marginBottom: 24 }}>
        <Descriptions.Item label="주호소">
          <span style={{ whiteSpace: 'pre-wrap' }}>{r.mainAppeal ?? hidden}</span>
        </Descriptions.Item>
        <Descriptions.Item label="비고">
          <span style={{ whiteSpace: 'pre-wrap' }}>{r.remark ?? hidden ?? '-'}</span>
        </Descriptions.Item>
      </Descriptions>
      {section('동의', [
        item('의뢰 동의', `${r.gcRequest === 'Y' ? '동의' : '-'} · ${formatDateTime(r.gcRequestAt)} · ${labelOf(CONSENT_METHOD_LABELS, r.gcRequestMethod) ?? '-'}`),
        item('제3자 제공 동의', `${r.gc3rdPartyProvision === 'Y' ? '동의' : '-'} · ${formatDateTime(r.gc3rdPartyProvisionAt)} · ${labelOf(CONSENT_METHOD_LABELS, r.gc3rdPartyProvisionMethod) ?? '-'}`),
      ])}

      <Typography.Title level={2} style={{ fontSize: 16 }}>
        처리 이력
      </Typography.Title>
      <Timeline items={history.map((h) => ({ content: `${formatDateTime(h.at)} ${h.label}` }))} />

      <RejectDialog open={dialog === 'reject'} onClose={() => setDialog(undefined)} onSubmit={doReject} />
      <DeleteDialog open={dialog === 'delete'} onClose={() => setDialog(undefined)} onSubmit={doDelete} />
    </Card>
  );
}

/** 담당자 지정: one of the center's staff (the server leaves education-office users out). */
function ManagerPicker({ requestId, current, onAssigned }: { requestId: number; current?: string | null; onAssigned(): void }) {
  const { message } = useFeedback();
  const { data, loading, error } = useQuery(RequestManagersQuery, { variables: { id: requestId }, fetchPolicy: 'network-only' });
  const [assign, assigning] = useMutation(AssignRequestManagerMutation);
  const [chosen, setChosen] = useState<number>();
  const selected = chosen ?? data?.requestManagers.find((m) => m.assigned)?.id;
  const run = async () => {
    if (!selected) return;
    try {
      const res = await assign({ variables: { id: requestId, input: { caseManagerId: selected } } });
      message.success(res.data?.assignRequestManager.message || '사례 담당자를 지정했습니다.');
      onAssigned();
    } catch (e) {
      message.error(errorMessage(e, REQUEST_MESSAGES.noRight));
    }
  };
  if (error) return <>{current ?? '-'} ({errorMessage(error, '담당자 목록을 불러오지 못했습니다.')})</>;
  return (
    <Space wrap>
      <Select<number>
        aria-label="사례 담당자"
        placeholder="담당자 선택"
        loading={loading}
        value={selected}
        onChange={setChosen}
        style={{ minWidth: 180 }}
        options={(data?.requestManagers ?? []).map((m) => ({ value: m.id, label: `${m.name} (${roleName(m.role)})` }))}
      />
      <Button onClick={() => void run()} loading={assigning.loading} disabled={!selected}>
        담당자 지정
      </Button>
    </Space>
  );
}

export function RequesterDetailPage() {
  return <RequestDetail mode="requester" />;
}
export function CenterDetailPage() {
  return <RequestDetail mode="center" />;
}
export function CaseRequestPage() {
  return <RequestDetail mode="case" />;
}
