import ExcelJS from 'exceljs';
import { requireUser } from '../../platform/auth/access.js';
import type { Ctx } from '../../platform/context.js';
import { sql } from '../../platform/db/sql.js';
import { AppError } from '../../platform/errors.js';
import { requiredMessage, withParticle } from '../../platform/korean.js';
import { isMobile, maskMobile, mobileMessage, normalizeMobile } from '../../platform/phone.js';
import { School, SchoolType } from '../organization/school.entity.js';
import { EvaluationSchoolType, Gender } from '../evaluation-record/simple-evaluation.entity.js';
import {
  createEvaluations,
  schoolForRegistration,
  schoolTargetMismatch,
  schoolTargetOf,
  screeningYear,
  TYPE_WORD,
  type NewEvaluation,
} from './simple-evaluation.register.js';
import { messages } from '../evaluation-record/simple-evaluation.service.js';
import { assertSafeXlsx, uploadErrors } from '../../platform/http/upload.js';
import { openConsentRounds } from '../consent/consent.service.js';
import type { GroupRegisterView, GroupRowView } from './simple-evaluation.views.js';

/**
 * Group register (일괄 등록): an Excel template, and an upload that is either previewed (every row's errors, nothing
 * saved) or committed (every row saved in one transaction, or nothing when any row has an error). With the method
 * "register and send consent links" the same transaction opens each row's consent round and queues its guardian's
 * SMS through openConsentRounds, the code send-url AGREE uses.
 */

export type GroupMethod = 'REGISTER' | 'REGISTER_AND_SEND';
export const GROUP_METHODS: readonly GroupMethod[] = ['REGISTER', 'REGISTER_AND_SEND'];

export const GROUP_LIMITS = {
  /** Upload size (bytes); the template with 5,000 rows is about 60 kB. */
  maxBytes: 2 * 1024 * 1024,
  /** Uncompressed size of all zip entries together: far above any honest sheet of maxRows rows. */
  maxUncompressed: 20 * 1024 * 1024,
  maxEntries: 100,
  maxRows: 5000,
};

const COLUMNS = [
  { key: 'schoolTargetType', header: '학교급', help: '초등 또는 중고등, 학교에 맞게 (초등학교는 초등, 중학교와 고등학교는 중고등). 비우면 학교의 학교급' },
  { key: 'gender', header: '성별', help: '남 또는 여 (이 두 값만 받습니다)' },
  { key: 'mobile', header: '휴대전화번호', help: '학생 본인 번호. 예: 010-1234-5678 (선택, 중고등학생에게 동의 링크를 보낼 때는 필수)' },
  { key: 'guardianMobile', header: '보호자 휴대전화번호', help: '예: 010-1234-5678 (등록하고 보호자 동의 링크 보내기를 고를 때 필수)' },
] as const;
type ColumnKey = (typeof COLUMNS)[number]['key'];

export const GROUP_SHEET = '일괄등록';

/** The template: the sheet to fill with its header and drop-down lists, and a sheet that explains the columns. */
export async function groupTemplate(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(GROUP_SHEET);
  ws.columns = COLUMNS.map((c) => ({ header: c.header, key: c.key, width: 20 }));
  ws.getRow(1).font = { bold: true };
  ws.getColumn(3).numFmt = '@';
  ws.getColumn(4).numFmt = '@';
  for (let r = 2; r <= 501; r++) {
    ws.getCell(r, 1).dataValidation = { type: 'list', allowBlank: true, formulae: ['"초등,중고등"'] };
    ws.getCell(r, 2).dataValidation = { type: 'list', allowBlank: false, formulae: ['"남,여"'] };
  }
  const help = wb.addWorksheet('안내');
  help.columns = [
    { header: '항목', key: 'header', width: 16 },
    { header: '입력 방법', key: 'help', width: 60 },
  ];
  for (const c of COLUMNS) help.addRow({ header: c.header, help: c.help });
  help.addRow({});
  help.addRow({ header: '참고', help: `한 번에 ${GROUP_LIMITS.maxRows.toLocaleString('en-US')}명까지 등록할 수 있습니다. 관리번호는 등록할 때 만들어집니다.` });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * The values a cell may hold, exactly as the template's drop-down lists offer them: anything else ("남자", "고등",
 * "M") is refused with the values allowed, never guessed (a guess is a student registered with the wrong 학교급 or
 * 성별). Spaces around a value are read past.
 */
const SCHOOL_TYPE_VALUES = new Map<string, EvaluationSchoolType>([
  ['초등', EvaluationSchoolType.ELEMENTARY],
  ['중고등', EvaluationSchoolType.MIDDLE_HIGH],
]);
const GENDER_VALUES = new Map<string, Gender>([
  ['남', Gender.M],
  ['여', Gender.F],
]);

