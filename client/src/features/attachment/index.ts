/**
 * Attachments on the client: `AttachmentField` in forms (upload with progress, remove, existing files), and
 * `AttachmentList` on detail pages. A form sends `fileIds` (to claim) and `deleteFileIds` (to drop) with its record.
 */
export { AttachmentField, type AttachmentFieldProps } from './AttachmentField';
export { AttachmentList } from './AttachmentList';
export { emptyAttachments, uploadAttachment, downloadAttachment, type AttachmentItem, type AttachmentValue } from './api';
