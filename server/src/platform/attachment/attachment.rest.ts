import { intParam, route } from '../http/rest.js';
import { AttachmentView } from './attachment.views.js';
import { ATTACHMENT_LIMITS, downloadAttachment, uploadAttachments } from './attachment.service.js';
import { ACCEPTED_KINDS } from './detect.js';
import { ATTACHMENT_ACCESS } from './attachment.access.js';

const MB = 1024 * 1024;

/** Uploads need a menu whose records take files; downloads any signed-in user, then the owner's reader (attachment.access.ts). */
const { upload: UPLOAD, download: DOWNLOAD } = ATTACHMENT_ACCESS;

export const attachmentRoutes = [
  route('post', 'svs-u/attachments', UPLOAD, (ctx, req) => uploadAttachments(ctx, req), {
    summary: '첨부파일 올리기 (소유 기록 없이 보관; 저장하는 기록의 fileIds로 연결, 하루 안에 연결되지 않으면 삭제)',
    description:
      `multipart/form-data: file 또는 files (여러 개). 한 번에 ${ATTACHMENT_LIMITS.files}개, 파일 하나 ${ATTACHMENT_LIMITS.fileBytes / MB}MB, ` +
      `합계 ${ATTACHMENT_LIMITS.postBytes / MB}MB 이하. 형식은 파일 내용으로 판별: ${ACCEPTED_KINDS}.`,
    multipart: {},
    response: [AttachmentView],
    errors: { 400: ['UPLOAD_NOT_MULTIPART', 'FILE_REQUIRED', 'FILE_EMPTY', 'FILE_TOO_LARGE', 'FILES_TOO_LARGE', 'TOO_MANY_FILES', 'UNSUPPORTED_FILE_TYPE', 'FILE_TYPE_MISMATCH', 'BAD_MULTIPART'] },
  }),
  route('get', 'svs-u/attachments/:id', DOWNLOAD, async (ctx, req, res) => {
    await downloadAttachment(ctx, intParam(req.params.id), req.query.inline === '1', res);
  }, {
    summary: '첨부파일 내려받기 (기록을 읽을 수 있는 사람만; 아니면 404). inline=1: 이미지만 화면에 표시',
    params: { id: 'integer' },
    file: 'binary',
  }),
];