/** "성별은 남 또는 여로 입력해주세요." — the values allowed, named. */
const allowedMessage = (label: string, values: Iterable<string>) => {
  const list = [...values];
  const last = list[list.length - 1];
  return `${withParticle(label, '은/는')} ${[...list.slice(0, -1), withParticle(last, '으로/로')].join(' 또는 ')} 입력해주세요.`;
};

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'object' && 'richText' in v) return v.richText.map((t) => t.text).join('').trim();
  if (typeof v === 'object' && 'result' in v) return cellText(v.result as ExcelJS.CellValue);
  if (typeof v === 'object' && 'text' in v) return String(v.text).trim();
  return String(v).trim();
}

/** A number typed into a cell loses its leading 0 (1012345678): put it back. */
function mobileText(v: ExcelJS.CellValue): string {
  const s = cellText(v);
  return typeof v === 'number' && /^1\d{8,9}$/.test(s) ? '0' + s : s;
}

interface ParsedRow extends GroupRowView {
  value?: NewEvaluation & { guardianMobile?: string };
}

/** The cells of the uploaded sheet (after the zip checks); the header row names the columns. */
export async function readSheet(bytes: Buffer): Promise<RawRow[]> {
  assertSafeXlsx(bytes, GROUP_LIMITS);
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw uploadErrors.unreadableXlsx();
  }
  const ws = wb.getWorksheet(GROUP_SHEET) ?? wb.worksheets[0];
  if (!ws) throw uploadErrors.unreadableXlsx();
  const header = new Map<ColumnKey, number>();
  ws.getRow(1).eachCell((cell, col) => {
    const text = cellText(cell.value).replace(/\s/g, '');
    // headers compared without spaces (보호자 휴대전화번호 = 보호자휴대전화번호), or by the column's key
    const c = COLUMNS.find((x) => x.header.replace(/\s/g, '') === text || x.key.toLowerCase() === text.toLowerCase());
    if (c && !header.has(c.key)) header.set(c.key, col);
  });
  if (!header.has('gender'))
    throw new AppError(400, 'GROUP_MISSING_COLUMN', '성별 열이 없습니다. 양식 파일을 내려받아 사용해주세요.');
  if (ws.actualRowCount - 1 > GROUP_LIMITS.maxRows)
    throw new AppError(400, 'GROUP_TOO_MANY_ROWS', `한 번에 ${GROUP_LIMITS.maxRows.toLocaleString('en-US')}명까지 등록할 수 있습니다.`);
  const raws: RawRow[] = [];
  const at = (row: ExcelJS.Row, key: ColumnKey) => (header.has(key) ? row.getCell(header.get(key)!).value : null);
  ws.eachRow({ includeEmpty: false }, (row, line) => {
    if (line === 1) return;
    raws.push({
      line,
      schoolTargetType: cellText(at(row, 'schoolTargetType')),
      gender: cellText(at(row, 'gender')),
      mobile: mobileText(at(row, 'mobile')),
      guardianMobile: mobileText(at(row, 'guardianMobile')),
    });
  });
  return raws;
}

/** One row as typed: text cells, checked by parseRows. */
export interface RawRow {
  line: number;
  schoolTargetType?: string;
  gender?: string;
  mobile?: string;
  guardianMobile?: string;
}

const GUARDIAN_LABEL = '보호자 휴대전화번호';

function parseRows(raws: RawRow[], schoolType: SchoolType, method: GroupMethod): ParsedRow[] {
  const sends = method === 'REGISTER_AND_SEND';
  // an elementary school registers 초등 only, a middle or high school 중고등 only; others (특수, 기타) either
  const schoolTarget = schoolTargetOf(schoolType);
  const rows: ParsedRow[] = [];
  for (const raw of raws) {
    const rawType = raw.schoolTargetType?.trim() ?? '';
    const rawGender = raw.gender?.trim() ?? '';
    const rawMobile = raw.mobile?.trim() ?? '';
    const rawGuardian = raw.guardianMobile?.trim() ?? '';
    if (!rawType && !rawGender && !rawMobile && !rawGuardian) continue;
    // every field is checked and every problem listed, so one upload shows all of a row's errors
    const errors: string[] = [];
    let schoolTargetType: EvaluationSchoolType | undefined;
    if (rawType) {
      schoolTargetType = SCHOOL_TYPE_VALUES.get(rawType);
      if (!schoolTargetType) errors.push(allowedMessage('학교급', schoolTarget ? [TYPE_WORD[schoolTarget]] : SCHOOL_TYPE_VALUES.keys()));
      else {
        const mismatch = schoolTargetMismatch(schoolType, schoolTargetType, { blank: true });
        if (mismatch) {
          errors.push(mismatch);
          schoolTargetType = undefined;
        }
      }
    } else if (schoolTarget) schoolTargetType = schoolTarget;
    else errors.push(requiredMessage('학교급'));
    let gender: Gender | undefined;
    if (!rawGender) errors.push(requiredMessage('성별'));
    else {
      gender = GENDER_VALUES.get(rawGender);
      if (!gender) errors.push(allowedMessage('성별', GENDER_VALUES.keys()));
    }
    let mobile: string | undefined;
    if (rawMobile) {
      if (isMobile(rawMobile)) mobile = normalizeMobile(rawMobile);
      else errors.push(mobileMessage());
    }
    // a number in the column is checked whatever the method; it is required (and used) only when links are sent
    let guardianMobile: string | undefined;
    if (rawGuardian) {
      if (isMobile(rawGuardian)) guardianMobile = normalizeMobile(rawGuardian);
      else errors.push(mobileMessage(GUARDIAN_LABEL));
    } else if (sends) errors.push(requiredMessage(GUARDIAN_LABEL));
    // the student's consent link follows the guardian's consent (send-url AGREE's default for middle/high)
    if (sends && schoolTargetType === EvaluationSchoolType.MIDDLE_HIGH && !rawMobile)
      errors.push('중고등학생은 휴대전화번호(학생)를 입력해주세요. 보호자가 동의하면 학생에게 동의 링크를 보냅니다.');
    rows.push({
      line: raw.line,
      schoolTargetType,
      gender,
      mobile: maskMobile(mobile),
      guardianMobile: maskMobile(guardianMobile),
      errors,
      value: schoolTargetType && gender ? { schoolTargetType, gender, mobile, guardianMobile: sends ? guardianMobile : undefined } : undefined,
    });
  }
  return rows;
}

