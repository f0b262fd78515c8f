import { readRecordForm, withStagedFiles } from '../../platform/attachment/index.js';
import { intParam, route } from '../../platform/http/rest.js';
import { parseInput } from '../../platform/validation.js';
import { BbsInput, BbsListArgs, BbsReplyArgs, BbsReplyInput, BbsReplyUpdateInput, BbsUpdateBody } from './bbs.inputs.js';
import { BBS_ACCESS } from './bbs.access.js';
import * as reads from './bbs.read.js';
import * as replies from './bbs.replies.js';
import * as svc from './bbs.service.js';
import { BbsDetailView, BbsMessageView, BbsPage, BbsReplyPage } from './bbs.views.js';

/** Any board's menu; the service asks for the board's own (bbs.access.ts, bbs.policy.ts). */
const { board: ANY_BOARD } = BBS_ACCESS;
const id = { id: 'integer' } as const;

/**
 * SPEC: POST and PUT svs-u/bbs are multipart: `files` parts, and the post as JSON in a `data` field or as plain fields
 * (viewTarget, fileIds and deleteFileIds comma-joined). JSON bodies work too (files uploaded first through
 * POST svs-u/attachments, their ids in fileIds).
 */
const FORM = {
  fields: ['type', 'title', 'content', 'answer', 'isPrivate', 'viewTarget', 'centralFixation', 'simpleEvaluationFixation', 'centerFixation', 'fileIds', 'deleteFileIds'],
  lists: ['viewTarget', 'fileIds', 'deleteFileIds'],
};
const MULTIPART = 'multipart/form-data (files 파트 + data 필드에 JSON, 또는 각 항목을 필드로; 목록은 쉼표로) 또는 JSON.';
const FILE_ERRORS = { 400: ['ATTACHMENT_NOT_FOUND', 'FILE_EMPTY', 'FILE_TOO_LARGE', 'FILES_TOO_LARGE', 'TOO_MANY_FILES', 'UNSUPPORTED_FILE_TYPE', 'FILE_TYPE_MISMATCH', 'BAD_MULTIPART', 'MALFORMED_JSON'] };
const withFiles = (ids: number[], fileIds?: number[]) => (ids.length ? [...(fileIds ?? []), ...ids] : fileIds);

export const bbsRoutes = [
  route('get', 'svs-u/bbs', ANY_BOARD, async (ctx, req) => reads.listBbs(ctx, await parseInput(BbsListArgs, req.query)), {
    summary: '게시판 목록: type의 읽을 수 있는 글, 고정 글 먼저 최신순 (searchType·keyword 검색; deleted=Y는 복원할 수 있는 사람만)',
    query: BbsListArgs,
    response: BbsPage,
  }),
  route('get', 'svs-u/bbs/:id', ANY_BOARD, async (ctx, req) => reads.getBbs(ctx, intParam(req.params.id)), {
    summary: '게시글 상세 (작성자가 아닌 사람이 읽으면 조회수 +1). 비공개 글은 작성자, 작성자 센터의 직원, 관리자만',
    params: id,
    response: BbsDetailView,
  }),
  route('post', 'svs-u/bbs', ANY_BOARD, async (ctx, req) => {
    const { body, files } = await readRecordForm(req, FORM);
    req.body = body; // the multipart form's fields, or the JSON body as it was
    const input = await parseInput(BbsInput, req.body);
    return withStagedFiles(ctx, files, (ids) => svc.createBbs(ctx, { ...input, fileIds: withFiles(ids, input.fileIds) }));
  }, {
    summary: '게시글 등록 (content는 HTML: 허용 목록으로 정리되어 저장)',
    description: MULTIPART,
    body: BbsInput,
    errors: FILE_ERRORS,
    response: BbsMessageView,
  }),
  route('put', 'svs-u/bbs/:id', ANY_BOARD, async (ctx, req) => {
    const postId = intParam(req.params.id);
    const { body, files } = await readRecordForm(req, FORM);
    req.body = body; // the multipart form's fields, or the JSON body as it was
    const { type, answer, ...fields } = await parseInput(BbsUpdateBody, req.body);
    if (type === 'answer') return svc.answerBbs(ctx, postId, answer);
    return withStagedFiles(ctx, files, (ids) => svc.updateBbs(ctx, postId, { ...fields, fileIds: withFiles(ids, fields.fileIds) }));
  }, {
    description: MULTIPART,
    errors: FILE_ERRORS,
    summary: "게시글 수정 (보낸 항목만), 또는 type='answer'이면 answer로 답변 저장 (관리자)",
    params: id,
    body: BbsUpdateBody,
    response: BbsMessageView,
  }),
  route('put', 'svs-u/bbs/delete/:id', ANY_BOARD, async (ctx, req) => svc.deleteBbs(ctx, intParam(req.params.id)), {
    summary: '게시글 삭제 (복원 가능): 작성자, 글의 센터의 센터장, 관리자',
    params: id,
    response: BbsMessageView,
  }),
  route('put', 'svs-u/bbs/restoration/:id', ANY_BOARD, async (ctx, req) => svc.restoreBbs(ctx, intParam(req.params.id)), {
    summary: '삭제된 게시글 복원: 관리자, 글의 센터의 센터장',
    params: id,
    response: BbsMessageView,
  }),
  route('delete', 'svs-u/bbs/:id', ANY_BOARD, async (ctx, req) => svc.purgeBbs(ctx, intParam(req.params.id)), {
    summary: '게시글 완전 삭제 (관리자; 댓글도 함께)',
    params: id,
    response: BbsMessageView,
  }),
  route('get', 'svs-u/bbs-reply', ANY_BOARD, async (ctx, req) => replies.listReplies(ctx, await parseInput(BbsReplyArgs, req.query)), {
    summary: '댓글 목록 (bbsId의 글을 읽을 수 있을 때; 오래된 순)',
    query: BbsReplyArgs,
    response: BbsReplyPage,
  }),
  route('post', 'svs-u/bbs-reply', ANY_BOARD, async (ctx, req) => replies.createReply(ctx, await parseInput(BbsReplyInput, req.body)), {
    summary: '댓글 등록 (글을 읽을 수 있는 사람; 글쓴이에게 알림)',
    body: BbsReplyInput,
    response: BbsMessageView,
  }),
  route('put', 'svs-u/bbs-reply/:id', ANY_BOARD, async (ctx, req) => replies.updateReply(ctx, intParam(req.params.id), await parseInput(BbsReplyUpdateInput, req.body)), {
    summary: '댓글 수정 (작성자, 관리자)',
    params: id,
    body: BbsReplyUpdateInput,
    response: BbsMessageView,
  }),
  route('delete', 'svs-u/bbs-reply/:id', ANY_BOARD, async (ctx, req) => replies.deleteReply(ctx, intParam(req.params.id)), {
    summary: '댓글 삭제 (작성자, 관리자)',
    params: id,
    response: BbsMessageView,
  }),
];
