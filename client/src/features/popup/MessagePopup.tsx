import { Button, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';

/**
 * A message popup (SPEC "Screens implied"). Its type decides what closing it does: SIMPLE-EVALUATION sends the user
 * to my-page (where a school user enters the school code the simple evaluation needs); other types just close.
 */
export type MessagePopupType = 'SIMPLE-EVALUATION' | 'INFO';

export function MessagePopup(props: { type: MessagePopupType; title: string; message: string; open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const close = () => {
    props.onClose();
    if (props.type === 'SIMPLE-EVALUATION') void navigate(paths.myPage());
  };
  return (
    <Modal
      open={props.open}
      title={props.title}
      onCancel={close}
      focusable={{ trap: true }}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={close}>
          {props.type === 'SIMPLE-EVALUATION' ? '마이페이지로 이동' : '확인'}
        </Button>
      }
    >
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{props.message}</Typography.Paragraph>
    </Modal>
  );
}
