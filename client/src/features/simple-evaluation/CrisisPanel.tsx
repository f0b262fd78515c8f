import { WarningFilled } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Form, Input, Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import type { CrisisAction, CrisisAlertFieldsFragment } from '../../gql/graphql';
import { formatDateTime } from '../../shared/format';
import { errorMessage } from '../../shared/graphqlError';
import { AcknowledgeCrisisAlertMutation, FollowUpCrisisAlertMutation } from './crisisOperations';

export const CRISIS_ACTION_LABELS: Record<CrisisAction, string> = {
  GUARDIAN_CONTACT: '보호자 연락',
  INTERVIEW: '면담',
  REFERRAL: '의뢰',
  EMERGENCY: '112/119 연계',
  ETC: '기타',
};

interface ActionValues {
  action?: CrisisAction;
  note?: string;
  actorName?: string;
}

/**
 * Acknowledging a crisis alert (or adding a later action) is an act: what was done, by whom, in the alert's history
 * for good. `mode` follow-up records an action after the acknowledgement.
 */
export function CrisisActionDialog({
  alert,
  mode,
  onClose,
  onDone,
}: {
  alert: Pick<CrisisAlertFieldsFragment, 'id' | 'studentCode'>;
  mode: 'acknowledge' | 'follow-up';
  onClose: () => void;
  onDone: (a: CrisisAlertFieldsFragment) => void;
}) {
  const [form] = Form.useForm<ActionValues>();
  const [acknowledge, ack] = useMutation(AcknowledgeCrisisAlertMutation);
  const [followUp, follow] = useMutation(FollowUpCrisisAlertMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const action = Form.useWatch('action', form);
  const busy = ack.loading || follow.loading;

  const submit = async (v: ActionValues) => {
    setFailure(null);
    const input = { action: v.action!, note: v.note?.trim() || undefined, actorName: v.actorName?.trim() || undefined };
    try {
      if (mode === 'acknowledge') {
        const { data } = await acknowledge({ variables: { id: alert.id, input } });
        if (data) onDone(data.acknowledgeCrisisAlert);
      } else {
        const { data } = await followUp({ variables: { id: alert.id, input } });
        if (data) onDone(data.followUpCrisisAlert);
      }
    } catch (e) {
      setFailure(errorMessage(e, '기록하지 못했습니다.'));
    }
  };

  return (
    <Modal
      open
      title={mode === 'acknowledge' ? `위기 알림 확인 처리 (관리번호 ${alert.studentCode})` : `추가 조치 기록 (관리번호 ${alert.studentCode})`}
      onCancel={onClose}
      okText="기록하기"
      cancelText="닫기"
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Typography.Paragraph>
        학생의 안전을 위해 한 일을 기록합니다. 기록은 이 알림의 이력에 남고 지울 수 없으며, 학교와 센터 담당자에게 알려집니다.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark>
        <Form.Item label="한 일" name="action" rules={[{ required: true, message: '조치를 선택해주세요.' }]}>
          <Radio.Group>
            <Space direction="vertical">
              {(Object.keys(CRISIS_ACTION_LABELS) as CrisisAction[]).map((k) => (
                <Radio key={k} value={k}>
                  {CRISIS_ACTION_LABELS[k]}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          label="내용"
          name="note"
          rules={[{ required: action === 'ETC', whitespace: true, message: '기타를 선택한 경우 한 일을 입력해주세요.' }]}
        >
          <Input.TextArea rows={3} maxLength={1000} showCount placeholder="예: 어머니와 통화, 오늘 저녁 함께 지내기로 함" />
        </Form.Item>
        <Form.Item label="조치한 사람" name="actorName" extra="비워 두면 기록하는 본인으로 남습니다.">
          <Input maxLength={50} />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
    </Modal>
  );
}

type AlertWithEvents = CrisisAlertFieldsFragment & {
  events?: { type: string; actionName?: string | null; note?: string | null; actorName?: string | null; recordedByName?: string | null; at: string }[] | null;
};

const EVENT_LABELS: Record<string, string> = { RAISED: '알림 발생', ESCALATED: '미확인으로 관리자에게 알림', ACKNOWLEDGED: '확인 처리', FOLLOW_UP: '추가 조치' };

/** The detail page's crisis section: why the student is flagged, each alert's history, and what the caller may record. */
export function CrisisPanel({ reason, alerts, onChange }: { reason?: string | null; alerts: AlertWithEvents[]; onChange: () => void }) {
  const [dialog, setDialog] = useState<{ alert: AlertWithEvents; mode: 'acknowledge' | 'follow-up' }>();
  return (
    <section
      aria-labelledby="crisis-detail-title"
      data-testid="crisis-panel"
      style={{ border: '2px solid #cf1322', background: '#fff1f0', borderRadius: 8, padding: '12px 16px', marginBottom: 24 }}
    >
      <Typography.Title level={2} id="crisis-detail-title" style={{ fontSize: 18, marginTop: 0, color: '#a8071a' }}>
        <WarningFilled aria-hidden /> 위기 응답 학생입니다
      </Typography.Title>
      <Typography.Paragraph style={{ marginBottom: 8 }}>
        {reason ?? '위기 응답'}. 전체 구간과 관계없이 바로 확인이 필요합니다. 학생의 안전을 먼저 살피고 한 일을 기록해주세요.
      </Typography.Paragraph>
      {alerts.map((a) => (
        <div key={a.id} style={{ background: '#ffffff', borderRadius: 6, padding: '8px 12px', marginTop: 8 }}>
          <ol style={{ margin: 0, paddingLeft: 20 }} aria-label="위기 알림 기록">
            {(a.events ?? []).map((ev, i) => (
              <li key={i}>
                {formatDateTime(ev.at)} · {EVENT_LABELS[ev.type] ?? ev.type}
                {ev.actionName && ` · ${ev.actionName}`}
                {ev.actorName && ` · ${ev.actorName}`}
                {ev.recordedByName && ev.recordedByName !== ev.actorName && ` (기록: ${ev.recordedByName})`}
                {ev.note && <div style={{ color: '#434343', whiteSpace: 'pre-wrap' }}>{ev.note}</div>}
              </li>
            ))}
          </ol>
          <Space style={{ marginTop: 8 }} wrap>
            {a.canAcknowledge && (
              <Button danger type="primary" onClick={() => setDialog({ alert: a, mode: 'acknowledge' })}>
                확인 처리 (한 일 기록)
              </Button>
            )}
            {a.canFollowUp && <Button onClick={() => setDialog({ alert: a, mode: 'follow-up' })}>추가 조치 기록</Button>}
          </Space>
        </div>
      ))}
      {dialog && (
        <CrisisActionDialog
          alert={dialog.alert}
          mode={dialog.mode}
          onClose={() => setDialog(undefined)}
          onDone={() => {
            setDialog(undefined);
            onChange();
          }}
        />
      )}
    </section>
  );
}
