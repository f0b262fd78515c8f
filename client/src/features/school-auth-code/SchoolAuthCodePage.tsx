import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Descriptions, Form, Input, Select, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/session';
import { formatDateTime } from '../../shared/validators';
import { useFeedback } from '../../shared/ui/feedback';
import { errorCode, errorMessage, failureMessage } from '../../shared/graphqlError';
import { SCHOOL_TYPE_LABELS } from '../../shared/labels';
import {
  AUTH_CODE,
  AUTH_CODE_MESSAGE,
  CHECK_FAILED_MESSAGE,
  CHECK_OK_MESSAGE,
  NO_CODE_MESSAGE,
  mayChangeCode,
  schoolPickMode,
} from './authCode';
import {
  CheckSchoolAuthCodeMutation,
  SchoolAuthCodeOwnSchoolQuery,
  SchoolAuthCodePageQuery,
  SchoolAuthCodeSchoolsQuery,
  UpdateSchoolAuthCodeMutation,
} from './operations';
import { oneLine } from '../../shared/ui/oneLine';
import { LoadError } from '../../shared/ui/LoadError';

export default function SchoolAuthCodePage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const mode = schoolPickMode(user);
  const schoolId = mode === 'own' ? user?.schoolId : (params.get('schoolId') ?? undefined);
  const choose = (id: string | undefined) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id) next.set('schoolId', id);
      else next.delete('schoolId');
      return next;
    });

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title="학교 인증코드">
        <Typography.Paragraph type="secondary">
          학교 사용자는 가입 후 소속 학교의 인증코드를 입력해야 서비스를 이용할 수 있습니다. 관할 학교의 인증코드를 확인하고 변경합니다.
        </Typography.Paragraph>
        <Form layout="vertical" style={{ maxWidth: 520 }}>
          {mode === 'list' && (
            <Form.Item label="학교" htmlFor="auth-code-school">
              <JurisdictionSchoolSelect value={schoolId} onChange={choose} />
            </Form.Item>
          )}
          {mode === 'own' && schoolId && (
            <Form.Item label="학교" htmlFor="auth-code-school">
              <OwnSchoolName id={schoolId} />
            </Form.Item>
          )}
          {mode === 'none' && <Alert type="warning" showIcon title="인증코드를 관리할 학교가 없습니다." />}
        </Form>
      </Card>
      {schoolId && <CodePanel key={schoolId} schoolId={schoolId} />}
    </Space>
  );
}

function OwnSchoolName({ id }: { id: string }) {
  const { data } = useQuery(SchoolAuthCodeOwnSchoolQuery, { variables: { id } });
  return <Input id="auth-code-school" readOnly value={data ? `${data.school.name} (${data.school.id})` : id} />;
}

function useDebounced<T>(value: T, ms = 300): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/** Schools in the user's jurisdiction (schools query), searchable by name or school ID. */
function JurisdictionSchoolSelect({ value, onChange }: { value?: string; onChange: (id: string | undefined) => void }) {
  const [search, setSearch] = useState('');
  const keyword = useDebounced(search.trim());
  const { data, loading, error } = useQuery(SchoolAuthCodeSchoolsQuery, { variables: { keyword: keyword || undefined } });
  const rows = data?.schools.content ?? [];
  const options = rows.map((s) => ({ value: s.id, label: `${s.name} (${SCHOOL_TYPE_LABELS[s.type]}, ${s.id})` }));
  if (value && !rows.some((s) => s.id === value)) options.unshift({ value, label: value });
  return (
    <>
      <Select
        id="auth-code-school"
        placeholder="학교명 또는 학교 ID로 검색"
        allowClear
        value={value}
        onChange={(v?: string) => onChange(v)}
        showSearch={{ filterOption: false, onSearch: setSearch }}
        loading={loading}
        options={options}
        notFoundContent={loading ? '검색 중…' : '검색 결과가 없습니다'}
      />
      {error && <Alert type="error" showIcon title={errorMessage(error, '학교 목록을 불러오지 못했습니다.')} style={{ marginTop: 8 }} />}
    </>
  );
}

