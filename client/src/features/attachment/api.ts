import { saveBlob } from '../../app/api';
import { downloadFile } from '../../shared/download';
import { uploadWithProgress } from '../../shared/upload';

/** An attached file as the server describes it (GraphQL `Attachment`, REST `AttachmentView`). */
export interface AttachmentItem {
  id: number;
  name: string;
  size: number;
  contentType: string;
  /** Relative to /app/: svs-u/attachments/{id}. */
  url: string;
}

/** What a form sends with its record: files uploaded now (to claim) and attached files removed (to drop). */
export interface AttachmentValue {
  fileIds: number[];
  deleteFileIds: number[];
}

export const emptyAttachments = (): AttachmentValue => ({ fileIds: [], deleteFileIds: [] });

/** The server's limits (platform/attachment ATTACHMENT_LIMITS), checked here only to answer sooner. */
export const ATTACHMENT_LIMITS = { files: 5, fileBytes: 10 * 1024 * 1024, postBytes: 30 * 1024 * 1024 };

/** The accepted kinds (the server decides by content; this only filters the file picker). */
export const ACCEPT = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.hwp,.hwpx,.docx,.xlsx,.pptx,.txt,.csv';

/** One file to `POST svs-u/attachments`, with progress; answers its view. */
export async function uploadAttachment(file: File, onProgress?: (percent: number) => void, signal?: AbortSignal): Promise<AttachmentItem> {
  const form = new FormData();
  form.append('files', file, file.name);
  const [item] = await uploadWithProgress<AttachmentItem[]>('svs-u/attachments', form, onProgress, signal);
  return item;
}

/** Downloads a file with the user token and saves it under its name. */
export async function downloadAttachment(item: Pick<AttachmentItem, 'url' | 'name'>): Promise<void> {
  const { blob, fileName } = await downloadFile('GET', item.url, item.name);
  saveBlob(blob, fileName);
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
