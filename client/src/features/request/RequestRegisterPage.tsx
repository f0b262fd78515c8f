import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Card, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { LinkButton } from '../../shared/ui/LinkButton';
import { useFeedback } from '../organization/common/feedback';
import { errorMessage } from '../organization/common/graphqlError';
import { REQUEST_MESSAGES } from './labels';
import { FileRequestMutation, ReferralEvaluationQuery, RequestFormContextQuery, RequestSchoolCentersQuery } from './operations';
import { RequestForm } from './RequestForm';
import { requestInput, type RequestFormValues } from './requestForm';

const parseId = (v: string | null) => (v && /^\d{1,9}$/.test(v) ? Number(v) : undefined);

/**
 * /auth/request/register (menu 00007): a school user files a request for a student of its own school; the server
 * places it with the school's center. ?simpleEvaluationId=N refers the student from a screening result.
 */
export default function RequestRegisterPage() {
  const [params] = useSearchParams();
  const evaluationId = parseId(params.get('simpleEvaluationId'));
  const navigate = useNavigate();
  const { message } = useFeedback();
  const [failure, setFailure] = useState<string>();
  const ctx = useQuery(RequestFormContextQuery, { fetchPolicy: 'network-only' });
  const schoolId = ctx.data?.me.schoolId;
  const centers = useQuery(RequestSchoolCentersQuery, { variables: { id: schoolId ?? '' }, skip: !schoolId });
  const referral = useQuery(ReferralEvaluationQuery, { variables: { id: evaluationId ?? 0 }, skip: evaluationId === undefined });
  const [file, { loading }] = useMutation(FileRequestMutation);

  const title = '의뢰 등록';
  if (ctx.error) return <Card title={title}><Alert type="error" showIcon title={errorMessage(ctx.error, '의뢰 등록 화면을 불러오지 못했습니다.')} /></Card>;
  if (!ctx.data || (evaluationId !== undefined && referral.loading)) return <Card title={title}><Spin /></Card>;
  if (!ctx.data.abilities.fileRequest)
    return (
      <Card title={title}>
        <Alert type="warning" showIcon title="의뢰는 학교 담당자나 학교 인증을 마친 학교 사용자가 등록할 수 있습니다." />
      </Card>
    );

  const me = ctx.data.me;
  const ev = referral.data?.simpleEvaluation;
  const referred = ev?.referable ? ev : undefined;
  const initialValues: RequestFormValues = {
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
      await file({ variables: { input: requestInput(v) } });
      message.success(REQUEST_MESSAGES.filed);
      navigate(paths.requestHistList());
    } catch (e) {
      setFailure(errorMessage(e, '의뢰를 등록하지 못했습니다.'));
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
        submitLabel="의뢰 등록"
        submitting={loading}
        failure={failure}
        onSubmit={(v) => void submit(v)}
        footer={<LinkButton to={paths.requestHistList()}>의뢰 내역</LinkButton>}
      />
    </Card>
  );
}
