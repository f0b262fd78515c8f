import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Card, Descriptions, Spin } from 'antd';
import { useLocation, useParams } from 'react-router';
import { useSession } from '../../../app/session';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { useFeedback } from '../../../shared/ui/feedback';
import { RecordForm, useSaveReturn, type FormSectionDef, type RecordValues } from './kit';
import { RecordCaseQuery } from './operations';
import { ANY_KIND, kindOfPath, recordMessages } from './records';
import { parseId } from '../../../shared/routeParams';
import { LoadError } from '../../../shared/ui/LoadError';


/**
 * /auth/case-management/detail/{requestId}/{record}/register[/{targetType | testType}]: a new case record of the
 * kind its path names (records.ts), on the kit's form; after a save, back to the case at the record's step.
 */
export default function RecordRegisterPage() {
  const params = useParams();
  const kind = kindOfPath(useLocation().pathname);
  const requestId = parseId(params.requestId);
  const fixed = kind && (kind.fixed ? kind.fixed(params) : {});
  const { user } = useSession();
  const { message } = useFeedback();
  const step = kind && fixed ? kind.step(fixed) : { step: 'ALL', item: '' };
  const back = useSaveReturn(requestId ?? 0, step.step, step.item);
  const [create] = useMutation<Record<string, { message?: string } | undefined>>((kind ?? ANY_KIND).create.doc);
  const kase = useQuery(RecordCaseQuery, { variables: { id: requestId ?? 0 }, skip: requestId === undefined });

  if (!kind || requestId === undefined || !fixed)
    return (
      <Card title="사례 기록 등록">
        <Alert type="error" showIcon title="사례 또는 기록 종류를 찾을 수 없습니다." />
      </Card>
    );

  const subtitle = kind.subtitle?.(fixed);
  const title = `${kind.name} 등록${subtitle ? `: ${subtitle}` : ''}`;
  if (kase.error) return <Card title={title}><LoadError error={kase.error} fallback="사례를 찾을 수 없습니다." /></Card>;
  const c = kase.data?.request;
  if (!c) return <Card title={title}><Spin description="불러오는 중입니다" /></Card>;
  // the server answers 409 CASE_NOT_OPEN in another state: say so before any typing
  if (!kind.writableIn.includes(c.status))
    return (
      <Card title={title} extra={<LinkButton to={back.back}>사례로 돌아가기</LinkButton>}>
        <Alert type="warning" showIcon title={`${c.statusName} 상태의 사례에는 기록을 저장할 수 없습니다.`} />
      </Card>
    );

  const messages = recordMessages(kind);
  const save = async (isDone: 'N' | 'Y', input: RecordValues) => {
    const res = await create({ variables: { input: { ...input, ...fixed, requestId, isDone } } });
    message.success(res.data?.[kind.create.field]?.message ?? messages.saved(isDone));
    back.done();
  };

  return (
    <Card title={title} extra={!back.isPopup && <LinkButton to={back.back}>사례로 돌아가기</LinkButton>}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'student', label: '학생', children: c.requestTarget.name },
          { key: 'school', label: '학교', children: c.schoolName ?? '-' },
          ...(subtitle ? [{ key: 'fixed', label: '구분', children: subtitle }] : []),
        ]}
      />
      <RecordForm
        record={kind.record}
        label={`${kind.name} 목차`}
        adjust={kind.adjust && ((s: FormSectionDef[]) => kind.adjust!(s, fixed))}
        saveFailed={messages.saveFailed}
        draftKey={[kind.record, user?.accountId ?? 0, 'new', requestId, ...Object.values(fixed)].join(':')}
        initialValues={{}}
        save={save}
      />
    </Card>
  );
}
