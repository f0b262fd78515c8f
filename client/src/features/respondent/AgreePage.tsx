import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Card, Spin, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { describeError, needsVerification, respondentError } from './errors';
import { AgreePageQuery, AnswerConsentMutation } from './operations';
import { PhoneVerification } from './PhoneVerification';
import { forgetToken, tokenForLink, type AgreeType, type HeldToken } from './store';
import { LanguageSwitcher, RespondentFrame, StepCard } from './ui';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function agreeTypeOf(raw: string | undefined): AgreeType | null {
  const v = raw?.toLowerCase();
  return v === 'guardian' ? 'GUARDIAN' : v === 'student' ? 'STUDENT' : null;
}

/**
 * /agree/{agreeId}/{guardian|student}: what is asked, why, who sees the result and how to refuse; the phone check;
 * then the choice. The guardian's page reads in Korean, English, Chinese or Vietnamese; the student's in Korean.
 */
export default function AgreePage() {
  const { simpleEvaluationAgreeId = '', agreeType } = useParams();
  const type = agreeTypeOf(agreeType);
  return (
    <RespondentFrame language={type === 'STUDENT' ? 'ko' : undefined}>
      <AgreeContent agreeId={simpleEvaluationAgreeId} type={type} />
    </RespondentFrame>
  );
}

export function AgreeContent({ agreeId, type }: { agreeId: string; type: AgreeType | null }) {
  const ns = type === 'STUDENT' ? 'student' : 'consent';
  const { t, i18n } = useTranslation(ns);
  const [held, setHeld] = useState<HeldToken | null>(() => (type && UUID.test(agreeId) ? tokenForLink(agreeId, type) : null));
  const valid = type !== null && UUID.test(agreeId);
  const dropToken = useCallback(() => setHeld(null), []);

  return (
    <div lang={i18n.language}>
      {type === 'GUARDIAN' && <LanguageSwitcher />}
      <Card>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          {t('title')}
        </Typography.Title>
        <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
        {(['what', 'why', 'who', 'refuse'] as const).map((k) => (
          <section key={k} aria-labelledby={`consent-${k}`}>
            <Typography.Title level={2} id={`consent-${k}`} style={{ fontSize: 18 }}>
              {t(`${k}Title`)}
            </Typography.Title>
            <Typography.Paragraph>{t(k)}</Typography.Paragraph>
          </section>
        ))}
      </Card>
      {!valid ? (
        <Alert type="error" showIcon role="alert" title={t('badLink')} style={{ marginTop: 16 }} />
      ) : held ? (
        <Decision agreeId={agreeId} type={type} held={held} onTokenLost={dropToken} />
      ) : (
        <Card style={{ marginTop: 16 }}>
          <PhoneVerification ns={ns} link={{ agreeId }} agreeType={type} onVerified={(h) => setHeld(h)} />
        </Card>
      )}
    </div>
  );
}

type Outcome = 'WAITING' | 'REFUSED' | null;

function Decision({ agreeId, type, held, onTokenLost }: { agreeId: string; type: AgreeType; held: HeldToken; onTokenLost: () => void }) {
  const ns = type === 'STUDENT' ? 'student' : 'consent';
  const { t, i18n } = useTranslation(ns);
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const context = { respondentToken: held.respondentToken };
  const { data, loading, error } = useQuery(AgreePageQuery, { variables: { agreeId }, context });
  const [answer, answering] = useMutation(AnswerConsentMutation, { context });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const fail = (e: unknown) => {
    const err = respondentError(e);
    if (needsVerification(err)) {
      forgetToken(held.simpleEvaluationId);
      onTokenLost();
      return;
    }
    setFailure(describeError(err, t, i18n.language));
  };

  const lost = !!error && needsVerification(respondentError(error));
  useEffect(() => {
    if (!lost) return;
    forgetToken(held.simpleEvaluationId);
    onTokenLost();
  }, [lost, held.simpleEvaluationId, onTokenLost]);

  if (lost) return null;
  if (error) {
    const err = respondentError(error);
    return <Alert type="error" showIcon role="alert" title={describeError(err, t, i18n.language)} style={{ marginTop: 16 }} />;
  }
  if (loading || !data) return <Spin style={{ display: 'block', marginTop: 24 }} />;

  const agree = data.respondentAgree;
  const evaluationId = agree.simpleEvaluationId;
  const step = outcome ?? agree.nextStep;

  const decide = async (agreeYn: 'Y' | 'N') => {
    setFailure(null);
    try {
      const { data: res } = await answer({ variables: { agreeId, agreeType: type, input: { agreeYn } } });
      const next = res!.answerConsent.nextStep;
      if (next === 'ANSWER') navigate(paths.publicSimpleEvaluation(evaluationId));
      else setOutcome(next === 'REFUSED' ? 'REFUSED' : 'WAITING');
    } catch (e) {
      fail(e);
    }
  };

  const refuse = () =>
    modal.confirm({
      title: t('confirmRefuseTitle'),
      content: t('confirmRefuse'),
      okText: t('confirmRefuseOk'),
      cancelText: t('cancel'),
      okButtonProps: { danger: true },
      onOk: () => decide('N'),
    });

  if (step === 'GUARDIAN_CONSENT' || step === 'STUDENT_CONSENT') {
    return (
      <StepCard id="decision-title" title={t('decisionTitle')}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>{t('decisionFor', { school: agree.schoolName })}</Typography.Paragraph>
        <Button type="primary" size="large" block loading={answering.loading} onClick={() => void decide('Y')}>
          {t('agree')}
        </Button>
        <Button size="large" block disabled={answering.loading} onClick={refuse}>
          {t('disagree')}
        </Button>
        {failure && <Alert type="error" showIcon role="alert" title={failure} />}
      </StepCard>
    );
  }
  if (step === 'ANSWER')
    return (
      <StepCard id="decision-title" title={t('agreedTitle')}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>{t('answerNext')}</Typography.Paragraph>
        <Button type="primary" size="large" block onClick={() => navigate(paths.publicSimpleEvaluation(evaluationId))}>
          {t('goAnswer')}
        </Button>
      </StepCard>
    );
  if (step === 'DONE')
    return (
      <StepCard id="decision-title" title={t('doneTitle')}>
        <Button type="primary" size="large" block onClick={() => navigate(paths.publicSimpleEvaluationResult(evaluationId))}>
          {t('goResult')}
        </Button>
      </StepCard>
    );
  if (step === 'REFUSED')
    return (
      <StepCard id="decision-title" title={t('refusedTitle')}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>{t('refused')}</Typography.Paragraph>
      </StepCard>
    );
  if (step === 'CANCELLED')
    return (
      <StepCard id="decision-title" title={t('cancelledTitle')}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>{t('cancelled')}</Typography.Paragraph>
      </StepCard>
    );
  // WAITING: the guardian after a yes for a middle/high student (the student gets a link), or a student too early
  return type === 'GUARDIAN' ? (
    <StepCard id="decision-title" title={t('agreedTitle')}>
      <Typography.Paragraph style={{ marginBottom: 0 }}>{t('studentWillGetLink')}</Typography.Paragraph>
    </StepCard>
  ) : (
    <StepCard id="decision-title" title={t('decisionTitle')}>
      <Typography.Paragraph style={{ marginBottom: 0 }}>{t('waitingGuardian')}</Typography.Paragraph>
    </StepCard>
  );
}
