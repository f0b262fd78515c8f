import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Modal, Progress, Radio, Space, Spin, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { EvaluationSchoolType } from '../../gql/graphql';
import { useFeedback } from '../../shared/ui/feedback';
import { errorMessage } from '../../shared/graphqlError';
import { SE_MESSAGES } from './labels';
import { EnterAnswersMutation, InstrumentQuery, PaperFormQuery } from './operations';
import { LoadError } from '../../shared/ui/LoadError';

type Answers = Record<string, number | undefined>;

/**
 * Paper questionnaire entry: the items of the school type by category (keys from the instrument, wording from the
 * forms), each answered on the 0–3 scale. 임시 저장 keeps them (isDone N); 완료 scores them as a respondent's
 * submission is scored. Unanswered items count 0, so 완료 asks first when some are empty.
 */
export function PaperAnswersModal({
  open,
  onClose,
  id,
  schoolTargetType,
  initial,
  onSaved,
}: {
  open: boolean;
  onClose(): void;
  id: number;
  schoolTargetType: EvaluationSchoolType;
  initial: { key: string; value?: number | null }[];
  onSaved(): void;
}) {
  const { message, modal } = useFeedback();
  const instrument = useQuery(InstrumentQuery, { variables: { schoolTargetType }, skip: !open });
  const form = useQuery(PaperFormQuery, { variables: { target: schoolTargetType }, skip: !open });
  const [save, { loading }] = useMutation(EnterAnswersMutation);
  const [answers, setAnswers] = useState<Answers>(() => Object.fromEntries(initial.filter((a) => a.value != null).map((a) => [a.key, a.value!])));
  const [failure, setFailure] = useState<string>();

  const inst = instrument.data?.simpleEvaluationInstrument;
  const questions = useMemo(() => new Map((form.data?.findForm.questions ?? []).map((q) => [q.key, q])), [form.data]);
  const keys = inst?.categories.flatMap((c) => c.items) ?? [];
  const answered = keys.filter((k) => answers[k] !== undefined).length;
  const scale = inst ? Array.from({ length: inst.maxAnswer - inst.minAnswer + 1 }, (_, i) => inst.minAnswer + i) : [0, 1, 2, 3];

  const store = async (isDone: 'Y' | 'N') => {
    setFailure(undefined);
    try {
      await save({ variables: { id, input: { isDone, answers: keys.map((key) => ({ key, value: answers[key] ?? null })) } } });
      message.success(isDone === 'Y' ? SE_MESSAGES.done : SE_MESSAGES.saved);
      onSaved();
      onClose();
    } catch (e) {
      setFailure(errorMessage(e, '저장하지 못했습니다.'));
    }
  };

  const complete = () => {
    if (answered === keys.length) return void store('Y');
    modal.confirm({
      title: '응답하지 않은 문항이 있습니다',
      content: `${keys.length - answered}문항이 비어 있습니다. 빈 문항은 0점으로 채점됩니다. 완료하시겠습니까?`,
      okText: '완료',
      cancelText: '취소',
      onOk: () => store('Y'),
    });
  };

  const error = instrument.error ?? form.error;
  return (
    <Modal
      title="종이 설문 응답 입력"
      open={open}
      onCancel={onClose}
      width={900}
      destroyOnHidden
      footer={
        <Space wrap>
          <Button onClick={onClose}>취소</Button>
          <Button onClick={() => void store('N')} loading={loading} disabled={!inst}>
            임시 저장
          </Button>
          <Button type="primary" onClick={complete} loading={loading} disabled={!inst}>
            완료
          </Button>
        </Space>
      }
    >
      {error && <LoadError error={error} fallback="설문지를 불러오지 못했습니다." />}
      {!inst && !error && <Spin />}
      {inst && (
        <>
          <Progress percent={keys.length ? Math.round((answered / keys.length) * 100) : 0} format={() => `${answered} / ${keys.length}`} aria-label="응답한 문항" />
          <Tabs
            items={inst.categories.map((c) => ({
              key: c.code,
              label: `${c.name} (${c.items.filter((k) => answers[k] !== undefined).length}/${c.items.length})`,
              children: (
                <ol style={{ paddingLeft: 20 }}>
                  {c.items.map((key) => {
                    const q = questions.get(key);
                    const labelId = `se-q-${key}`;
                    const examples = q?.examples.length ? q.examples : scale.map((v) => ({ value: v, label: String(v) }));
                    return (
                      <li key={key} style={{ marginBottom: 12 }}>
                        <Typography.Text id={labelId}>{q?.question ?? key}</Typography.Text>
                        <div>
                          <Radio.Group
                            aria-labelledby={labelId}
                            value={answers[key]}
                            onChange={(e) => setAnswers((a) => ({ ...a, [key]: e.target.value as number }))}
                            options={examples.map((x) => ({ value: x.value, label: `${x.value} ${x.label === String(x.value) ? '' : x.label}`.trim() }))}
                          />
                        </div>
                      </li>
                    );
                  })}
                </ol>
              ),
            }))}
          />
        </>
      )}
      {failure && <Alert type="error" showIcon title={failure} role="alert" />}
    </Modal>
  );
}
