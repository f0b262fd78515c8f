import { PaperClipOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { errorMessage } from '../../app/http';
import { downloadAttachment, formatSize, type AttachmentItem } from './api';

/** The files of a record on its detail page: each a button that downloads it (with the user token). */
export function AttachmentList({ files, emptyText = '첨부파일이 없습니다.' }: { files: readonly AttachmentItem[]; emptyText?: string }) {
  const { message } = App.useApp();
  if (!files.length) return <span>{emptyText}</span>;
  return (
    <ul className="attachment-list" aria-label="첨부파일" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {files.map((f) => (
        <li key={f.id}>
          <Button
            type="link"
            icon={<PaperClipOutlined aria-hidden />}
            style={{ paddingInline: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
            onClick={() => downloadAttachment(f).catch((e: unknown) => message.error(errorMessage(e, '파일을 내려받지 못했습니다.')))}
          >
            {f.name}
          </Button>{' '}
          <span>({formatSize(f.size)})</span>
        </li>
      ))}
    </ul>
  );
}
