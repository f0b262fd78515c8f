import type { Module } from '../module.js';
import { Attachment, AttachmentBlob, AttachmentPendingDelete } from './attachment.entity.js';
import { attachmentRoutes } from './attachment.rest.js';

/** Upload and download of attachments (the service API for domains: attachment.service.ts). */
export const attachmentModule: Module = { name: 'attachment', entities: [Attachment, AttachmentBlob, AttachmentPendingDelete], routes: attachmentRoutes };

export {
  ATTACHMENT_LIMITS,
  attachmentErrors,
  attachmentsOf,
  claimAttachments,
  dropAttachments,
  readRecordForm,
  registerAttachmentReader,
  withStagedFiles,
  type Owner,
} from './attachment.service.js';
export { AttachmentView } from './attachment.views.js';
