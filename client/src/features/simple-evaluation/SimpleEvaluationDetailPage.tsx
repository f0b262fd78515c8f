import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Checkbox, Descriptions, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { LinkButton } from '../../shared/ui/LinkButton';
import { formatDate, formatDateTime, formatPhone, withParticle } from '../../shared/validators';
import { useFeedback } from '../../shared/ui/feedback';
import { errorMessage } from '../../shared/graphqlError';
import { CONSENT_COLORS, CONSENT_LABELS, DONE_LABELS, GENDER_LABELS, SCHOOL_TARGET_LABELS, SE_MESSAGES } from './labels';
import { CancelSimpleEvaluationAgreeMutation, DeleteSimpleEvaluationsMutation, RescoreMutation, SimpleEvaluationDetailQuery } from './operations';
import { PaperAnswersModal } from './PaperAnswersModal';
import { ConcernTags, CrisisTag } from './RangeTag';
import { CrisisPanel } from './CrisisPanel';
import { ResultModal } from './ResultModal';
import { resendChoices, SendAgreeDialog, SendUrlDialog } from './SendUrlDialog';
import { parseId } from '../../shared/routeParams';
import { downloadFile } from '../../shared/download';
import { saveBlob } from '../../app/api';
import { LoadError } from '../../shared/ui/LoadError';

const yn = (v: string | null | undefined, yes = '동의', no = '동의하지 않음') => (v === 'Y' ? yes : v === 'N' ? no : '-');
const PAGE_LANGUAGES: Record<string, string> = { ko: '한국어', en: '영어', zh: '중국어', vi: '베트남어' };
const WITHDRAWN_BY: Record<string, string> = { GUARDIAN: '보호자', STUDENT: '학생' };
const WITHDRAWAL_METHODS: Record<string, string> = { LINK: '받은 링크에서', SCHOOL_REQUEST: '학교에 요청 (담당자 기록)' };