export interface GroupRegisterOptions {
  mode: 'PREVIEW' | 'COMMIT';
  /** REGISTER (default): register only; REGISTER_AND_SEND: and send each guardian the consent link. */
  method?: GroupMethod;
  schoolId?: string;
}

/**
 * Previews or commits one uploaded sheet for one school. Duplicates: the same mobile number twice in the file, or
 * a mobile number already registered for the school this year (a student without a number cannot be matched).
 */
export async function groupRegister(ctx: Ctx, raws: RawRow[], o: GroupRegisterOptions): Promise<GroupRegisterView> {
  const p = requireUser(ctx.principal);
  const school = await schoolForRegistration(ctx, o.schoolId);
  if (raws.length > GROUP_LIMITS.maxRows)
    throw new AppError(400, 'GROUP_TOO_MANY_ROWS', `한 번에 ${GROUP_LIMITS.maxRows.toLocaleString('en-US')}명까지 등록할 수 있습니다.`);
  const method = o.method ?? 'REGISTER';
  const rows = parseRows(raws, school.type, method);
  if (!rows.length) throw new AppError(400, 'GROUP_EMPTY', '등록할 학생이 없습니다. 2행부터 입력해주세요.');

  const firstLine = new Map<string, number>();
  for (const r of rows) {
    const m = r.value?.mobile;
    if (!m) continue;
    const seen = firstLine.get(m);
    if (seen !== undefined) r.errors.push(`파일 안에서 중복된 휴대전화번호입니다 (${seen}행).`);
    else firstLine.set(m, r.line);
  }
  const year = screeningYear();
  const check = async (em = ctx.em) => {
    const mobiles = [...firstLine.keys()];
    if (!mobiles.length) return;
    const taken = await sql<{ mobile: string }[]>(
      em,
      `select distinct mobile from simple_evaluation where school_id = ? and year = ? and deleted_at is null and mobile in (?)`,
      [school.id, year, mobiles],
    );
    const takenSet = new Set(taken.map((t) => t.mobile));
    for (const r of rows) if (r.value?.mobile && takenSet.has(r.value.mobile)) r.errors.push('이미 등록된 휴대전화번호입니다.');
  };

  const summary = (registered: number, ids: number[], sent = 0, message?: string): GroupRegisterView => {
    const errorCount = rows.filter((r) => r.errors.length).length;
    return {
      mode: o.mode,
      method,
      sent,
      ok: errorCount === 0,
      total: rows.length,
      errorCount,
      registered,
      ids,
      message,
      rows: rows.map(({ value: _v, ...r }) => r),
    };
  };

  if (o.mode === 'PREVIEW') {
    await check();
    return summary(0, []);
  }
  return ctx.em.transactional(async (em) => {
    // serialise group registers of one school, so two uploads cannot both pass the duplicate check
    await sql(em, `select pg_advisory_xact_lock(hashtext(?))`, [`simple-evaluation:group:${school.id}`]);
    await check(em);
    const result = summary(0, []);
    if (!result.ok) throw new AppError(400, 'GROUP_REGISTER_INVALID', `오류가 있는 행이 ${result.errorCount}개 있어 아무것도 등록하지 않았습니다.`, result.rows.filter((r) => r.errors.length));
    const created = await createEvaluations(em, p, await em.findOneOrFail(School, school.id), rows.map((r) => r.value!));
    let sent = 0;
    if (method === 'REGISTER_AND_SEND') {
      const rounds = await openConsentRounds(ctx, em, p, created.map((e, i) => ({ evaluation: e, request: { guardianMobile: rows[i].value!.guardianMobile } })));
      await em.flush();
      sent = rounds.length;
    }
    return summary(created.length, created.map((c) => c.id), sent, messages.registeredMany);
  });
}
