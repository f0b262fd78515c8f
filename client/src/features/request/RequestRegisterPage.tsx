import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Card, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { LinkButton } from '../../shared/ui/LinkButton';
import { useFeedback } from '../../shared/ui/feedback';
import { errorMessage } from '../../shared/graphqlError';
import { REQUEST_MESSAGES } from './labels';
import {
  FileRequestMutation,
  ReferralEvaluationQuery,
  RequestDetailQuery,
  RequestFormContextQuery,
  RequestSchoolCentersQuery,
  SaveRequestDraftMutation,
  UpdateRequestMutation,
} from './operations';
import { RequestForm } from './RequestForm';
import { draftInput, requestInput, valuesOfDetail, type RequestFormValues } from './requestForm';
import { parseId } from '../../shared/routeParams';
import { LoadError } from '../../shared/ui/LoadError';


/**
 * /auth/request/register (menu 00007): a school user files a request for a student of its own school; the server
 * places it with the school's center. ?simpleEvaluationId=N refers the student from a screening result.
 * 임시저장 saves the form as a draft only its author sees (?draftId=N afterwards, and from the list's 이어서 작성);
 * 의뢰 등록 then files that draft.
 */
export default function RequestRegisterPage() {
  const [params, setParams] = useSearchParams();
  const draftId = parseId(params.get('draftId'));
  const navigate = useNavigate();
  const { message } = useFeedback();
  const [failure, setFailure] = useState<string>();
  const ctx = useQuery(RequestFormContextQuery, { fetchPolicy: 'network-only' });
  const draft = useQuery(RequestDetailQuery, { variables: { id: draftId ?? 0 }, skip: draftId === undefined, fetchPolicy: 'network-only' });
  const saved = draft.data?.request;
  const evaluationId = parseId(params.get('simpleEvaluationId')) ?? saved?.simpleEvaluationId ?? undefined;
  const schoolId = ctx.data?.me.schoolId;
  const centers = useQuery(RequestSchoolCentersQuery, { variables: { id: schoolId ?? '' }, skip: !schoolId });
  const referral = useQuery(ReferralEvaluationQuery, { variables: { id: evaluationId ?? 0 }, skip: evaluationId === undefined });
  const [file, { loading }] = useMutation(FileRequestMutation);
  const [fileDraft, { loading: filingDraft }] = useMutation(UpdateRequestMutation);
  const [saveDraft, { loading: savingDraft }] = useMutation(SaveRequestDraftMutation);

  const title = '의뢰 등록';
  const failed = ctx.error ?? draft.error;
  if (failed) return <Card title={title}><LoadError error={failed} fallback="의뢰 등록 화면을 불러오지 못했습니다." /></Card>;
  if (!ctx.data || (draftId !== undefined && !saved) || (evaluationId !== undefined && referral.loading)) return <Card title={title}><Spin /></Card>;
  if (saved && saved.status !== 'DRAFT')
    return (
      <Card title={title}>
        <Alert type="info" showIcon title="이미 등록된 의뢰입니다." action={<LinkButton to={paths.requestHistDetail(saved.id)}>의뢰 상세</LinkButton>} />
      </Card>
    );
  if (!ctx.data.abilities.fileRequest)
    return (
      <Card title={title}>
        <Alert type="warning" showIcon title="의뢰는 학교 담당자나 학교 인증을 마친 학교 사용자가 등록할 수 있습니다." />
      </Card>
    );

  const me = ctx.data.me;
  const ev = referral.data?.simpleEvaluation;
  const referred = ev?.referable ? ev : undefined;
  const initialValues: RequestFormValues = saved ? { ...valuesOfDetail(saved), requestType: referred ? 'SIMPLE_EVALUATION' : 'GENERAL', simpleEvaluationId: referred?.id } : {
    requestType: referred ? 'SIMPLE_EVALUATION' : 'GENERAL',
    simpleEvaluationId: referred?.id,
    gender: referred?.gender,
    mobile: referred?.mobile ?? undefined,
    requesterName: me.name,
    requesterInstitution: me.schoolName ?? undefined,
    pastExperience: [],
  };
  const centerNames = centers.data?.school.centers.map((c) => c.name).join(', ');
  const context = [
    { label: '학교', value: me.schoolName ?? '-' },
    { label: '접수 센터', value: centerNames || (centers.loading ? '확인 중' : '학교를 관할하는 센터') },
    ...(referred ? [{ label: '간편검사 연계', value: `관리번호 ${referred.studentCode} (${referred.totalRangeName ?? ''})` }] : []),
  ];

  const submit = async (v: RequestFormValues) => {
    setFailure(undefined);
    try {
      if (draftId !== undefined) await fileDraft({ variables: { id: draftId, input: requestInput(v) } });
      else await file({ variables: { input: requestInput(v) } });
      message.success(REQUEST_MESSAGES.filed);
      navigate(paths.requestHistList());
    } catch (e) {
      setFailure(errorMessage(e, '의뢰를 등록하지 못했습니다.'));
    }
  };

  const keepDraft = async (v: RequestFormValues) => {
    setFailure(undefined);
    try {
      const res = await saveDraft({ variables: { id: draftId, input: draftInput(v) } });
      const id = res.data?.saveRequestDraft.id;
      message.success(res.data?.saveRequestDraft.message ?? REQUEST_MESSAGES.draftSaved);
      // later saves go to the same draft, and a reload continues it
      if (id !== undefined && id !== draftId)
        setParams(
          (prev) => {
            const next = new URLSearchParams(prev);
            next.set('draftId', String(id));
            return next;
          },
          { replace: true },
        );
    } catch (e) {
      setFailure(errorMessage(e, '임시저장하지 못했습니다.'));
    }
  };

  return (
    <Card title={title}>
      {evaluationId !== undefined && !referred && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={referral.error ? errorMessage(referral.error, '간편검사를 찾을 수 없습니다.') : '이 간편검사 결과로는 의뢰할 수 없습니다. 일반 의뢰로 등록합니다.'}
        />
      )}
      <RequestForm
        initialValues={initialValues}
        context={context}
        key={draftId ?? 'new'}
        submitLabel="의뢰 등록"
        submitting={loading || filingDraft}
        failure={failure}
        onSubmit={(v) => void submit(v)}
        onSaveDraft={(v) => void keepDraft(v)}
        savingDraft={savingDraft}
        footer={<LinkButton to={paths.requestHistList()}>의뢰 내역</LinkButton>}
      />
    </Card>
  );
}
