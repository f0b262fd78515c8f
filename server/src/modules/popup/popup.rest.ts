import type { Request } from 'express';
import { readRecordForm, withStagedFiles } from '../../platform/attachment/index.js';
import type { CheckedFile } from '../../platform/attachment/attachment.service.js';
import { intParam, route } from '../../platform/http/rest.js';
import { parseInput } from '../../platform/validation.js';
import { PopupFilter, PopupInput } from './popup.inputs.js';
import * as svc from './popup.service.js';
import { PopupPage, PopupView } from './popup.views.js';
import { POPUP_ACCESS } from './popup.access.js';

/** One declaration for both doors (popup.access.ts): MANAGE is the menu id and an administrator's role. */
const { view: VIEW, manage: MANAGE } = POPUP_ACCESS;
const BASE = 'svs-u/popup';
const FIELDS = ['title', 'content', 'startDate', 'endDate', 'useYn', 'viewTarget', 'fileIds', 'deleteFileIds'];

/**
 * The save's record: SPEC §7 sends multipart/form-data, its fields plain (viewTarget comma-joined) or as JSON in a
 * `data` field, with the image as a `file` part; or JSON, the image uploaded before (POST svs-u/attachments) and its
 * id in fileIds. A file sent with the form is staged first and removed again when the save is refused.
 */
async function readForm(req: Request): Promise<CheckedFile[]> {
  const { body, files } = await readRecordForm(req, { fields: FIELDS, lists: ['fileIds', 'deleteFileIds'] });
  req.body = body;
  return files;
}

/** The form's files join the ids the body names. */
const withFiles = (input: PopupInput, ids: number[]): PopupInput => (ids.length ? { ...input, fileIds: [...(input.fileIds ?? []), ...ids] } : input);

const POPUP_ERRORS = {
  400: ['ATTACHMENT_NOT_FOUND', 'POPUP_IMAGE_TYPE', 'POPUP_IMAGE_COUNT', 'UNSUPPORTED_FILE_TYPE', 'FILE_TYPE_MISMATCH', 'FILE_TOO_LARGE', 'BAD_MULTIPART', 'MALFORMED_JSON'],
  409: ['ACTIVE_POPUP_LIMIT_EXCEEDED'],
};

export const popupRoutes = [
  route('get', BASE, VIEW, async (ctx) => svc.activePopups(ctx), {
    summary: '지금 나에게 보여줄 팝업 (내 역할이 노출 대상, 사용 중, 오늘이 기간 안; 한국 시간)',
    response: [PopupView],
  }),
  route('get', `${BASE}/paging`, MANAGE, async (ctx, req) => svc.listPopups(ctx, await parseInput(PopupFilter, req.query)), {
    summary: '팝업 목록 (관리자, 최신순)',
    query: PopupFilter,
    response: PopupPage,
  }),
  route('get', `${BASE}/image/:id`, VIEW, async (ctx, req, res) => svc.sendPopupImage(ctx, intParam(req.params.id), res), {
    summary: '팝업 이미지 (팝업을 볼 수 있는 사용자: 오늘 노출 대상인 역할, 관리자; 아니면 404)',
    params: { id: 'integer' },
    file: 'binary',
  }),
  route('get', `${BASE}/:id`, MANAGE, async (ctx, req) => svc.getPopup(ctx, intParam(req.params.id)), {
    summary: '팝업 (관리자)',
    params: { id: 'integer' },
    response: PopupView,
  }),
  route('post', BASE, MANAGE, async (ctx, req, res) => {
    const files = await readForm(req);
    const input = await parseInput(PopupInput, req.body);
    const view = await withStagedFiles(ctx, files, (ids) => svc.createPopup(ctx, withFiles(input, ids)));
    res.status(201);
    return view;
  }, {
    summary: '팝업 등록 (multipart/form-data 또는 JSON; viewTarget은 쉼표로 이어서)',
    description: `같은 날 게시되는 팝업(사용 중, 삭제되지 않음, 그날이 기간 안)은 최대 ${svc.MAX_ACTIVE_POPUPS}개입니다. 넘으면 409 ACTIVE_POPUP_LIMIT_EXCEEDED.`,
    body: PopupInput,
    response: PopupView,
    created: true,
    errors: POPUP_ERRORS,
  }),
  route('put', `${BASE}/:id`, MANAGE, async (ctx, req) => {
    const files = await readForm(req);
    const input = await parseInput(PopupInput, req.body);
    return withStagedFiles(ctx, files, (ids) => svc.updatePopup(ctx, intParam(req.params.id), withFiles(input, ids)));
  }, {
    summary: '팝업 수정 (multipart/form-data 또는 JSON)',
    description: `같은 날 게시되는 팝업은 최대 ${svc.MAX_ACTIVE_POPUPS}개입니다. 넘으면 409 ACTIVE_POPUP_LIMIT_EXCEEDED.`,
    params: { id: 'integer' },
    body: PopupInput,
    response: PopupView,
    errors: POPUP_ERRORS,
  }),
  route('patch', `${BASE}/:id`, MANAGE, async (ctx, req) => svc.deletePopup(ctx, intParam(req.params.id)), {
    summary: '팝업 삭제 (deleteYn Y: 목록과 노출에서 빠짐)',
    params: { id: 'integer' },
    response: PopupView,
  }),
];
