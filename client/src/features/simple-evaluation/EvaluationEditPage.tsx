import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Form, Space, Spin, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import type { SimpleEvaluationDetailQueryQuery } from '../../gql/graphql';
import { LinkButton } from '../../shared/ui/LinkButton';
import { useFeedback } from '../../shared/ui/feedback';
import { errorMessage } from '../../shared/graphqlError';
import { parseId } from '../../shared/routeParams';
import { SE_MESSAGES } from './labels';
import { SimpleEvaluationDetailQuery } from './operations';
import { LoadError } from '../../shared/ui/LoadError';

export type Evaluation = NonNullable<SimpleEvaluationDetailQueryQuery['simpleEvaluation']>;

interface Props<V> {
  /** The card's title and the form's name. */
  title: string;
  maxWidth: number;
  form: FormInstance<V>;
  initialValues: (e: Evaluation) => V;
  /** Stores the values; on success the page says so and returns to the evaluation's detail. */
  save: (id: number, values: V) => Promise<unknown>;
  saving: boolean;
  /** Why 저장 stays disabled besides the permission (e.g. the evaluation is answered already). */
  locked?: (e: Evaluation) => boolean;
  /** The form's fields, below the student's line. */
  children: (e: Evaluation) => ReactNode;
}

/**
 * A page that edits one thing of a simple evaluation (/…/{id}): the evaluation loaded (or why not), its form with the
 * student's line, the save failure, 저장 and 취소.
 */
export function EvaluationEditPage<V extends object>({ title, maxWidth, form, initialValues, save, saving, locked, children }: Props<V>) {
  const id = parseId(useParams().id);
  const navigate = useNavigate();
  const { message } = useFeedback();
  const { data, error } = useQuery(SimpleEvaluationDetailQuery, { variables: { id: id ?? 0 }, skip: id === undefined, fetchPolicy: 'network-only' });
  const [failure, setFailure] = useState<string>();
  const e = data?.simpleEvaluation;

  const submit = async (v: V) => {
    setFailure(undefined);
    try {
      await save(id!, v);
      message.success(SE_MESSAGES.saved);
      navigate(paths.simpleEvaluationDetail(id!));
    } catch (err) {
      setFailure(errorMessage(err, '저장하지 못했습니다.'));
    }
  };

  return (
    <Card title={title} extra={id !== undefined && <LinkButton to={paths.simpleEvaluationDetail(id)}>상세</LinkButton>}>
      {id === undefined && <Alert type="error" showIcon title="간편검사를 찾을 수 없습니다." />}
      {id !== undefined && error && <LoadError error={error} fallback="간편검사를 불러오지 못했습니다." />}
      {id !== undefined && !error && !e && <Spin />}
      {e && (
        <Form<V> form={form} layout="vertical" style={{ maxWidth }} initialValues={initialValues(e)} onFinish={(v) => void submit(v)} aria-label={title}>
          <p>
            관리번호 <strong>{e.studentCode}</strong> ({e.schoolName ?? e.schoolId})
          </p>
          {children(e)}
          {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 16 }} />}
          <Space>
            <Button type="primary" htmlType="submit" loading={saving} disabled={!e.can.update || !!locked?.(e)}>
              저장
            </Button>
            <LinkButton to={paths.simpleEvaluationDetail(e.id)}>취소</LinkButton>
          </Space>
        </Form>
      )}
    </Card>
  );
}
