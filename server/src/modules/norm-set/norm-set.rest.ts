import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Errors } from '../../platform/errors.js';
import { sendXlsx } from '../../platform/excel.js';
import { object, type JsonSchema } from '../../platform/http/contract.js';
import { route } from '../../platform/http/rest.js';
import { assertSafeXlsx, readUpload, uploadErrors } from '../../platform/http/upload.js';
import { Labels, parseInput } from '../../platform/validation.js';
import { normTemplateWorkbook } from '../scoring/core.js';
import { NORM_SET_ACCESS } from './norm-set.access.js';
import { InterpretationsBody } from './norm-set.inputs.js';
import * as norms from './norm-set.service.js';
import { interpretationView, InterpretationView, normGroups, normSetInfo, NormSetInfoView, normSetView, NormSetView } from './norm-set.views.js';

const BASE = 'svs-u/simple-evaluation';
const multipart = (fields: string) => `multipart/form-data: file (파일 하나), ${fields}`;

/** The text fields of the norm-set upload form. */
@Labels({ mode: '처리 방식', version: '규준 버전', label: '규준 이름' })
export class NormUploadFields {
  @IsOptional()
  @IsIn(['PREVIEW', 'SAVE'], { message: '처리 방식은 PREVIEW 또는 SAVE여야 합니다.' })
  mode?: 'PREVIEW' | 'SAVE';

  @IsString()
  @Matches(/^[A-Za-z0-9._-]{1,50}$/, { message: '규준 버전은 영문, 숫자, 점, 하이픈 50자 이내로 입력해주세요.' })
  version!: string;

  @IsString()
  @MaxLength(100)
  @Matches(/\S/, { message: '규준 이름을 입력해주세요.' })
  label!: string;
}

const normErrorSchema: JsonSchema = {
  type: 'object',
  required: ['code', 'message'],
  properties: { line: { type: 'integer', description: '파일의 행 번호 (머리글 = 1)' }, column: { type: 'string' }, code: { type: 'string' }, message: { type: 'string' } },
};

const NORM_MAX_BYTES = 5 * 1024 * 1024;

const versionParam = (v: unknown): string => {
  if (typeof v !== 'string' || !/^[A-Za-z0-9._-]{1,50}$/.test(v)) throw Errors.notFound('규준을 찾을 수 없습니다.');
  return v;
};

/** Norm sets and interpretation texts (under the simple-evaluation path of the spec). */
export const normSetRoutes = [
  route('get', `${BASE}/norm-set/active`, NORM_SET_ACCESS.read, async (ctx) => {
    const { record, set } = await norms.activeNormSetRecord(ctx);
    return normSetView(record, set);
  }, { summary: '사용 중인 규준 (평균, 표준편차, 백분위표): 점수를 손으로 확인할 수 있도록', response: NormSetView, errors: { 409: ['NO_ACTIVE_NORM_SET'] } }),

  route('get', `${BASE}/norm-set`, NORM_SET_ACCESS.manage, async (ctx) => (await norms.listNormSets(ctx)).map(normSetInfo), {
    summary: '등록된 규준 목록 (관리자)',
    response: [NormSetInfoView],
  }),

  route('get', `${BASE}/norm-set/template`, NORM_SET_ACCESS.manage, async (_ctx, _req, res) => sendXlsx(res, await normTemplateWorkbook(), '규준_양식_시연용.xlsx'), {
    summary: '규준 엑셀 양식 (시연용 규준이 채워져 있음)',
    file: 'xlsx',
  }),

  route('post', `${BASE}/norm-set`, NORM_SET_ACCESS.manage, async (ctx, req) => {
    const upload = await readUpload(req, { maxBytes: NORM_MAX_BYTES, fields: ['mode', 'version', 'label'] });
    const f = await parseInput(NormUploadFields, upload.fields);
    const name = upload.fileName.toLowerCase();
    const kind = name.endsWith('.csv') ? 'csv' : name.endsWith('.xlsx') ? 'xlsx' : undefined;
    if (!kind) throw uploadErrors.badType('CSV 또는 엑셀(xlsx)');
    if (kind === 'xlsx') assertSafeXlsx(upload.bytes, { maxUncompressed: 50 * 1024 * 1024, maxEntries: 100 });
    const meta = { version: f.version, label: f.label.trim() };
    const result = f.mode === 'SAVE' ? await norms.importNormSet(ctx, upload.bytes, kind, meta) : await norms.previewNormSet(ctx, upload.bytes, kind, meta);
    return {
      ok: result.ok,
      saved: 'record' in result && !!result.record,
      errors: result.errors.map((e) => ({ line: e.line ?? undefined, column: e.column ?? undefined, code: e.code, message: e.message })),
      normSet: result.set
        ? { version: result.set.version, label: result.set.label, demo: result.set.demo, active: false, importedAt: new Date(), groups: normGroups(result.set) }
        : undefined,
    };
  }, {
    summary: '규준 파일 가져오기: 미리보기(PREVIEW, 저장 안 함) 또는 저장(SAVE, 활성화는 따로) (관리자)',
    description: multipart('mode (PREVIEW | SAVE), version, label. CSV(UTF-8/CP949) 또는 xlsx, 5MB 이하. 오류는 행 번호와 함께 모두 돌려줍니다 (미리보기는 200과 errors, 저장은 400 NORM_FILE_INVALID와 details).'),
    response: object({ ok: 'boolean', saved: 'boolean', errors: [normErrorSchema] }, { normSet: NormSetView }),
    errors: { 400: ['UPLOAD_NOT_MULTIPART', 'FILE_REQUIRED', 'FILE_EMPTY', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE', 'FILE_TOO_LARGE_UNCOMPRESSED', 'UNREADABLE_FILE', 'NORM_FILE_INVALID'], 409: ['DUPLICATE_NORM_VERSION'] },
  }),

  route('put', `${BASE}/norm-set/:version/activate`, NORM_SET_ACCESS.manage, async (ctx, req) => normSetInfo(await norms.activateNormSet(ctx, versionParam(req.params.version))), {
    summary: '규준 활성화 (관리자): 이후 채점은 이 규준으로',
    params: { version: { type: 'string', pattern: '^[A-Za-z0-9._-]{1,50}$' } },
    response: NormSetInfoView,
    errors: { 409: ['NORM_SET_INVALID'] },
  }),

  route('get', `${BASE}/interpretation`, NORM_SET_ACCESS.read, async (ctx) => (await norms.listInterpretations(ctx)).map(interpretationView), {
    summary: '해석 문구 (학교급 × 영역 × 구간)',
    response: [InterpretationView],
  }),

  route('put', `${BASE}/interpretation`, NORM_SET_ACCESS.manage, async (ctx, req) => {
    const body = await parseInput(InterpretationsBody, req.body);
    return (await norms.updateInterpretations(ctx, body.rows)).map(interpretationView);
  }, { summary: '해석 문구 수정 (관리자)', body: InterpretationsBody, response: [InterpretationView] }),
];
