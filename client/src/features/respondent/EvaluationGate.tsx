import { useQuery } from '@apollo/client/react';
import { Alert, Card, Radio, Spin, Typography } from 'antd';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RespondentEvaluationQueryQuery } from '../../gql/graphql';
import { describeError, needsVerification, respondentError } from './errors';
import { RespondentEvaluationQuery } from './operations';
import { PhoneVerification } from './PhoneVerification';
import { forgetToken, tokenForEvaluation, type AgreeType, type HeldToken } from './store';

export type RespondentEvaluation = RespondentEvaluationQueryQuery['respondentEvaluation'];

interface Props {
  evaluationId: number;
  children: (evaluation: RespondentEvaluation, held: HeldToken, tokenLost: () => void) => ReactNode;
}

/**
 * The questionnaire and result pages: with the respondent token kept on this phone, the evaluation as its holder
 * sees it; without one (a new tab, a link opened later, 30 minutes past), the phone check first.
 */
export function EvaluationGate({ evaluationId, children }: Props) {
  const [held, setHeld] = useState<HeldToken | null>(() => (evaluationId > 0 ? tokenForEvaluation(evaluationId) : null));
  const lose = useCallback(() => {
    forgetToken(evaluationId);
    setHeld(null);
  }, [evaluationId]);
  const { t } = useTranslation('consent');

  if (!(evaluationId > 0)) return <Alert type="error" showIcon role="alert" title={t('badLink')} />;
  if (!held) return <VerifyForEvaluation evaluationId={evaluationId} onVerified={setHeld} />;
  return <Loaded evaluationId={evaluationId} held={held} lose={lose} render={children} />;
}

function Loaded({ evaluationId, held, lose, render }: { evaluationId: number; held: HeldToken; lose: () => void; render: Props['children'] }) {
  const { t } = useTranslation('consent');
  const { data, loading, error } = useQuery(RespondentEvaluationQuery, {
    variables: { id: evaluationId },
    context: { respondentToken: held.respondentToken },
  });
  const lost = !!error && needsVerification(respondentError(error));
  useEffect(() => {
    if (lost) lose();
  }, [lost, lose]);
  if (lost) return null;
  if (error) return <Alert type="error" showIcon role="alert" title={describeError(respondentError(error), t, 'ko')} />;
  if (loading || !data) return <Spin style={{ display: 'block', marginTop: 24 }} />;
  return <>{render(data.respondentEvaluation, held, lose)}</>;
}

/** The phone check from the answer link: the evaluation id names the link; the person says who they are. */
function VerifyForEvaluation({ evaluationId, onVerified }: { evaluationId: number; onVerified: (h: HeldToken) => void }) {
  const [who, setWho] = useState<AgreeType>('GUARDIAN');
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        마음건강 간편검사
      </Typography.Title>
      <Typography.Paragraph>문자로 받은 링크를 여셨군요. 먼저 휴대전화를 확인할게요.</Typography.Paragraph>
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
        <legend style={{ fontWeight: 600, marginBottom: 8 }}>응답하는 분</legend>
        <Radio.Group value={who} onChange={(e) => setWho(e.target.value as AgreeType)} optionType="button" buttonStyle="solid" size="large">
          <Radio.Button value="GUARDIAN">보호자</Radio.Button>
          <Radio.Button value="STUDENT">학생</Radio.Button>
        </Radio.Group>
      </fieldset>
      <PhoneVerification key={who} link={{ simpleEvaluationId: evaluationId }} agreeType={who} onVerified={(h) => onVerified(h)} />
    </Card>
  );
}
