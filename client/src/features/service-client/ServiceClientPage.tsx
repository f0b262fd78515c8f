import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Checkbox, DatePicker, Descriptions, Form, Input, InputNumber, Modal, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import type { ServiceClientsQueryQuery } from '../../gql/graphql';
import { errorMessage } from '../../shared/graphqlError';
import { useFeedback } from '../../shared/ui/feedback';
import type { ListColumn } from '../../shared/ui/listColumns';
import { ListTable } from '../../shared/ui/listParts';
import { oneLine } from '../../shared/ui/oneLine';
import { SidoSelect } from '../../shared/ui/pickers';
import { RequiredLabel } from '../../shared/ui/RequiredLabel';
import { formatDateTime, requiredRule } from '../../shared/validators';
import {
  expiryRange,
  lastDay,
  RATE_LIMIT_DEFAULT,
  RATE_LIMIT_MAX,
  RATE_LIMIT_MIN,
  SCOPE_OPTIONS,
  scopeLabel,
  STATUS_COLORS,
  STATUS_LABELS,
} from './labels';
import { RegisterServiceClientMutation, RevokeServiceClientMutation, ServiceClientsQuery } from './operations';

type Row = ServiceClientsQueryQuery['serviceClients'][number];

interface FormValues {
  name: string;
  scopes: string[];
  sdCode?: string;
  rateLimitPerMinute: number;
  expiresOn: Dayjs;
}

/** What the server answered to a registration: shown once, then forgotten when the dialog closes. */
interface Registered {
  name: string;
  clientId: string;
  clientSecret: string;
}

const DAY = 'YYYY-MM-DD';
/** A value to copy and its 복사 button, wrapping on a phone (a secret is 43 characters). */
const SECRET_ROW = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 } as const;
const RATE_MESSAGE = `분당 호출 한도는 ${RATE_LIMIT_MIN}~${RATE_LIMIT_MAX}회로 입력해주세요.`;

/**
 * /auth/service-client: the system administrator's service clients (issue 29), the other systems that read the
 * statistics and de-identified simple-evaluation results with OAuth2 client credentials. Registering one shows its
 * secret this once (the server keeps only its hash); revoking one stops its tokens at once.
 */
