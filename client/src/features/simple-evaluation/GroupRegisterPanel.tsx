import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Progress, Radio, Result, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { errorMessage, saveBlob } from '../../app/api';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session';
import type { EvaluationSchoolType, Gender } from '../../gql/graphql';
import { LinkButton } from '../../shared/ui/LinkButton';
import { useFeedback } from '../../shared/ui/feedback';
import { SchoolSelect } from '../../shared/ui/pickers';
import { GENDER_LABELS, SCHOOL_TARGET_LABELS, SE_MESSAGES } from './labels';
import { downloadGroupTemplate, groupRegisterUpload, type GroupMethod, type GroupRegisterAnswer, type GroupRow } from './rest';

const METHOD_LABELS: Record<GroupMethod, string> = {
  REGISTER: '등록만 하기',
  REGISTER_AND_SEND: '등록하고 보호자 동의 링크 보내기',
};

const MAX_BYTES = 2 * 1024 * 1024;

/** The file checked before it is sent (the server checks again): an xlsx of at most 2MB, not empty. */
export function fileProblem(file: { name: string; size: number } | undefined): string | undefined {
  if (!file) return '파일을 선택해주세요.';
  if (!file.name.toLowerCase().endsWith('.xlsx')) return '엑셀(xlsx) 파일만 올릴 수 있습니다.';
  if (file.size === 0) return '빈 파일입니다.';
  if (file.size > MAX_BYTES) return '파일은 2MB 이하만 올릴 수 있습니다.';
  return undefined;
}

type Uploader = typeof groupRegisterUpload;

/** Every error of every row, each with its row number ("5행: …"), in sheet order: the whole file's problems at once. */
export const rowErrors = (rows: readonly Pick<GroupRow, 'line' | 'errors'>[]): string[] =>
  rows.flatMap((r) => r.errors.map((e) => `${r.line.toLocaleString('ko-KR')}행: ${e}`));

/**
 * The preview's errors as one list above the table, so none hides on a later page of it (the table pages by 10 rows
 * and shows every row, the good ones too).
 */
