import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Descriptions, Form, Select, Space, Spin, Tag, type DescriptionsProps } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import type { RoleCode, UserDetailPageQueryQuery } from '../../gql/graphql';
import { formatDate, formatDateTime, formatPhone } from '../../shared/validators';
import { useFeedback } from '../../shared/ui/feedback';
import { errorMessage, failureMessage } from '../../shared/graphqlError';
import { ROLE_NAMES } from '../../shared/roles';
import { STATUS_COLORS, STATUS_LABELS } from './labels';
import { CenterSelect, SchoolSelect, SggSelect, SidoSelect, useSidoNames } from '../../shared/ui/pickers';
import { affiliationError, affiliationOf, affiliationInput, type AffiliationChange } from './affiliation';
import { ApproveAccountMutation, ChangeAccountRoleMutation, DeleteAccountMutation, SetAccountStatusMutation, UserDetailPageQuery } from './operations';
import { oneLine } from '../../shared/ui/oneLine';
import { LoadError } from '../../shared/ui/LoadError';

type Account = UserDetailPageQueryQuery['account'];
type RoleList = UserDetailPageQueryQuery['abilities']['assignableRoles'];

export default function UserDetailPage() {
  const { userId } = useParams();
  const id = Number(userId);
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(UserDetailPageQuery, { variables: { id }, skip: !valid, fetchPolicy: 'cache-and-network' });
  const back = () => navigate(paths.userList('ALL'));

  if (!valid) return <Alert type="error" showIcon title="잘못된 사용자 번호입니다." />;
  if (!data && loading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (!data) {
    return (
      <Card title="사용자 상세">
        <LoadError error={error} fallback="사용자 정보를 불러오지 못했습니다." />
        <Button style={{ marginTop: 16 }} onClick={back}>
          목록
        </Button>
      </Card>
    );
  }
  return <UserDetail account={data.account} assignableRoles={data.abilities.assignableRoles} onBack={back} />;
}

function UserDetail({ account, assignableRoles, onBack }: { account: Account; assignableRoles: RoleList; onBack: () => void }) {
  const { message, modal } = useFeedback();
  const navigate = useNavigate();
  const sidoNames = useSidoNames();
  const [approveAccount, { loading: approving }] = useMutation(ApproveAccountMutation);
  const [setAccountStatus, { loading: switching }] = useMutation(SetAccountStatusMutation);
  const [changeAccountRole, { loading: saving }] = useMutation(ChangeAccountRoleMutation);
  const [deleteAccount, { loading: deleting }] = useMutation(DeleteAccountMutation);
  const [form] = Form.useForm<AffiliationChange>();
  const role = Form.useWatch('role', form) ?? account.role;
  const sdCode = Form.useWatch('sdCode', form) ?? undefined;
  const [formError, setFormError] = useState<string>();

  // what to show comes from the server's account policy (account.can, abilities), never from a copy of its rules
  const { can } = account;
  const roleOptions = assignableRoles.map((r) => ({ value: r, label: ROLE_NAMES[r] }));
  if (!roleOptions.some((o) => o.value === account.role)) roleOptions.unshift({ value: account.role, label: ROLE_NAMES[account.role] });

  const run = async (action: () => Promise<unknown>, ok: string, fail: (e: unknown) => string) => {
    try {
      await action();
      message.success(ok);
    } catch (e) {
      message.error(fail(e));
    }
  };
  const setStatus = (status: 'ACTIVE' | 'DISABLED') =>
    run(() => setAccountStatus({ variables: { id: account.id, status } }), '수정 성공', (e) => failureMessage('수정 실패', e));

  const approve = () => run(() => approveAccount({ variables: { id: account.id } }), '승인되었습니다', (e) => errorMessage(e, '승인 실패'));
  const disable = () =>
    modal.confirm({
      title: '사용 중지',
      content: `${account.name}(${account.loginId}) 계정을 사용 중지하시겠습니까? 로그인 중인 세션도 모두 종료됩니다.`,
      okText: '사용 중지',
      okButtonProps: { danger: true },
      cancelText: '취소',
      onOk: () => setStatus('DISABLED'),
    });
  const enable = () => setStatus('ACTIVE');

  const saveRole = async (values: AffiliationChange) => {
    const missing = affiliationError(values);
    setFormError(missing);
    if (missing) return;
    await run(() => changeAccountRole({ variables: { id: account.id, input: affiliationInput(values) } }), '수정 성공', (e) =>
      failureMessage('수정 실패', e),
    );
  };

  const remove = () =>
    modal.confirm({
      title: '사용자 삭제',
      content: `${account.name}(${account.loginId}) 계정을 삭제하시겠습니까? 삭제한 계정은 다시 로그인할 수 없습니다.`,
      okText: '삭제',
      okButtonProps: { danger: true },
      cancelText: '취소',
      onOk: async () => {
        try {
          // only the lists: evicting the account itself would make this (still mounted) page refetch it
          await deleteAccount({ variables: { id: account.id }, update: (cache) => void cache.evict({ fieldName: 'accounts' }) });
          message.success('삭제 성공');
          navigate(paths.userList('ALL'));
        } catch (e) {
          message.error(failureMessage('삭제 실패', e));
        }
      },
    });

  const affiliation =
    account.schoolName ?? account.centerName ?? (account.sdCode && account.role === 'EDUCATION_OFFICE' ? sidoNames[account.sdCode] ?? account.sdCode : '-');
  const items: DescriptionsProps['items'] = [
    { key: 'loginId', label: '아이디', children: account.loginId },
    { key: 'name', label: '이름', children: account.name },
    { key: 'role', label: '역할', children: ROLE_NAMES[account.role] ?? account.roleName },
    { key: 'status', label: '상태', children: <Tag color={STATUS_COLORS[account.status]}>{STATUS_LABELS[account.status]}</Tag> },
    { key: 'affiliation', label: '소속', children: affiliation },
    { key: 'email', label: '이메일', children: account.email },
    { key: 'mobile', label: '휴대전화번호', children: formatPhone(account.mobile) },
    { key: 'number', label: '전화번호', children: formatPhone(account.number) || '-' },
    { key: 'occupationPosition', label: '직위', children: account.occupationPosition ?? '-' },
    { key: 'occupation', label: '직종', children: [account.occupation, account.occupationEtc].filter(Boolean).join(' / ') || '-' },
    { key: 'certificates', label: '자격증', children: [...account.certificates, account.certificateEtc].filter(Boolean).join(', ') || '-' },
    ...(account.role === 'CLIENT'
      ? [{ key: 'auth', label: '학교 인증', children: account.authenticationCodeStatus === 'Y' ? '인증 완료' : '미인증' }]
      : []),
    { key: 'createdAt', label: '가입일', children: oneLine(formatDate(account.createdAt)) },
    { key: 'approvedAt', label: '승인일', children: account.approvedAt ? oneLine(formatDate(account.approvedAt)) : '-' },
    { key: 'lastLoginAt', label: '최근 로그인', children: account.lastLoginAt ? oneLine(formatDateTime(account.lastLoginAt)) : '-' },
  ];

  const kind = affiliationOf(role as RoleCode);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title="사용자 상세"
        extra={
          <Space>
            {can.changeStatus && account.status === 'PENDING' && (
              <Button type="primary" loading={approving} onClick={approve}>
                승인
              </Button>
            )}
            {can.changeStatus && account.status === 'ACTIVE' && (
              <Button danger loading={switching} onClick={disable}>
                사용 중지
              </Button>
            )}
            {can.changeStatus && account.status === 'DISABLED' && (
              <Button loading={switching} onClick={enable}>
                사용 재개
              </Button>
            )}
            {can.delete && (
              <Button danger type="primary" loading={deleting} onClick={remove}>
                삭제
              </Button>
            )}
            <Button onClick={onBack}>목록</Button>
          </Space>
        }
      >
        <Descriptions bordered column={{ xs: 1, md: 2 }} items={items} />
      </Card>

      {can.changeRole && (
        <Card title="역할 변경">
          <Form<AffiliationChange>
            name="accountRole"
            form={form}
            layout="vertical"
            style={{ maxWidth: 560 }}
            initialValues={{
              role: account.role,
              schoolId: account.schoolId ?? undefined,
              centerId: account.centerId ?? undefined,
              sdCode: account.sdCode ?? undefined,
              sggCode: account.role === 'EDUCATION_OFFICE' ? (account.sggCode ?? undefined) : undefined,
            }}
            onValuesChange={(changed) => {
              setFormError(undefined);
              if ('sdCode' in changed) form.setFieldValue('sggCode', undefined);
            }}
            onFinish={saveRole}
          >
            <Form.Item name="role" label="역할" rules={[{ required: true, message: '역할을 선택해주세요.' }]}>
              <Select options={roleOptions} />
            </Form.Item>
            {kind === 'school' && (
              <Form.Item name="schoolId" label="학교" rules={[{ required: true, message: '학교를 선택해주세요.' }]}>
                <SchoolSelect<string>
                  initialOptions={account.schoolId ? [{ id: account.schoolId, name: account.schoolName ?? account.schoolId }] : []}
                />
              </Form.Item>
            )}
            {kind === 'center' && (
              <Form.Item name="centerId" label="센터" rules={[{ required: true, message: '센터를 선택해주세요.' }]}>
                <CenterSelect />
              </Form.Item>
            )}
            {kind === 'sido' && (
              <>
                <Form.Item name="sdCode" label="시도" rules={[{ required: true, message: '시도를 선택해주세요.' }]}>
                  <SidoSelect />
                </Form.Item>
                <Form.Item name="sggCode" label="시군구 (선택)">
                  <SggSelect sdCode={sdCode} />
                </Form.Item>
              </>
            )}
            {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />}
            <Button type="primary" htmlType="submit" loading={saving}>
              저장
            </Button>
          </Form>
        </Card>
      )}
    </Space>
  );
}
