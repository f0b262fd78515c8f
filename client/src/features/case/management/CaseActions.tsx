import { useMutation } from '@apollo/client/react';
import { Alert, Button, DatePicker, Form, Modal, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import type { ProgressStep } from '../../../gql/graphql';
import { formatDate } from '../../../shared/format';
import { useFeedback } from '../../../shared/ui/feedback';
import { failureMessage } from '../../../shared/graphqlError';
import { CASE_MESSAGES, STEP_LABELS, STEPS } from './labels';
import { CaseStepCountsQuery, ChangeCaseStepMutation, CompleteCaseClosingMutation, SendCaseClosingReportMutation } from './operations';

const DAY = 'YYYY-MM-DD';

export interface CaseFacts {
  id: number;
  progressStep?: ProgressStep | null;
  requestDate: string;
  can: { changeProgressStep: boolean; completeClosing: boolean; sendClosingReport: boolean };
}

/** The case's commands, each shown only when the server's `can` allows it; after one, the workspace reloads. */
export function CaseActions({ facts, onDone }: { facts: CaseFacts; onDone(): void }) {
  const { message, modal } = useFeedback();
  const [target, setTarget] = useState<ProgressStep>();
  const [closingOpen, setClosingOpen] = useState(false);
  const refetchQueries = [{ query: CaseStepCountsQuery }];
  const [changeStep, changing] = useMutation(ChangeCaseStepMutation, { refetchQueries });
  const [sendReport, sending] = useMutation(SendCaseClosingReportMutation);
  const { can } = facts;
  if (!can.changeProgressStep && !can.completeClosing && !can.sendClosingReport) return null;

  const confirmStep = () => {
    if (!target) return;
    const from = facts.progressStep ? STEP_LABELS[facts.progressStep] : '없음';
    modal.confirm({
      title: '진행 단계 변경',
      content: `진행 단계를 ${from}에서 ${STEP_LABELS[target]}(으)로 바꾸시겠습니까?`,
      okText: '변경',
      cancelText: '취소',
      onOk: async () => {
        try {
          const res = await changeStep({ variables: { id: facts.id, progressStep: target } });
          message.success(res.data?.changeRequestProgressStep.message || CASE_MESSAGES.stepChanged);
          setTarget(undefined);
          onDone();
        } catch (e) {
          message.error(failureMessage(CASE_MESSAGES.stepFailed, e));
        }
      },
    });
  };

  const confirmReport = () =>
    modal.confirm({
      title: '종결 보고 발송',
      content: '의뢰한 학교에 종결 보고를 보냅니다. 보낸 뒤에는 되돌릴 수 없습니다. 보내시겠습니까?',
      okText: '발송',
      cancelText: '취소',
      onOk: async () => {
        try {
          const res = await sendReport({ variables: { id: facts.id } });
          message.success(res.data?.sendRequestClosingReport.message || CASE_MESSAGES.reportSent);
          onDone();
        } catch (e) {
          message.error(failureMessage(CASE_MESSAGES.reportFailed, e));
        }
      },
    });

  return (
    <section aria-labelledby="case-actions-title" style={{ marginBottom: 24 }}>
      <Typography.Title level={2} id="case-actions-title" style={{ fontSize: 16 }}>
        사례 진행
      </Typography.Title>
      <Space wrap size="middle">
        {can.changeProgressStep && (
          <Space wrap>
            <label htmlFor="case-step-select">바꿀 진행 단계</label>
            <Select<ProgressStep>
              id="case-step-select"
              value={target}
              onChange={setTarget}
              placeholder="단계 선택"
              style={{ width: 150 }}
              options={STEPS.filter((s) => s !== facts.progressStep).map((s) => ({ value: s, label: STEP_LABELS[s] }))}
            />
            <Button onClick={confirmStep} disabled={!target} loading={changing.loading}>
              단계 변경
            </Button>
          </Space>
        )}
        {can.completeClosing && (
          <Button type="primary" onClick={() => setClosingOpen(true)}>
            종결처리
          </Button>
        )}
        {can.sendClosingReport && (
          <Button type="primary" onClick={confirmReport} loading={sending.loading}>
            종결 보고 발송
          </Button>
        )}
      </Space>
      <ClosingDialog
        open={closingOpen}
        facts={facts}
        onClose={() => setClosingOpen(false)}
        onDone={() => {
          setClosingOpen(false);
          onDone();
        }}
      />
    </section>
  );
}

/** 종결처리: a closing date is required, on or after the request date (the server checks the same). */
function ClosingDialog({ open, facts, onClose, onDone }: { open: boolean; facts: CaseFacts; onClose(): void; onDone(): void }) {
  const { message } = useFeedback();
  const [date, setDate] = useState<Dayjs | null>(null);
  const [problem, setProblem] = useState<string>();
  const [complete, completing] = useMutation(CompleteCaseClosingMutation, { refetchQueries: [{ query: CaseStepCountsQuery }] });
  // the request's day in Korea (the server compares the closing date with it in Korean time)
  const requestDay = dayjs(formatDate(facts.requestDate));

  const run = async () => {
    if (!date) {
      setProblem('종결일을 선택해주세요.');
      return;
    }
    if (date.isBefore(requestDay)) {
      setProblem('종결일은 의뢰일과 같거나 그 뒤여야 합니다.');
      return;
    }
    setProblem(undefined);
    try {
      const res = await complete({ variables: { id: facts.id, closingDate: date.format(DAY) } });
      message.success(res.data?.completeRequestClosing.message || CASE_MESSAGES.closed);
      setDate(null);
      onDone();
    } catch (e) {
      setProblem(failureMessage(CASE_MESSAGES.closeFailed, e));
    }
  };

  return (
    <Modal title="종결처리" open={open} onCancel={onClose} onOk={() => void run()} okText="종결처리" cancelText="취소" okButtonProps={{ loading: completing.loading }} destroyOnHidden>
      <Typography.Paragraph>종결일을 고르면 사례가 종결됩니다. 종결한 뒤에는 종결 보고를 보낼 수 있습니다.</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label="종결일" htmlFor="case-closing-date" required validateStatus={problem ? 'error' : undefined}>
          <DatePicker
            id="case-closing-date"
            format={DAY}
            value={date}
            onChange={(d) => {
              setDate(d);
              if (d) setProblem(undefined);
            }}
            disabledDate={(d) => d.isBefore(requestDay)}
            placeholder="YYYY-MM-DD"
            aria-required
            style={{ width: 180 }}
          />
        </Form.Item>
      </Form>
      {problem && <Alert type="error" showIcon title={problem} role="alert" />}
    </Modal>
  );
}
