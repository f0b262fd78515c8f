import { Alert, Card, Typography } from 'antd';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { needsVerification, respondentError } from '../../respondent/errors';
import { PhoneCheck } from '../../respondent/PhoneVerification';
import { forgetQuestionnaireToken, keepQuestionnaireToken, questionnaireToken, type HeldQuestionnaireToken, type QuestionnaireKind } from '../../respondent/store';

interface Props {
  kind: QuestionnaireKind;
  id: number;
  title: string;
  /** Texts a code to the number typed; answers its lifetime in seconds. */
  requestCode: (mobile: string) => Promise<number>;
  /** Checks the code; answers the respondent token. */
  verifyCode: (code: string) => Promise<{ respondentToken: string; expiresIn: number }>;
  children: (held: HeldQuestionnaireToken, lose: () => void) => ReactNode;
}

/**
 * The phone pages of a case questionnaire's link: with a respondent token kept on this phone (30 minutes, this
 * questionnaire), the page; without one, the phone check first (the number the text went to, then the code).
 */
export function LinkGate({ kind, id, title, requestCode, verifyCode, children }: Props) {
  const [held, setHeld] = useState<HeldQuestionnaireToken | null>(() => (id > 0 ? questionnaireToken(kind, id) : null));
  const lose = useCallback(() => {
    forgetQuestionnaireToken(kind, id);
    setHeld(null);
  }, [kind, id]);

  if (!(id > 0)) return <Alert type="error" showIcon role="alert" title="링크가 올바르지 않습니다. 받은 문자의 링크를 다시 확인해 주세요." />;
  if (held) return <>{children(held, lose)}</>;
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph>문자로 받은 링크를 여셨군요. 먼저 휴대전화를 확인할게요.</Typography.Paragraph>
      <PhoneCheck
        request={requestCode}
        verify={async (code) => setHeld(keepQuestionnaireToken(kind, id, await verifyCode(code)))}
      />
    </Card>
  );
}

/** The page after a submission (or when it was already submitted): thanks, nothing more to do. */
export function Thanks({ title }: { title: string }) {
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Alert type="success" showIcon role="status" title="응답을 제출했습니다. 참여해 주셔서 고맙습니다." />
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        제출한 응답은 바꿀 수 없어요. 고칠 내용이 있으면 센터 담당자에게 알려 주세요.
      </Typography.Paragraph>
    </Card>
  );
}

/**
 * The answering page's states: `lost` when the questionnaire's query says the phone check has lapsed (then the
 * gate is shown again), `done` once submitted (or found already submitted), and `send`, which submits and on a
 * refusal gives the gate back, takes an earlier submission as done, or keeps the server's message in `failure`.
 * `finished` runs once the answers are in (e.g. to forget a draft kept on the phone).
 */
export function useAnswering(loadError: unknown, lose: () => void, finished?: () => void) {
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const lost = !!loadError && needsVerification(respondentError(loadError));
  useEffect(() => {
    if (lost) lose();
  }, [lost, lose]);
  const finish = () => {
    finished?.();
    setDone(true);
  };
  const send = async (submit: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await submit();
      finish();
    } catch (e) {
      const err = respondentError(e);
      if (needsVerification(err)) return lose();
      if (err.code === 'ALREADY_DONE') return finish();
      setFailure(err.message ?? '제출하지 못했습니다. 잠시 후 다시 시도해 주세요.');
    }
  };
  return { lost, done, failure, send };
}