export default function ServiceClientPage() {
  const { message, modal } = useFeedback();
  const { data, previousData, loading, error, refetch } = useQuery(ServiceClientsQuery, { fetchPolicy: 'cache-and-network' });
  const clients = (data ?? previousData)?.serviceClients;
  const [register, registering] = useMutation(RegisterServiceClientMutation);
  const [revoke] = useMutation(RevokeServiceClientMutation);
  const [formOpen, setFormOpen] = useState(false);
  const [registered, setRegistered] = useState<Registered>();
  const [form] = Form.useForm<FormValues>();
  const range = expiryRange();

  const openForm = () => {
    form.resetFields();
    setFormOpen(true);
  };

  const submit = async (v: FormValues) => {
    try {
      const result = await register({
        variables: {
          input: {
            name: v.name.trim(),
            scopes: v.scopes,
            sdCode: v.sdCode || null,
            rateLimitPerMinute: v.rateLimitPerMinute,
            expiresOn: v.expiresOn.format(DAY),
          },
        },
      });
      const answer = result.data?.registerServiceClient;
      if (!answer) throw result.error ?? new Error('no answer');
      setFormOpen(false);
      setRegistered({ name: answer.client.name, clientId: answer.client.clientId, clientSecret: answer.clientSecret });
      void refetch();
    } catch (e) {
      message.error(errorMessage(e, '서비스 클라이언트를 등록하지 못했습니다.'));
    }
  };

  const confirmRevoke = (row: Row) =>
    modal.confirm({
      title: '서비스 클라이언트 폐기',
      content: `‘${row.name}’ 서비스 클라이언트(${row.clientId})를 폐기하시겠습니까? 이미 발급된 토큰도 즉시 사용할 수 없게 되며, 되돌릴 수 없습니다.`,
      okText: '폐기',
      okButtonProps: { danger: true },
      cancelText: '취소',
      onOk: async () => {
        try {
          await revoke({ variables: { id: row.id } });
          message.success('폐기했습니다.');
          void refetch();
        } catch (e) {
          message.error(errorMessage(e, '서비스 클라이언트를 폐기하지 못했습니다.'));
        }
      },
    });

  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      message.success(`${what}를 복사했습니다.`);
    } catch {
      message.error('복사하지 못했습니다. 직접 선택해 복사해주세요.');
    }
  };

  const columns: ListColumn<Row>[] = [
    { title: '이름', dataIndex: 'name', key: 'name' },
    { title: '클라이언트 ID', dataIndex: 'clientId', key: 'clientId', under: 'name', render: (v: string) => oneLine(v) },
    {
      title: '권한 범위',
      key: 'scopes',
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          {r.scopes.map((s) => (
            <span key={s}>{scopeLabel(s)}</span>
          ))}
        </Space>
      ),
    },
    { title: '시도', key: 'sido', under: 'scopes', render: (_, r) => r.sdName ?? (r.sdCode ? r.sdCode : '전국') },
    {
      title: '분당 호출 한도',
      dataIndex: 'rateLimitPerMinute',
      key: 'rateLimitPerMinute',
      align: 'right',
      render: (n: number) => oneLine(`${n.toLocaleString('ko-KR')}회`),
    },
    { title: '만료일', dataIndex: 'expiresAt', key: 'expiresAt', render: (v: string) => oneLine(lastDay(v)) },
    { title: '상태', dataIndex: 'status', key: 'status', render: (s: string) => <Tag color={STATUS_COLORS[s]}>{STATUS_LABELS[s] ?? s}</Tag> },
    {
      title: '마지막 호출',
      dataIndex: 'lastCalledAt',
      key: 'lastCalledAt',
      under: 'expiresAt',
      render: (v?: string | null) => oneLine(v ? formatDateTime(v) : '-'),
    },
    {
      title: '폐기',
      key: 'revoke',
      render: (_, r) =>
        r.status === 'ACTIVE' ? (
          <Button size="small" danger aria-label={`${r.name} 폐기`} onClick={() => confirmRevoke(r)}>
            폐기
          </Button>
        ) : (
          '-'
        ),
    },
  ];

  return (
    <Card
      title={<h1 style={{ fontSize: 20, margin: 0 }}>서비스 클라이언트 관리</h1>}
      extra={
        <Button type="primary" onClick={openForm}>
          등록
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        다른 시스템이 통계와 비식별 검사 결과를 읽기 전용으로 가져갈 때 씁니다. 모든 호출은 개인정보 접근 기록에 남습니다.
      </Typography.Paragraph>
      <ListTable<Row>
        label="서비스 클라이언트 목록"
        emptyText="등록된 서비스 클라이언트가 없습니다."
        error={error}
        loadFailed="서비스 클라이언트 목록을 불러오지 못했습니다."
        columns={columns}
        rows={clients}
        loading={loading}
        pagination={false}
        phoneColumns={['name', 'status', 'revoke']}
      />
      <Modal
        title="서비스 클라이언트 등록"
        open={formOpen}
        okText="등록"
        cancelText="취소"
        confirmLoading={registering.loading}
        onOk={() => form.submit()}
        onCancel={() => setFormOpen(false)}
        forceRender
      >
        <Form<FormValues>
          form={form}
          name="serviceClient"
          layout="vertical"
          onFinish={submit}
          initialValues={{ scopes: [], rateLimitPerMinute: RATE_LIMIT_DEFAULT, expiresOn: dayjs(range.initial) }}
        >
          <Form.Item name="name" label="이름" extra="어느 시스템인지 알아볼 수 있게 적어 주세요." rules={[requiredRule('이름'), { max: 100, message: '이름은 100자 이하로 입력해주세요.' }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            name="scopes"
            label={<RequiredLabel>권한 범위</RequiredLabel>}
            extra="읽기 전용입니다."
            rules={[{ validator: (_r, v: unknown) => (Array.isArray(v) && v.length ? Promise.resolve() : Promise.reject(new Error('권한 범위를 하나 이상 선택해주세요.'))) }]}
          >
            <Checkbox.Group role="group" aria-label="권한 범위" options={SCOPE_OPTIONS} />
          </Form.Item>
          <Form.Item name="sdCode" label="시도" extra="고르면 그 시도 안의 자료만 읽습니다. 비우면 전국입니다.">
            <SidoSelect placeholder="전국" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="rateLimitPerMinute"
            label={`분당 호출 한도 (${RATE_LIMIT_MIN}~${RATE_LIMIT_MAX}회)`}
            rules={[
              { required: true, message: '분당 호출 한도를 입력해주세요.' },
              { type: 'integer', min: RATE_LIMIT_MIN, max: RATE_LIMIT_MAX, message: RATE_MESSAGE },
            ]}
          >
            <InputNumber min={RATE_LIMIT_MIN} max={RATE_LIMIT_MAX} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="expiresOn" label="만료일" extra={`그날까지 쓸 수 있습니다 (${range.first} ~ ${range.last}).`} rules={[{ required: true, message: '만료일을 선택해주세요.' }]}>
            <DatePicker
              format={DAY}
              allowClear={false}
              disabledDate={(d) => {
                const day = d.format(DAY);
                return day < range.first || day > range.last;
              }}
            />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        title="서비스 클라이언트를 등록했습니다"
        open={!!registered}
        onCancel={() => setRegistered(undefined)}
        mask={{ closable: false }}
        destroyOnHidden
        footer={
          <Button type="primary" onClick={() => setRegistered(undefined)}>
            확인
          </Button>
        }
      >
        {registered && (
          <>
            <Alert type="warning" showIcon title="이 비밀번호는 지금 한 번만 보입니다. 안전한 곳에 저장해 전달하세요." style={{ marginBottom: 16 }} />
            <Descriptions
              column={1}
              layout="vertical"
              bordered
              size="small"
              items={[
                { key: 'name', label: '이름', children: registered.name },
                {
                  key: 'clientId',
                  label: '클라이언트 ID',
                  children: (
                    <div style={SECRET_ROW}>
                      <Typography.Text code style={{ wordBreak: 'break-all', minWidth: 0 }}>
                        {registered.clientId}
                      </Typography.Text>
                      <Button size="small" aria-label="클라이언트 ID 복사" onClick={() => void copy(registered.clientId, '클라이언트 ID')}>
                        복사
                      </Button>
                    </div>
                  ),
                },
                {
                  key: 'clientSecret',
                  label: '비밀번호 (client_secret)',
                  children: (
                    <div style={SECRET_ROW}>
                      <Typography.Text code style={{ wordBreak: 'break-all', minWidth: 0 }}>
                        {registered.clientSecret}
                      </Typography.Text>
                      <Button size="small" aria-label="비밀번호 복사" onClick={() => void copy(registered.clientSecret, '비밀번호')}>
                        복사
                      </Button>
                    </div>
                  ),
                },
              ]}
            />
            <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
              이 창을 닫으면 비밀번호를 다시 볼 수 없습니다. 잃어버렸다면 이 클라이언트를 폐기하고 새로 등록해주세요.
            </Typography.Paragraph>
          </>
        )}
      </Modal>
    </Card>
  );
}
