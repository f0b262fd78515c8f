import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Form, Spin, Typography } from 'antd';
import { useParams } from 'react-router';
import { respondentError } from '../../respondent/errors';
import type { HeldQuestionnaireToken } from '../../respondent/store';
import { RespondentFrame } from '../../respondent/ui';
import { LinkGate, Thanks, useAnswering } from './LinkGate';
import { RequestSatisfactionCodeMutation, RespondentSatisfactionQuery, SubmitRespondentSatisfactionMutation, VerifySatisfactionCodeMutation } from './operations';
import { satisfactionInput } from '../../../shared/satisfaction';
import { SatisfactionFields } from './SatisfactionFields';
import { parseId } from '../../../shared/routeParams';

const TITLE = '서비스 만족도 평가';

/** /request/satisfaction-assessment/{id}: the satisfaction assessment by SMS link, on a phone; submitted once. */
export default function SatisfactionRespondentPage() {
  const id = parseId(useParams().satisfactionAssessmentId) ?? 0;
  return (
    <RespondentFrame language="ko">
      <SatisfactionRespondent id={id} />
    </RespondentFrame>
  );
}

/** The page below its frame (exported for tests, which give it their own GraphQL client). */
export function SatisfactionRespondent({ id }: { id: number }) {
  const [requestCode] = useMutation(RequestSatisfactionCodeMutation);
  const [verifyCode] = useMutation(VerifySatisfactionCodeMutation);
  return (
    <LinkGate
      kind="satisfaction-assessment"
      id={id}
      title={TITLE}
      requestCode={async (mobile) => (await requestCode({ variables: { input: { id, mobile } } })).data?.requestSatisfactionAssessmentCode.expiresIn ?? 600}
      verifyCode={async (authNumber) => (await verifyCode({ variables: { input: { id, authNumber } } })).data!.verifySatisfactionAssessmentCode}
    >
      {(held, lose) => <Answering id={id} held={held} lose={lose} />}
    </LinkGate>
  );
}

function Answering({ id, held, lose }: { id: number; held: HeldQuestionnaireToken; lose: () => void }) {
  const context = { respondentToken: held.respondentToken };
  const state = useQuery(RespondentSatisfactionQuery, { variables: { id }, context });
  const [submit, submitting] = useMutation(SubmitRespondentSatisfactionMutation, { context });
  const [form] = Form.useForm();
  const { lost, done, failure, send } = useAnswering(state.error, lose);

  if (lost) return null;
  if (state.error) return <Alert type="error" showIcon role="alert" title={respondentError(state.error).message ?? '설문을 불러오지 못했습니다.'} />;
  if (done || state.data?.respondentSatisfactionAssessment.isDone === 'Y') return <Thanks title={TITLE} />;
  if (!state.data) return <Spin style={{ display: 'block', marginTop: 24 }} />;

  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        {TITLE}
      </Typography.Title>
      <Typography.Paragraph type="secondary">센터의 도움을 받은 경험을 알려 주세요. 표시(*)한 문항만 꼭 답해 주시면 됩니다.</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v: Record<string, unknown>) => void send(() => submit({ variables: { id, input: satisfactionInput(v) } }))} scrollToFirstError>
        <SatisfactionFields />
        {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" size="large" block loading={submitting.loading}>
          제출하기
        </Button>
      </Form>
    </Card>
  );
}
