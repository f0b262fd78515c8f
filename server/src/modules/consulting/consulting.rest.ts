import { readRecordForm, withStagedFiles } from '../../platform/attachment/index.js';
import { object } from '../../platform/http/contract.js';
import { intParam, route } from '../../platform/http/rest.js';
import { parseInput } from '../../platform/validation.js';
import { ConsultingInput, ConsultingRestQuery, flatQuery } from './consulting.inputs.js';
import * as svc from './consulting.service.js';
import { ConsultingPage, ConsultingView } from './consulting.views.js';
import { CONSULTING_ACCESS } from './consulting.access.js';

/** One declaration for both doors (consulting.access.ts). */
const { records: RECORDS } = CONSULTING_ACCESS;

const FORM = {
  fields: ['schoolId', 'consultingDate', 'category', 'categoryEtc', 'type', 'typeEtc', 'manager', 'managerEtc', 'participantsCount', 'title', 'content', 'laterPlanContent', 'fileIds', 'deleteFileIds'],
  numbers: ['participantsCount'],
  lists: ['fileIds', 'deleteFileIds'],
};
const MULTIPART =
  'JSON (ConsultingInput) 또는 multipart/form-data: files (파일, 5개·파일당 10MB·합계 30MB 이하) 와 기록을 data (JSON) 필드로, ' +
  '또는 필드마다 (fileIds, deleteFileIds는 쉼표로 구분). 파일이 없는 수정은 기존 첨부파일을 그대로 둡니다.';
const FILE_ERRORS = ['ATTACHMENT_NOT_FOUND', 'SCHOOL_NOT_IN_JURISDICTION', 'FILE_TOO_LARGE', 'FILES_TOO_LARGE', 'TOO_MANY_FILES', 'UNSUPPORTED_FILE_TYPE', 'FILE_TYPE_MISMATCH', 'BAD_MULTIPART'];

export const consultingRoutes = [
  route('get', 'svs-u/consulting', RECORDS, async (ctx, req) => svc.listConsulting(ctx, flatQuery(await parseInput(ConsultingRestQuery, req.query))), {
    summary: '자문 기록 목록 (page, size, search.keyword, search.searchType, search.category, search.schoolId, search.startDate, search.endDate)',
    query: ConsultingRestQuery,
    response: ConsultingPage,
  }),
  route('get', 'svs-u/consulting/:id', RECORDS, (ctx, req) => svc.getConsulting(ctx, intParam(req.params.id)), {
    summary: '자문 기록 상세 (첨부파일 uploadedFiles)',
    params: { id: 'integer' },
    response: ConsultingView,
  }),
  route('post', 'svs-u/consulting', RECORDS, async (ctx, req, res) => {
    const form = await readRecordForm(req, FORM);
    const input = await parseInput(ConsultingInput, form.body);
    const saved = await withStagedFiles(ctx, form.files, (ids) => svc.createConsulting(ctx, input, ids));
    res.status(201);
    return saved;
  }, { summary: '자문 기록 등록', description: MULTIPART, multipart: { record: ConsultingInput }, response: ConsultingView, created: true, errors: { 400: FILE_ERRORS } }),
  route('put', 'svs-u/consulting/:id', RECORDS, async (ctx, req) => {
    const id = intParam(req.params.id);
    const form = await readRecordForm(req, FORM);
    const input = await parseInput(ConsultingInput, form.body);
    return withStagedFiles(ctx, form.files, (ids) => svc.updateConsulting(ctx, id, input, ids));
  }, { summary: '자문 기록 수정', description: MULTIPART, multipart: { record: ConsultingInput }, params: { id: 'integer' }, response: ConsultingView, errors: { 400: FILE_ERRORS } }),
  route('delete', 'svs-u/consulting/:id', RECORDS, async (ctx, req) => {
    const id = intParam(req.params.id);
    await svc.deleteConsulting(ctx, id);
    return { id, message: '삭제되었습니다.' };
  }, { summary: '자문 기록 삭제', params: { id: 'integer' }, response: object({ id: 'integer', message: 'string' }) }),
];
