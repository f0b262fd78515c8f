import busboy from 'busboy';
import type { Request } from 'express';
import type { Access } from '../../platform/auth/access.js';
import { AppError } from '../../platform/errors.js';
import { intParam, route, staff } from '../../platform/http/rest.js';
import { parseInput } from '../../platform/validation.js';
import { PopupFilter, PopupInput } from './popup.inputs.js';
import { POPUP_MANAGERS, POPUP_MENU } from './popup.policy.js';
import * as svc from './popup.service.js';
import { PopupPage, PopupView } from './popup.views.js';

/** The menu id and an administrator's role: a popup reaches whole roles nationwide (docs/PERMISSIONS.md). */
const MANAGE: Access = { caller: 'staff', perm: [POPUP_MENU], roles: POPUP_MANAGERS };
const BASE = 'svs-u/popup';
const FIELDS = ['title', 'content', 'startDate', 'endDate', 'useYn', 'viewTarget'];

const badForm = () => new AppError(400, 'BAD_MULTIPART', '업로드 형식이 올바르지 않습니다.');

/**
 * The save's fields: SPEC §7 sends multipart/form-data (viewTarget comma-joined); a JSON body is accepted as well.
 * Unknown form fields are refused like unknown JSON keys (parseInput), and the form is read under small limits.
 */
async function readForm(req: Request): Promise<void> {
  if (req.is('multipart/form-data')) req.body = await formFields(req);
  else req.body ??= {};
}

function formFields(req: Request): Promise<Record<string, string | string[]>> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({ headers: req.headers, limits: { files: 0, fields: 20, fieldSize: 10_000, parts: 20 } });
    } catch {
      reject(badForm());
      return;
    }
    const fields: Record<string, string | string[]> = {};
    let failure: AppError | undefined;
    bb.on('field', (name, value, info) => {
      if (info.valueTruncated) failure ??= new AppError(400, 'BAD_USER_INPUT', '입력값이 허용된 길이를 넘었습니다.', { field: name });
      const prev = fields[name];
      // viewTarget may come as one comma-joined field or repeated fields
      fields[name] = prev === undefined ? value : [...(Array.isArray(prev) ? prev : [prev]), value];
    });
    bb.on('file', (_name, stream) => {
      stream.resume();
      failure ??= new AppError(400, 'UNSUPPORTED_FILE_TYPE', '팝업 이미지는 아직 올릴 수 없습니다.');
    });
    bb.on('filesLimit', () => {
      failure ??= new AppError(400, 'UNSUPPORTED_FILE_TYPE', '팝업 이미지는 아직 올릴 수 없습니다.');
    });
    bb.on('fieldsLimit', () => {
      failure ??= badForm();
    });
    bb.on('error', () => reject(badForm()));
    bb.on('close', () => {
      if (failure) return reject(failure);
      for (const name of Object.keys(fields)) {
        if (!FIELDS.includes(name)) return reject(new AppError(400, 'BAD_USER_INPUT', `허용되지 않은 항목입니다: ${name}`, { field: name }));
        const v = fields[name];
        if (Array.isArray(v) && name !== 'viewTarget') return reject(new AppError(400, 'BAD_USER_INPUT', `${name} 항목이 여러 번 왔습니다.`, { field: name }));
        if (Array.isArray(v)) fields[name] = v.join(',');
      }
      resolve(fields);
    });
    req.pipe(bb);
  });
}

const POPUP_ERRORS = { 409: ['ACTIVE_POPUP_LIMIT_EXCEEDED'] };

export const popupRoutes = [
  route('get', BASE, staff(), async (ctx) => svc.activePopups(ctx), {
    summary: '지금 나에게 보여줄 팝업 (내 역할이 노출 대상, 사용 중, 오늘이 기간 안; 한국 시간)',
    response: [PopupView],
  }),
  route('get', `${BASE}/paging`, MANAGE, async (ctx, req) => svc.listPopups(ctx, await parseInput(PopupFilter, req.query)), {
    summary: '팝업 목록 (관리자, 최신순)',
    query: PopupFilter,
    response: PopupPage,
  }),
  route('get', `${BASE}/:id`, MANAGE, async (ctx, req) => svc.getPopup(ctx, intParam(req.params.id)), {
    summary: '팝업 (관리자)',
    params: { id: 'integer' },
    response: PopupView,
  }),
  route('post', BASE, MANAGE, async (ctx, req, res) => {
    await readForm(req);
    const view = await svc.createPopup(ctx, await parseInput(PopupInput, req.body));
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
    await readForm(req);
    return svc.updatePopup(ctx, intParam(req.params.id), await parseInput(PopupInput, req.body));
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
