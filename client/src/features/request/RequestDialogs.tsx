import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';

/**
 * 보완요청: the center asks the requester to fix the request; the message is required (the requester sees it on the
 * request). `onSubmit` resolves to an error message to show, or undefined when done.
 */
export function RejectDialog({ open, onClose, onSubmit }: { open: boolean; onClose(): void; onSubmit(message: string): Promise<string | undefined> }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!text.trim()) {
      setProblem('보완요청 내용을 입력해주세요.');
      return;
    }
    setBusy(true);
    const failed = await onSubmit(text.trim());
    setBusy(false);
    if (failed) setProblem(failed);
  };
  return (
    <Modal title="보완요청" open={open} onCancel={onClose} onOk={() => void run()} okText="보완요청" cancelText="취소" okButtonProps={{ loading: busy }} destroyOnHidden>
      <Typography.Paragraph>의뢰자에게 보완할 내용을 알립니다. 의뢰자가 의뢰서를 고쳐 다시 접수하면 검토할 수 있습니다.</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label="보완요청 내용" required htmlFor="rq-reject-message" validateStatus={problem ? 'error' : undefined} help={problem}>
          <Input.TextArea
            id="rq-reject-message"
            rows={4}
            maxLength={1000}
            showCount
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setProblem(undefined);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 삭제: asks for confirmation and an optional reason (kept in the delete history). */
export function DeleteDialog({ open, onClose, onSubmit }: { open: boolean; onClose(): void; onSubmit(reason: string | undefined): Promise<void> }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    await onSubmit(reason.trim() || undefined);
    setBusy(false);
  };
  return (
    <Modal
      title="의뢰 삭제"
      open={open}
      onCancel={onClose}
      onOk={() => void run()}
      okText="삭제"
      cancelText="취소"
      okButtonProps={{ danger: true, loading: busy }}
      destroyOnHidden
    >
      <Typography.Paragraph>이 의뢰를 삭제하시겠습니까? 삭제한 의뢰는 목록에서 사라지고 삭제 내역에 남습니다.</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label="삭제 사유 (선택)" htmlFor="rq-delete-reason">
          <Input.TextArea id="rq-delete-reason" rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
