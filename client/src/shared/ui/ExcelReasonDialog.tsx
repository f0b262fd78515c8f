import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../app/api';

const BAD_NAME = /[\\/:*?"<>|]/;

/**
 * The Excel download dialog of exports that need a reason (the server writes it to the access log before the first
 * row is read, and refuses an empty one): a file name, the reason, and what the file will hold. `download` does the
 * call and saves the file; a refusal shows the server's Korean message in the dialog.
 */
export function ExcelReasonDialog({
  open,
  onClose,
  defaultName,
  description,
  download,
  idPrefix,
  children,
}: {
  open: boolean;
  onClose(): void;
  defaultName: string;
  description: string;
  download(fileName: string, reason: string): Promise<void>;
  /** Unique ids for the fields when two dialogs could share a page. */
  idPrefix: string;
  /** Fields of this export before the file name (a year to choose). */
  children?: ReactNode;
}) {
  const [name, setName] = useState(defaultName);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const badName = BAD_NAME.test(name);

  const run = async () => {
    if (!reason.trim()) {
      setProblem('다운로드 사유를 입력해주세요.');
      return;
    }
    setProblem(undefined);
    setBusy(true);
    try {
      await download(name.trim() || defaultName, reason.trim());
      setReason('');
      onClose();
    } catch (e) {
      setProblem(errorMessage(e, '엑셀 파일을 내려받지 못했습니다. 잠시 후 다시 시도해주세요.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title="엑셀 다운로드"
      open={open}
      onCancel={onClose}
      onOk={() => void run()}
      okText="내려받기"
      cancelText="취소"
      okButtonProps={{ loading: busy, disabled: badName }}
      destroyOnHidden
    >
      <Typography.Paragraph>{description} 내려받은 기록은 사유와 함께 남습니다.</Typography.Paragraph>
      <Form layout="vertical">
        {children}
        <Form.Item
          label="파일 이름"
          htmlFor={`${idPrefix}-excel-name`}
          validateStatus={badName ? 'error' : undefined}
          help={badName ? '파일 이름에 쓸 수 없는 문자가 있습니다.' : '내려받는 시각이 이름 뒤에 붙습니다.'}
        >
          <Input id={`${idPrefix}-excel-name`} value={name} maxLength={50} onChange={(e) => setName(e.target.value)} />
        </Form.Item>
        <Form.Item label="내려받는 사유" htmlFor={`${idPrefix}-excel-reason`} required>
          <Input.TextArea
            id={`${idPrefix}-excel-reason`}
            value={reason}
            maxLength={200}
            rows={2}
            aria-required
            onChange={(e) => {
              setReason(e.target.value);
              if (e.target.value.trim()) setProblem(undefined);
            }}
          />
        </Form.Item>
      </Form>
      {problem && <Alert type="error" showIcon title={problem} role="alert" />}
    </Modal>
  );
}
