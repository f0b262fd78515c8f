import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Progress, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../app/http';
import { ACCEPT, ATTACHMENT_LIMITS, downloadAttachment, emptyAttachments, formatSize, uploadAttachment, type AttachmentItem, type AttachmentValue } from './api';

interface Pending {
  uid: string;
  name: string;
  size: number;
  percent: number;
  status: 'uploading' | 'done' | 'error';
  item?: AttachmentItem;
  error?: string;
  abort?: AbortController;
}

export interface AttachmentFieldProps {
  /** The id of the field's button, for a <label htmlFor> (antd Form.Item gives it). */
  id?: string;
  /** Files the record already has (on a modify page). */
  existing?: readonly AttachmentItem[];
  /** New uploads to claim and existing files to drop; antd Form.Item passes value and onChange. */
  value?: AttachmentValue;
  onChange?: (value: AttachmentValue) => void;
  disabled?: boolean;
}

/**
 * The one attachment input of every form: files go to `POST svs-u/attachments` as soon as they are picked (one
 * request per file, its progress shown as a labelled progress bar), and the form sends the answered ids with its
 * record (`fileIds`), plus the existing files the user removed (`deleteFileIds`). Everything is a button: keyboard
 * operable, and each change is announced in a live region.
 */
export function AttachmentField({ id, existing = [], value, onChange, disabled }: AttachmentFieldProps) {
  const { message } = App.useApp();
  const current = value ?? emptyAttachments();
  const [pending, setPending] = useState<Pending[]>([]);
  const [announce, setAnnounce] = useState('');
  const latest = useRef({ current, onChange });
  latest.current = { current, onChange };
  // uploads still running when the form goes away are cancelled
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  useEffect(() => () => pendingRef.current.forEach((p) => p.abort?.abort()), []);

  const kept = existing.filter((f) => !current.deleteFileIds.includes(f.id));
  const live = pending.filter((p) => p.status !== 'error');
  const count = kept.length + live.length;
  const bytes = kept.reduce((n, f) => n + f.size, 0) + live.reduce((n, p) => n + p.size, 0);

  const update = (uid: string, patch: Partial<Pending>) => setPending((list) => list.map((p) => (p.uid === uid ? { ...p, ...patch } : p)));

  const add = (file: File & { uid?: string }) => {
    if (count >= ATTACHMENT_LIMITS.files) {
      message.error(`첨부파일은 ${ATTACHMENT_LIMITS.files}개까지 올릴 수 있습니다.`);
      return;
    }
    if (file.size > ATTACHMENT_LIMITS.fileBytes) {
      message.error('파일이 너무 큽니다. 10MB 이하의 파일을 올려주세요.');
      return;
    }
    if (bytes + file.size > ATTACHMENT_LIMITS.postBytes) {
      message.error('첨부파일의 합계가 너무 큽니다. 모두 합해 30MB 이하로 올려주세요.');
      return;
    }
    const uid = file.uid ?? `${Date.now()}-${file.name}`;
    const abort = new AbortController();
    setPending((list) => [...list, { uid, name: file.name, size: file.size, percent: 0, status: 'uploading', abort }]);
    setAnnounce(`${file.name} 올리는 중`);
    uploadAttachment(file, (percent) => update(uid, { percent }), abort.signal).then(
      (item) => {
        update(uid, { status: 'done', percent: 100, item, abort: undefined });
        setAnnounce(`${item.name} 올리기 완료`);
        const { current: c, onChange: change } = latest.current;
        change?.({ ...c, fileIds: [...c.fileIds, item.id] });
      },
      (e: unknown) => {
        if ((e as { code?: string }).code === 'ABORTED') return;
        const text = errorMessage(e, '파일을 올리지 못했습니다.');
        update(uid, { status: 'error', error: text, abort: undefined });
        setAnnounce(`${file.name} 올리기 실패: ${text}`);
      },
    );
  };

  const removePending = (p: Pending) => {
    p.abort?.abort();
    setPending((list) => list.filter((x) => x.uid !== p.uid));
    setAnnounce(`${p.name} 삭제`);
    if (p.item) onChange?.({ ...current, fileIds: current.fileIds.filter((i) => i !== p.item!.id) });
  };

  const removeExisting = (f: AttachmentItem) => {
    setAnnounce(`${f.name} 삭제`);
    onChange?.({ ...current, deleteFileIds: [...current.deleteFileIds, f.id] });
  };

  const download = (f: AttachmentItem) => downloadAttachment(f).catch((e: unknown) => message.error(errorMessage(e, '파일을 내려받지 못했습니다.')));

  return (
    <div className="attachment-field">
      <Upload
        multiple
        accept={ACCEPT}
        showUploadList={false}
        disabled={disabled || count >= ATTACHMENT_LIMITS.files}
        beforeUpload={(file) => {
          add(file);
          return false; // uploaded by add(), not by antd's request
        }}
      >
        <Button id={id} icon={<UploadOutlined aria-hidden />} disabled={disabled || count >= ATTACHMENT_LIMITS.files}>
          파일 선택
        </Button>
      </Upload>
      <div style={{ marginTop: 4, fontSize: 13 }}>
        PDF, 이미지, 한글, 워드·엑셀·파워포인트, 텍스트 파일 · {ATTACHMENT_LIMITS.files}개까지 · 파일당 10MB, 합계 30MB 이하
        <br />
        사진에 담긴 촬영 위치·기기 정보는 지우고 저장합니다.
      </div>
      {(kept.length > 0 || pending.length > 0) && (
        <ul aria-label="첨부된 파일" style={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }}>
          {kept.map((f) => (
            <li key={`e${f.id}`} style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
              <Button type="link" icon={<PaperClipOutlined aria-hidden />} style={{ paddingInline: 0 }} onClick={() => download(f)}>
                {f.name}
              </Button>
              <span>({formatSize(f.size)})</span>
              <Button size="small" icon={<DeleteOutlined aria-hidden />} aria-label={`${f.name} 삭제`} disabled={disabled} onClick={() => removeExisting(f)} />
            </li>
          ))}
          {pending.map((p) => (
            <li key={p.uid} style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
              <span>
                <PaperClipOutlined aria-hidden /> {p.name} ({formatSize(p.size)})
              </span>
              {p.status === 'uploading' && (
                <Progress percent={p.percent} size="small" style={{ width: 160, margin: 0 }} aria-label={`${p.name} 올리는 중`} />
              )}
              {p.status === 'error' && (
                <span role="alert" style={{ color: '#b42318' }}>
                  {p.error}
                </span>
              )}
              <Button size="small" icon={<DeleteOutlined aria-hidden />} aria-label={`${p.name} ${p.status === 'uploading' ? '올리기 취소' : '삭제'}`} onClick={() => removePending(p)} />
            </li>
          ))}
        </ul>
      )}
      <div aria-live="polite" className="svs-visually-hidden">
        {announce}
      </div>
    </div>
  );
}
