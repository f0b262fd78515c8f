import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Spin } from 'antd';
import { useParams } from 'react-router';
import { respondentError } from '../../respondent/errors';
import { Questionnaire } from '../../respondent/Questionnaire';
import { clearAnswers, type HeldQuestionnaireToken } from '../../respondent/store';
import { RespondentFrame } from '../../respondent/ui';
import { LinkGate, Thanks, useAnswering } from './LinkGate';
import { RequestSdqKrCodeMutation, RespondentSdqKrQuery, SdqKrFormQuery, SubmitRespondentSdqKrMutation, VerifySdqKrCodeMutation } from './operations';
import { parseId } from '../../../shared/routeParams';

const TITLE = '강점·난점 설문 (SDQ-KR)';

/**
 * /request/sdq-kr/{sdqKrId}: the SDQ-KR by SMS link, on a phone. The phone check, then the questionnaire of the
 * person's form (student, guardian or teacher) as the administrator loaded it (licensed wording is never in the code
 * base: until loaded, the form holds placeholders), kept on the phone until submitted once.
 */
export default function SdqKrRespondentPage() {
  const id = parseId(useParams().sdqKrId) ?? 0;
  return (
    <RespondentFrame language="ko">
      <SdqKrRespondent id={id} />
    </RespondentFrame>
  );
}

/** The page below its frame (exported for tests, which give it their own GraphQL client). */
export function SdqKrRespondent({ id }: { id: number }) {
  const [requestCode] = useMutation(RequestSdqKrCodeMutation);
  const [verifyCode] = useMutation(VerifySdqKrCodeMutation);
  return (
    <LinkGate
      kind="sdq-kr"
      id={id}
      title={TITLE}
      requestCode={async (mobile) => (await requestCode({ variables: { input: { id, mobile } } })).data?.requestSdqKrCode.expiresIn ?? 600}
      verifyCode={async (authNumber) => (await verifyCode({ variables: { input: { id, authNumber } } })).data!.verifySdqKrCode}
    >
      {(held, lose) => <Answering id={id} held={held} lose={lose} />}
    </LinkGate>
  );
}

function Answering({ id, held, lose }: { id: number; held: HeldQuestionnaireToken; lose: () => void }) {
  const context = { respondentToken: held.respondentToken };
  const store = `sdq-kr:${id}`;
  const state = useQuery(RespondentSdqKrQuery, { variables: { id }, context });
  const target = state.data?.respondentSdqKr.targetType;
  const form = useQuery(SdqKrFormQuery, { variables: { target: target ?? '' }, skip: !target || state.data?.respondentSdqKr.isDone === 'Y' });
  const [submit, submitting] = useMutation(SubmitRespondentSdqKrMutation, { context });
  const { lost, done, failure, send } = useAnswering(state.error, lose, () => clearAnswers(store));

  if (lost) return null;
  if (state.error) return <Alert type="error" showIcon role="alert" title={respondentError(state.error).message ?? '설문을 불러오지 못했습니다.'} />;
  if (done || state.data?.respondentSdqKr.isDone === 'Y') return <Thanks title={TITLE} />;
  if (form.error) return <Alert type="error" showIcon role="alert" title="문항을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요." />;
  if (!form.data) return <Spin style={{ display: 'block', marginTop: 24 }} />;

  const f = form.data.findForm;
  return (
    <>
      <Questionnaire evaluationId={store} title={TITLE} description={f.description} questions={f.questions} submitting={submitting.loading} onSubmit={(a) => void send(() => submit({ variables: { id, input: a } }))} />
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginTop: 16 }} />}
    </>
  );
}
