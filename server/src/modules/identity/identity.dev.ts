import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import express, { type Response } from 'express';
import type { Config } from '../../platform/config.js';
import { AppError } from '../../platform/errors.js';
import { requiredMessage } from '../../platform/korean.js';
import { isMobile, mobileMessage, normalizeMobile } from '../../platform/rules.js';
import { localCertUrl, localRecCert } from './identity.drivers.js';
import { completePhoneVerification, pendingPhoneVerification } from './identity.service.js';

/**
 * The local phone driver's stand-in for KMC's page: a person types a name, birth date and mobile number and the
 * verification becomes VERIFIED. Mounted at /app/dev/kmcert only with the local driver and the demo switch
 * (DEV_MAILBOX); see app.ts and docs/OPERATIONS.md. Server-rendered so it needs no client build.
 */

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface FormValues {
  name: string;
  birthDate: string;
  mobile: string;
}

const BIRTH_DATE_MESSAGE = '생년월일 8자리를 정확히 입력해주세요. (예: 19900101)';

/** The person's data as the form sent them, checked; a Korean message for the first wrong field. */
export function checkPerson(v: FormValues): string | undefined {
  if (!v.name) return '이름을 입력해주세요.';
  if (v.name.length > 50) return '이름은 50자 이내로 입력해주세요.';
  if (/\p{Cc}/u.test(v.name)) return '이름에 사용할 수 없는 문자가 있습니다.';
  // empty is asked for; only a value given but wrong is called wrong
  if (!v.birthDate?.trim()) return requiredMessage('생년월일');
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(v.birthDate);
  if (!m) return BIRTH_DATE_MESSAGE;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  const real = date.getUTCFullYear() === Number(m[1]) && date.getUTCMonth() === Number(m[2]) - 1 && date.getUTCDate() === Number(m[3]);
  if (!real || Number(m[1]) < 1900 || date.getTime() > Date.now()) return BIRTH_DATE_MESSAGE;
  if (!v.mobile?.trim()) return requiredMessage('휴대전화번호');
  if (!isMobile(v.mobile)) return mobileMessage();
  return undefined;
}

const STYLE = `body{font-family:'Pretendard','Noto Sans KR',sans-serif;background:#f5f6f8;margin:0;color:#222}
main{max-width:380px;margin:48px auto;background:#fff;border-radius:8px;padding:28px 28px 20px;box-shadow:0 1px 4px #0002}
h1{font-size:20px;margin:0 0 8px}.note{font-size:13px;color:#666;margin:0 0 20px}
label{display:block;font-size:14px;margin:0 0 14px}input{display:block;box-sizing:border-box;width:100%;margin-top:6px;padding:9px;font-size:15px;border:1px solid #ccc;border-radius:4px}
button{width:100%;padding:11px;font-size:16px;background:#1677ff;color:#fff;border:0;border-radius:4px;cursor:pointer}
.error{color:#c62828;background:#fdecea;padding:9px 11px;border-radius:4px;font-size:14px}.done{color:#1b5e20;font-size:15px}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ko">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
<p class="note">로컬 시험용 본인인증 화면입니다. 입력한 정보는 이 서버 밖으로 전송되지 않습니다.</p>
${body}
</main></body></html>`;
}

function formPage(certNum: string, values: FormValues, error?: string): string {
  const field = (name: keyof FormValues, label: string, extra: string) =>
    `<label>${label}<input name="${name}" value="${escapeHtml(values[name])}" ${extra}></label>`;
  return page(
    '휴대폰 본인인증',
    `${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(localCertUrl(certNum))}">
${field('name', '이름', 'maxlength="50" autocomplete="name" required')}
${field('birthDate', '생년월일 8자리', 'inputmode="numeric" maxlength="8" placeholder="19900101" required')}
${field('mobile', '휴대전화번호', 'inputmode="tel" maxlength="13" placeholder="01012345678" autocomplete="tel" required')}
<button type="submit">인증</button>
</form>`,
  );
}

const messagePage = (message: string) => page('휴대폰 본인인증', `<p class="error" role="alert">${escapeHtml(message)}</p>`);

function send(res: Response, status: number, html: string) {
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    // nothing on these pages runs script; inline style only, and the form posts back here
    .set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'")
    .type('html')
    .send(html);
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function localKmcertPages(orm: MikroORM<PostgreSqlDriver>, config: Config) {
  const router = express.Router();
  const em = () => orm.em.fork() as EntityManager;

  router.get('/:certNum', async (req, res, next) => {
    try {
      const row = await pendingPhoneVerification(em(), req.params.certNum);
      send(res, 200, formPage(row.certNum, { name: '', birthDate: '', mobile: '' }));
    } catch (e) {
      if (e instanceof AppError) return send(res, e.status, messagePage(e.message));
      next(e);
    }
  });

  router.post('/:certNum', async (req, res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const values = { name: str(body.name).trim(), birthDate: str(body.birthDate).trim(), mobile: str(body.mobile).trim() };
    try {
      const e = em();
      const row = await pendingPhoneVerification(e, req.params.certNum);
      const error = checkPerson(values);
      if (error) return send(res, 400, formPage(row.certNum, values, error));
      const person = { name: values.name, birthDate: values.birthDate, mobile: normalizeMobile(values.mobile) };
      const done = await completePhoneVerification(e, config, localRecCert(config, row.certNum, person));
      send(
        res,
        200,
        page(
          '휴대폰 본인인증',
          `<p class="done">${escapeHtml(done.name ?? '')} 님의 본인인증이 완료되었습니다.</p><p>이 창을 닫고 원래 화면으로 돌아가 주세요.</p>`,
        ),
      );
    } catch (e) {
      if (e instanceof AppError) return send(res, e.status, messagePage(e.message));
      next(e);
    }
  });
  return router;
}