function RowErrors({ rows }: { rows: readonly GroupRow[] }) {
  const all = rowErrors(rows);
  return (
    <section aria-labelledby="se-group-errors" style={{ maxHeight: 320, overflowY: 'auto' }} tabIndex={0}>
      <Typography.Title level={5} id="se-group-errors" style={{ marginTop: 0 }}>
        고칠 내용 ({all.length.toLocaleString('ko-KR')}건)
      </Typography.Title>
      <ul style={{ margin: 0, paddingLeft: 18 }}>
        {all.map((e, i) => (
          <li key={i}>
            <Typography.Text type="danger">{e}</Typography.Text>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Group register (일괄 등록): template, the method, upload (progress shown), preview of every row with its errors for
 * that method (the guardian's number is required only to send consent links), then the commit (all rows, and with
 * REGISTER_AND_SEND every guardian's consent text, in one transaction, or none). Changing the method checks the
 * file again.
 */
export function GroupRegisterPanel({ upload = groupRegisterUpload }: { upload?: Uploader }) {
  const { user } = useSession();
  const needsSchool = !user?.schoolId;
  const { message } = useFeedback();
  const input = useRef<HTMLInputElement>(null);
  const [schoolId, setSchoolId] = useState<string>();
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState<number>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [preview, setPreview] = useState<GroupRegisterAnswer>();
  const [method, setMethod] = useState<GroupMethod>('REGISTER');
  const [committed, setCommitted] = useState<GroupRegisterAnswer>();

  const template = async () => {
    try {
      const { blob, fileName } = await downloadGroupTemplate();
      saveBlob(blob, fileName);
    } catch (e) {
      message.error(errorMessage(e, '양식을 내려받지 못했습니다.'));
    }
  };

  const send = async (mode: 'PREVIEW' | 'COMMIT', how: GroupMethod = method) => {
    const bad = needsSchool && !schoolId ? '학교를 선택해주세요.' : fileProblem(file);
    setProblem(bad);
    if (bad || !file) return;
    setBusy(true);
    setProgress(0);
    try {
      const answer = await upload(file, mode, how, needsSchool ? schoolId : undefined, setProgress);
      if (mode === 'PREVIEW') setPreview(answer);
      else if (answer.ok) {
        setCommitted(answer);
        message.success(SE_MESSAGES.registered);
      } else setPreview(answer);
    } catch (e) {
      setProblem(errorMessage(e, '파일을 처리하지 못했습니다. 잠시 후 다시 시도해주세요.'));
    } finally {
      setBusy(false);
    }
  };

  const chooseMethod = (m: GroupMethod) => {
    setMethod(m);
    // the rows' errors depend on the method: a shown preview is checked again for the new one
    if (preview) void send('PREVIEW', m);
  };

  const choose = (f: File | undefined) => {
    setFile(f);
    setPreview(undefined);
    setProgress(undefined);
    setProblem(f ? fileProblem(f) : undefined);
  };

  if (committed) {
    return (
      <Result
        status="success"
        title={SE_MESSAGES.registered}
        subTitle={
          `${committed.registered.toLocaleString('ko-KR')}명을 등록했습니다.` +
          (committed.sent ? ` 보호자 ${committed.sent.toLocaleString('ko-KR')}명에게 동의 요청 문자를 보냈습니다.` : '') +
          ' 관리번호는 목록에서 볼 수 있습니다.'
        }
        extra={
          <Space wrap>
            <LinkButton type="primary" to={paths.simpleEvaluationList()}>
              목록
            </LinkButton>
            <Button
              onClick={() => {
                setCommitted(undefined);
                choose(undefined);
                if (input.current) input.current.value = '';
              }}
            >
              다른 파일 등록
            </Button>
          </Space>
        }
      />
    );
  }

  const columns: TableColumnsType<GroupRow> = [
    { title: '행', dataIndex: 'line', key: 'line', width: 70 },
    { title: '학교급', dataIndex: 'schoolTargetType', key: 'type', width: 100, render: (v: EvaluationSchoolType | null) => (v ? SCHOOL_TARGET_LABELS[v] : '-') },
    { title: '성별', dataIndex: 'gender', key: 'gender', width: 80, render: (v: Gender | null) => (v ? GENDER_LABELS[v] : '-') },
    { title: '휴대전화번호', dataIndex: 'mobile', key: 'mobile', width: 150, render: (v: string | null) => v || '-' },
    { title: '보호자 휴대전화번호', dataIndex: 'guardianMobile', key: 'guardianMobile', width: 160, render: (v: string | null) => v || '-' },
    {
      title: '확인 결과',
      key: 'errors',
      render: (_, r) =>
        r.errors.length ? (
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {r.errors.map((e, i) => (
              <li key={i}>
                <Typography.Text type="danger">{e}</Typography.Text>
              </li>
            ))}
          </ul>
        ) : (
          <Tag color="green">정상</Tag>
        ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        양식을 내려받아 학교급(초등 또는 중고등, 학교에 맞게; 비우면 학교의 학교급), 성별(남 또는 여), 휴대전화번호(선택), 보호자 휴대전화번호(동의 링크를
        보낼 때 필수)를 채운 뒤 올려주세요. 목록에 있는 값만 받습니다. 올리면 먼저 행마다 확인 결과를 보여 드리고, 등록을 누르기 전에는 아무것도 저장하지 않고
        문자도 보내지 않습니다.
      </Typography.Paragraph>
      <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void template()}>
        양식 내려받기
      </Button>
      <Form layout="vertical" style={{ maxWidth: 520 }} aria-label="일괄 등록 파일">
        {needsSchool && (
          <Form.Item label="학교" htmlFor="se-group-school" required>
            <SchoolSelect<string>
              id="se-group-school"
              value={schoolId}
              onChange={(v) => {
                setSchoolId(v);
                setPreview(undefined);
              }}
            />
          </Form.Item>
        )}
        <Form.Item
          label="등록 방법"
          extra={
            method === 'REGISTER_AND_SEND'
              ? '보호자 휴대전화번호가 모든 행에 있어야 합니다. 등록과 함께 보호자마다 동의 요청 문자를 보냅니다 (중고등학생은 보호자 동의 뒤 학생 번호로 학생 동의 링크가 갑니다).'
              : '동의 링크는 등록 후 상세 화면에서 보낼 수 있습니다.'
          }
        >
          <Radio.Group value={method} onChange={(e) => chooseMethod(e.target.value as GroupMethod)} aria-label="등록 방법" disabled={busy}>
            <Space orientation="vertical">
              <Radio value="REGISTER">{METHOD_LABELS.REGISTER}</Radio>
              <Radio value="REGISTER_AND_SEND">{METHOD_LABELS.REGISTER_AND_SEND}</Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item label="엑셀 파일 (xlsx, 2MB 이하)" htmlFor="se-group-file" required>
          <input
            ref={input}
            id="se-group-file"
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => choose(e.target.files?.[0])}
          />
        </Form.Item>
        <Button icon={<UploadOutlined aria-hidden />} onClick={() => void send('PREVIEW')} loading={busy && !preview} disabled={!file}>
          올리고 확인하기
        </Button>
      </Form>
      {progress !== undefined && busy && <Progress percent={progress} aria-label="파일 올리는 중" status="active" />}
      {problem && <Alert type="error" showIcon title={problem} role="alert" />}
      {preview && (
        <>
          <Alert
            type={preview.ok ? 'success' : 'error'}
            showIcon
            role="status"
            title={
              preview.ok
                ? `${preview.total.toLocaleString('ko-KR')}명 모두 등록할 수 있습니다.`
                : `${preview.total.toLocaleString('ko-KR')}행 중 ${preview.errorCount.toLocaleString('ko-KR')}행에 오류가 있습니다. 파일을 고쳐 다시 올려주세요.`
            }
            description={preview.message ?? undefined}
          />
          {!preview.ok && <RowErrors rows={preview.rows} />}
          <Table<GroupRow>
            rowKey="line"
            size="small"
            columns={columns}
            dataSource={preview.rows}
            pagination={{ pageSize: 10, showSizeChanger: true, pageSizeOptions: [10, 20, 50, 100], showTotal: (t) => `총 ${t.toLocaleString('ko-KR')}행` }}
            rowClassName={(r) => (r.errors.length ? 'se-row-error' : '')}
            aria-label="일괄 등록 미리보기"
          />
          <Space>
            {/* the preview shown must be the one checked for the chosen method */}
            <Button type="primary" disabled={!preview.ok || busy || preview.method !== method} loading={busy} onClick={() => void send('COMMIT')}>
              {preview.total.toLocaleString('ko-KR')}명 {method === 'REGISTER_AND_SEND' ? '등록하고 동의 링크 보내기' : '등록'}
            </Button>
          </Space>
        </>
      )}
    </Space>
  );
}