/** /auth/simple-evaluation/detail/{detailId}: context, consent, answers, result and the actions the server allows. */
export default function SimpleEvaluationDetailPage() {
  const id = parseId(useParams().detailId);
  const navigate = useNavigate();
  const { message, modal } = useFeedback();
  const { data, loading, error, refetch } = useQuery(SimpleEvaluationDetailQuery, { variables: { id: id ?? 0 }, skip: id === undefined, fetchPolicy: 'network-only' });
  const [cancelAgree] = useMutation(CancelSimpleEvaluationAgreeMutation);
  const [remove] = useMutation(DeleteSimpleEvaluationsMutation);
  const [rescore, rescoring] = useMutation(RescoreMutation);
  const [dialog, setDialog] = useState<'agree' | 'url' | 'answers' | 'result'>();

  if (id === undefined) return <Card title="간편검사 상세"><Alert type="error" showIcon title="간편검사를 찾을 수 없습니다." /></Card>;
  if (error) return <Card title="간편검사 상세"><LoadError error={error} fallback="간편검사를 불러오지 못했습니다." onRetry={refetch} /></Card>;
  const e = data?.simpleEvaluation;
  if (!e) return <Card title="간편검사 상세">{loading && <Spin />}</Card>;

  const reload = () => void refetch();
  const open = e.isDone === 'N' && e.isNotImplemented === 'N';
  const canSendAgree = e.can.update && open && !['GUARDIAN_AGREED', 'AGREED'].includes(e.consentState);
  const canResend = e.can.update && open && resendChoices(e.consentState).length > 0;
  const canCancel = e.can.cancelAgree && (e.isDone === 'Y' || !['NOT_SENT', 'CANCELLED'].includes(e.consentState));

  // a consent given and not yet withdrawn: a cancellation may be the guardian's request to withdraw it, recorded so
  const consentGiven = !!e.agree && !e.agree.withdrawnAt && (e.agree.guardianAgreeYn === 'Y' || e.agree.studentAgreeYn === 'Y');
  const confirmCancel = () => {
    let guardianRequest = false;
    return modal.confirm({
      title: e.isDone === 'Y' ? '설문 삭제' : '발송 취소',
      content: (
        <>
          <p>
            {e.isDone === 'Y'
              ? '완료된 응답과 결과를 지웁니다. 등록 정보는 남습니다. 계속하시겠습니까?'
              : '보낸 동의 요청을 취소합니다. 받은 링크로는 더 이상 응답할 수 없습니다. 계속하시겠습니까?'}
          </p>
          {consentGiven && (
            <Checkbox onChange={(ev) => (guardianRequest = ev.target.checked)}>보호자(또는 학생)의 요청에 따른 동의 철회로 기록</Checkbox>
          )}
        </>
      ),
      okText: '확인',
      okButtonProps: { danger: true },
      cancelText: '닫기',
      onOk: async () => {
        try {
          const res = await cancelAgree({ variables: { id: e.id, guardianRequest: guardianRequest || undefined } });
          message.success(res.data?.cancelSimpleEvaluationAgree.message || (e.isDone === 'Y' ? SE_MESSAGES.surveyDeleted : SE_MESSAGES.sendCancelled));
          reload();
        } catch (err) {
          message.error(errorMessage(err, '취소하지 못했습니다.'));
        }
      },
    });
  };

  /** The guardian's PDFs (result report, consent copy): an export the server records in the access log. */
  const downloadPdf = async (kind: 'result-report' | 'consent-copy', fallback: string) => {
    try {
      const { blob, fileName } = await downloadFile('GET', `svs-u/simple-evaluation/${e.id}/${kind}`, fallback);
      saveBlob(blob, fileName);
    } catch (err) {
      message.error(errorMessage(err, '파일을 내려받지 못했습니다.'));
    }
  };

  const confirmDelete = () =>
    modal.confirm({
      title: '간편검사 삭제',
      content: `관리번호 ${withParticle(e.studentCode, '을/를')} 삭제하시겠습니까? 삭제한 검사는 되돌릴 수 없습니다.`,
      okText: '삭제',
      okButtonProps: { danger: true },
      cancelText: '취소',
      onOk: async () => {
        try {
          await remove({ variables: { ids: [e.id] } });
          message.success(SE_MESSAGES.deleted);
          navigate(paths.simpleEvaluationList());
        } catch (err) {
          message.error(errorMessage(err, '삭제하지 못했습니다.'));
        }
      },
    });

  const doRescore = async () => {
    try {
      await rescore({ variables: { ids: [e.id] } });
      message.success(SE_MESSAGES.saved);
      reload();
    } catch (err) {
      message.error(errorMessage(err, '다시 채점하지 못했습니다.'));
    }
  };

  const answeredCount = e.answers.filter((a) => a.value != null).length;
  const a = e.agree;

  return (
    <Card
      title={
        <span>
          간편검사 상세 (관리번호 {e.studentCode}) {e.crisis && <CrisisTag />}
        </span>
      }
      extra={<LinkButton to={paths.simpleEvaluationList()}>목록</LinkButton>}
    >
      <Space wrap style={{ marginBottom: 16 }}>
        {e.result && (
          <Button type="primary" onClick={() => setDialog('result')}>
            결과 보기
          </Button>
        )}
        {e.isDone === 'Y' && e.result && (
          <Button onClick={() => void downloadPdf('result-report', `간편검사_결과안내_${e.studentCode}.pdf`)}>보호자용 결과 안내서 (PDF)</Button>
        )}
        {(a?.guardianAgreeYn || a?.studentAgreeYn) && (
          <Button onClick={() => void downloadPdf('consent-copy', `간편검사_동의내용_${e.studentCode}.pdf`)}>동의 내용 사본 (PDF)</Button>
        )}
        {canSendAgree && <Button onClick={() => setDialog('agree')}>동의 요청 보내기</Button>}
        {canResend && <Button onClick={() => setDialog('url')}>링크 다시 보내기</Button>}
        {e.can.enterAnswers && <Button onClick={() => setDialog('answers')}>종이 설문 입력</Button>}
        {canCancel && (
          <Button danger onClick={confirmCancel}>
            {e.isDone === 'Y' ? '설문 삭제' : '발송 취소'}
          </Button>
        )}
        {e.can.update && e.isDone === 'N' && <LinkButton to={paths.simpleEvaluationNotImplementedReason(e.id)}>미실시 사유</LinkButton>}
        {e.can.update && <LinkButton to={paths.simpleEvaluationAfterManagement(e.id)}>사후관리</LinkButton>}
        {e.can.rescore && (
          <Button onClick={() => void doRescore()} loading={rescoring.loading}>
            사용 중인 규준으로 다시 채점
          </Button>
        )}
        {e.referable && <LinkButton to={`${paths.requestRegister()}?simpleEvaluationId=${e.id}`}>의뢰하기</LinkButton>}
        {e.can.delete && (
          <Button danger onClick={confirmDelete}>
            삭제
          </Button>
        )}
      </Space>

      {e.crisis && <CrisisPanel reason={e.crisisReason} alerts={e.crisisAlerts} onChange={reload} />}
      {!e.crisis && e.crisisAlerts.length > 0 && <CrisisPanel reason="이전 응답에서 위기 알림이 있었습니다" alerts={e.crisisAlerts} onChange={reload} />}

      <Descriptions title="검사 정보" bordered size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 24 }}>
        <Descriptions.Item label="관리번호">{e.studentCode}</Descriptions.Item>
        <Descriptions.Item label="학교">{e.schoolName ?? e.schoolId}</Descriptions.Item>
        <Descriptions.Item label="연도">{e.year}</Descriptions.Item>
        <Descriptions.Item label="학교급">{SCHOOL_TARGET_LABELS[e.schoolTargetType]}</Descriptions.Item>
        <Descriptions.Item label="성별">{GENDER_LABELS[e.gender]}</Descriptions.Item>
        <Descriptions.Item label="휴대전화번호">{formatPhone(e.mobile) || '-'}</Descriptions.Item>
        <Descriptions.Item label="등록일">{formatDate(e.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="의뢰 번호">{e.requestId ? <Link to={paths.requestHistDetail(e.requestId)}>{e.requestId}</Link> : '-'}</Descriptions.Item>
      </Descriptions>

      <Descriptions title="동의" bordered size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 24 }}>
        <Descriptions.Item label="동의 상태">
          <Tag color={CONSENT_COLORS[e.consentState]}>{CONSENT_LABELS[e.consentState]}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="학생 동의 요청">{a ? (a.studentSendYn === 'Y' ? '함' : '안 함') : '-'}</Descriptions.Item>
        <Descriptions.Item label="보호자 번호">{formatPhone(a?.guardianMobile) || '-'}</Descriptions.Item>
        <Descriptions.Item label="보호자 발송·응답">
          {a?.guardianSendDate ? `${formatDateTime(a.guardianSendDate)} 발송` : '-'}
          {a?.guardianAgreeDate ? ` / ${formatDateTime(a.guardianAgreeDate)} ${yn(a.guardianAgreeYn)}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label="학생 번호">{formatPhone(a?.studentMobile) || '-'}</Descriptions.Item>
        <Descriptions.Item label="학생 발송·응답">
          {a?.studentSendDate ? `${formatDateTime(a.studentSendDate)} 발송` : '-'}
          {a?.studentAgreeDate ? ` / ${formatDateTime(a.studentAgreeDate)} ${yn(a.studentAgreeYn)}` : ''}
        </Descriptions.Item>
        {a?.guardianAgreeMethod && (
          <Descriptions.Item label="보호자 확인 방법">
            {a.guardianAgreeMethod === 'SMS_CODE' ? '링크에서 휴대전화 인증 후 선택' : a.guardianAgreeMethod}
            {a.guardianLang ? ` (화면 언어: ${PAGE_LANGUAGES[a.guardianLang] ?? a.guardianLang})` : ''}
          </Descriptions.Item>
        )}
        {a?.withdrawnAt && (
          <Descriptions.Item label="동의 철회">
            {formatDateTime(a.withdrawnAt)} {WITHDRAWN_BY[a.withdrawnBy ?? ''] ?? ''} {WITHDRAWAL_METHODS[a.withdrawalMethod ?? ''] ?? a.withdrawalMethod ?? ''}
          </Descriptions.Item>
        )}
        {a?.cancelledAt && <Descriptions.Item label="취소">{formatDateTime(a.cancelledAt)}</Descriptions.Item>}
      </Descriptions>

      <Descriptions title="응답과 결과" bordered size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 24 }}>
        <Descriptions.Item label="응답">
          {e.isNotImplemented === 'Y' ? '미실시' : DONE_LABELS[e.isDone]} ({answeredCount}/{e.answers.length}문항)
        </Descriptions.Item>
        <Descriptions.Item label="완료일">{formatDateTime(e.doneAt) || '-'}</Descriptions.Item>
        <Descriptions.Item label="전체 구간">{e.result ? <ConcernTags row={{ crisis: e.crisis, totalRange: e.result.total.range, totalRangeName: e.result.total.rangeName, topRange: e.topRange, topRangeName: e.topRangeName }} /> : '-'}</Descriptions.Item>
        <Descriptions.Item label="규준 버전">
          {e.result ? `${e.result.normVersion}${e.result.normDemo ? ' (시연용)' : ''}` : '-'}
        </Descriptions.Item>
        {e.isNotImplemented === 'Y' && (
          <Descriptions.Item label="미실시 사유">{[e.reason, e.reasonEtc].filter(Boolean).join(' / ') || '-'}</Descriptions.Item>
        )}
        <Descriptions.Item label="기관 연계">
          {e.linkageYn === 'Y' ? [e.institutionLinkage, e.institutionLinkageEtc].filter(Boolean).join(', ') || '연계' : e.linkageYn === 'N' ? '연계 안 함' : '-'}
        </Descriptions.Item>
      </Descriptions>

      {dialog === 'result' && e.result && <ResultModal open onClose={() => setDialog(undefined)} result={e.result} studentCode={e.studentCode} />}
      {dialog === 'agree' && <SendAgreeDialog open onClose={() => setDialog(undefined)} target={e} onSent={reload} />}
      {dialog === 'url' && <SendUrlDialog open onClose={() => setDialog(undefined)} target={e} onSent={reload} />}
      {dialog === 'answers' && (
        <PaperAnswersModal open onClose={() => setDialog(undefined)} id={e.id} schoolTargetType={e.schoolTargetType} initial={e.answers} onSaved={reload} />
      )}
    </Card>
  );
}