export function CodePanel({ schoolId }: { schoolId: string }) {
  const { user } = useSession();
  const { message } = useFeedback();
  const { data, loading, error } = useQuery(SchoolAuthCodePageQuery, { variables: { schoolId }, fetchPolicy: 'network-only' });
  const [update, { loading: saving }] = useMutation(UpdateSchoolAuthCodeMutation);
  const [check, { loading: checking }] = useMutation(CheckSchoolAuthCodeMutation);
  const [codeForm] = Form.useForm<{ code: string }>();
  const [checkResult, setCheckResult] = useState<{ ok: boolean; text: string }>();
  const noCode = errorCode(error) === 'NO_AUTHENTICATION_CODE';

  const save = async (code?: string) => {
    try {
      await update({
        variables: { input: { schoolId, code: code?.trim() || undefined } },
        update: (cache, { data: result }) => {
          if (result) cache.writeQuery({ query: SchoolAuthCodePageQuery, variables: { schoolId }, data: { schoolAuthenticationCode: result.updateSchoolAuthenticationCode } });
        },
        refetchQueries: noCode ? [{ query: SchoolAuthCodePageQuery, variables: { schoolId } }] : [],
      });
      message.success('수정 되었습니다');
      codeForm.resetFields();
    } catch (e) {
      message.error(failureMessage('수정 실패', e));
    }
  };

  const test = async ({ enteredCode }: { enteredCode: string }) => {
    setCheckResult(undefined);
    try {
      const { data: result } = await check({ variables: { input: { code: schoolId, enteredCode: enteredCode.trim() } } });
      const ok = result?.checkSchoolAuthenticationCode === true;
      setCheckResult({ ok, text: ok ? CHECK_OK_MESSAGE : CHECK_FAILED_MESSAGE });
      if (ok) message.success(CHECK_OK_MESSAGE);
      else message.error(CHECK_FAILED_MESSAGE);
    } catch (e) {
      const text = errorMessage(e, CHECK_FAILED_MESSAGE);
      setCheckResult({ ok: false, text });
      message.error(text);
    }
  };

  const current = data?.schoolAuthenticationCode;
  return (
    <>
      <Card title="현재 인증코드">
        {loading && !data ? (
          <Spin />
        ) : current ? (
          <Descriptions
            bordered
            column={1}
            items={[
              { key: 'code', label: '인증코드', children: <Typography.Text copyable strong style={{ fontSize: 18 }}>{current.code}</Typography.Text> },
              { key: 'updatedAt', label: '변경일시', children: oneLine(formatDateTime(current.updatedAt)) },
            ]}
          />
        ) : (
          noCode ? <Alert type="warning" showIcon title={NO_CODE_MESSAGE} /> : <LoadError error={error} fallback={NO_CODE_MESSAGE} />
        )}
      </Card>

      {mayChangeCode(user?.role) && (
        <Card title="인증코드 변경">
          <Form name="authCodeChange" form={codeForm} layout="inline" onFinish={({ code }) => save(code)}>
            <Form.Item
              name="code"
              label="새 인증코드"
              rules={[
                { required: true, message: '새 인증코드를 입력해주세요.' },
                { pattern: AUTH_CODE, message: AUTH_CODE_MESSAGE },
              ]}
            >
              <Input maxLength={20} autoComplete="off" style={{ width: 220 }} placeholder="영문, 숫자 6~20자" />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={saving}>
                저장
              </Button>
              <Button loading={saving} onClick={() => save()}>
                자동 생성
              </Button>
            </Space>
          </Form>
        </Card>
      )}

      <Card title="인증코드 확인">
        <Typography.Paragraph type="secondary">학교 사용자가 받은 코드가 맞는지 확인합니다.</Typography.Paragraph>
        <Form name="authCodeCheck" layout="inline" onFinish={test}>
          <Form.Item name="enteredCode" label="확인할 인증코드" rules={[{ required: true, whitespace: true, message: '인증코드를 입력해주세요.' }]}>
            <Input maxLength={20} autoComplete="off" style={{ width: 220 }} />
          </Form.Item>
          <Button htmlType="submit" loading={checking}>
            확인
          </Button>
        </Form>
        {checkResult && <Alert type={checkResult.ok ? 'success' : 'error'} showIcon title={checkResult.text} style={{ marginTop: 16 }} />}
      </Card>
    </>
  );
}
