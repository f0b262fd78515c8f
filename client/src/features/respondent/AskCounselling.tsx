import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Modal, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { formatDateTime } from '../../shared/validators';
import { needsVerification, respondentError } from './errors';
import { RequestCounsellingMutation } from './operations';

export const COUNSELLING_TEXTS = {
  title: '상담을 받고 싶다면',
  intro: '버튼을 누르면 학교 담당 선생님께 상담 신청이 전해져요. 선생님이 확인한 뒤 연락드려요.',
  button: '상담을 받고 싶어요',
  confirmTitle: '상담을 신청할까요?',
  confirmBody: '학교 담당 선생님과 지역 센터에 상담을 원한다고 알려요. 신청은 한 번만 할 수 있어요.',
  confirmOk: '신청하기',
  confirmCancel: '취소',
  done: '상담 신청이 학교에 전해졌어요. 담당 선생님이 확인한 뒤 연락드릴 거예요.',
  failed: '상담 신청을 보내지 못했어요. 잠시 후 다시 시도해 주세요.',
};

interface Props {
  evaluationId: number;
  respondentToken: string;
  /** When the server says this person already asked (the page was reloaded). */
  requestedAt?: string | null;
  /** The respondent token is no longer good: the phone check again. */
  onTokenLost: () => void;
}

/**
 * The result page's "상담을 받고 싶어요" (POST svs-c/simple-evaluation/after-management, linkageYn Y): asked to confirm,
 * sent once (the button goes away, a second tap while sending does nothing, and the server refuses a second request
 * with ALREADY_REQUESTED, which is shown as done), then a confirmation in words the person reads on the phone.
 */
export function AskCounselling({ evaluationId, respondentToken, requestedAt, onTokenLost }: Props) {
  const [send] = useMutation(RequestCounsellingMutation, { context: { respondentToken } });
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [doneAt, setDoneAt] = useState<string | null>(requestedAt ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);
  const [lost, setLost] = useState(false);
  useEffect(() => {
    if (lost) onTokenLost();
  }, [lost, onTokenLost]);

  const confirm = async () => {
    if (inFlight.current || doneAt) return;
    inFlight.current = true;
    setSending(true);
    setFailure(null);
    try {
      await send({ variables: { input: { simpleEvaluationId: evaluationId, linkageYn: 'Y' } } });
      setDoneAt(new Date().toISOString());
      setConfirming(false);
    } catch (e) {
      const err = respondentError(e);
      setConfirming(false);
      if (err.code === 'ALREADY_REQUESTED') setDoneAt(new Date().toISOString());
      else if (needsVerification(err)) setLost(true);
      else setFailure(err.message ?? COUNSELLING_TEXTS.failed);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <Card style={{ marginTop: 16 }}>
      <section aria-labelledby="counselling-title">
        <Typography.Title level={2} id="counselling-title" style={{ fontSize: 18, marginTop: 0 }}>
          {COUNSELLING_TEXTS.title}
        </Typography.Title>
        {/* the live region is there from the start, so screen readers announce the confirmation when it appears */}
        <div role="status" aria-live="polite">
          {doneAt && (
            <Alert
              type="success"
              showIcon
              title={COUNSELLING_TEXTS.done}
              description={requestedAt ? `신청한 때: ${formatDateTime(requestedAt)}` : undefined}
            />
          )}
        </div>
        {!doneAt && (
          <>
            <Typography.Paragraph>{COUNSELLING_TEXTS.intro}</Typography.Paragraph>
            <Button type="primary" size="large" block onClick={() => setConfirming(true)} disabled={sending}>
              {COUNSELLING_TEXTS.button}
            </Button>
            {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginTop: 12 }} />}
          </>
        )}
      </section>
      <Modal
        open={confirming && !doneAt}
        title={COUNSELLING_TEXTS.confirmTitle}
        okText={COUNSELLING_TEXTS.confirmOk}
        cancelText={COUNSELLING_TEXTS.confirmCancel}
        confirmLoading={sending}
        onOk={() => void confirm()}
        onCancel={() => !sending && setConfirming(false)}
        centered
      >
        <Typography.Paragraph style={{ marginBottom: 0 }}>{COUNSELLING_TEXTS.confirmBody}</Typography.Paragraph>
      </Modal>
    </Card>
  );
}
