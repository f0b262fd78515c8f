/**
 * The phone pages' server calls: plain fetch of the REST calls of SPEC §7 (svs: no token; svs-c: the
 * client-credentials token, fetched once from /app/auth/token and again once when a call says it is refused, and the
 * respondent token in X-Respondent-Token). A refusal is thrown as RespondentError {status, code, message}: the
 * server's stable code and its Korean message, NETWORK when the server could not be reached, SERVICE_UNAVAILABLE
 * (503, "잠시 후 다시 시도해 주세요") while it cannot serve, e.g. with its database away.
 */
import type { QuestionnaireKind } from './store';

export type { QuestionnaireKind };
import type { Texts } from './texts';
import { fmt } from './i18n';

export class RespondentError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RespondentError';
  }
}

const BASE = '/app/';
const CLIENT_TOKEN_CODES = new Set(['INVALID_TOKEN', 'UNAUTHENTICATED']);

function basicAuth(): string {
  const id = import.meta.env.VITE_OAUTH_CLIENT_ID || 'svs-web';
  const secret = import.meta.env.VITE_OAUTH_CLIENT_SECRET || 'svs-web-secret';
  return 'Basic ' + btoa(`${id}:${secret}`);
}

async function send<T>(path: string, init: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(BASE + path, { credentials: 'same-origin', ...init, headers: { Accept: 'application/json', ...init.headers } });
  } catch {
    throw new RespondentError(0, 'NETWORK', '');
  }
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!res.ok) {
    const b = (body && typeof body === 'object' ? body : {}) as { code?: string; message?: string };
    // a 502-504 without the server's body (a balancer in front of it) is the same temporary outage as its own 503
    const code = b.code ?? (res.status >= 502 && res.status <= 504 ? 'SERVICE_UNAVAILABLE' : 'UNKNOWN');
    throw new RespondentError(res.status, code, b.message ?? '');
  }
  return body as T;
}

let clientToken: Promise<string> | null = null;

/** The client-credentials token (svs-c), fetched once per page load and again when `force`. */
export function getClientToken(force = false): Promise<string> {
  if (force || !clientToken) {
    clientToken = send<{ access_token: string }>('auth/token', {
      method: 'POST',
      headers: { Authorization: basicAuth(), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    }).then(
      (a) => a.access_token,
      (e: unknown) => {
        clientToken = null;
        throw e;
      },
    );
  }
  return clientToken;
}

const json = (body: unknown): RequestInit => ({ body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

/** A public (svs) call. */
export const publicCall = <T>(method: string, path: string, body?: unknown) => send<T>(path, { method, ...(body === undefined ? {} : json(body)) });

/** An svs-c call with the respondent's token; a refused client token is fetched again once. */
export async function respondentCall<T>(method: string, path: string, respondentToken: string, body?: unknown): Promise<T> {
  const call = async (force: boolean) => {
    const init = body === undefined ? {} : json(body);
    return send<T>(path, {
      method,
      ...init,
      headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${await getClientToken(force)}`, 'X-Respondent-Token': respondentToken },
    });
  };
  try {
    return await call(false);
  } catch (e) {
    if (e instanceof RespondentError && e.status === 401 && CLIENT_TOKEN_CODES.has(e.code)) return call(true);
    throw e;
  }
}

export const asRespondentError = (e: unknown): RespondentError => (e instanceof RespondentError ? e : new RespondentError(0, 'UNKNOWN', ''));

/** The respondent token is missing, expired or not good any more: the phone must be confirmed again. */
export const needsVerification = (e: unknown) => e instanceof RespondentError && (e.code === 'RESPONDENT_TOKEN_INVALID' || e.code === 'RESPONDENT_AUTH_REQUIRED');

/** "남은 횟수 3회" in the server's CODE_MISMATCH message. */
export function triesLeft(message: string | undefined): number | undefined {
  const m = message && /남은 횟수 (\d+)회/.exec(message);
  return m ? Number(m[1]) : undefined;
}

/**
 * What to tell the person. In Korean the server's own message (it says exactly what happened); in another language
 * our translation of that code, with the tries left for a wrong code; a code we do not know falls back to the
 * server's message, then to a general one.
 */
export function describeError(error: unknown, t: Texts, korean: boolean): string {
  const e = asRespondentError(error);
  if (korean && e.message) return e.message;
  const known = t.errors[e.code as keyof Texts['errors']];
  if (known) return e.code === 'CODE_MISMATCH' ? fmt(known, { left: triesLeft(e.message) ?? '?' }) : known;
  return e.message || t.errors.UNKNOWN;
}

// ---- the simple evaluation's calls (server/src/modules/consent/consent.rest.ts) ------------------------------------

export type AgreeType = 'GUARDIAN' | 'STUDENT';
export type Step = 'GUARDIAN_CONSENT' | 'STUDENT_CONSENT' | 'ANSWER' | 'DONE' | 'WAITING' | 'REFUSED' | 'CANCELLED';
export type SchoolTarget = 'ELEMENTARY' | 'MIDDLE_HIGH';
export type Level = 'CALM' | 'SUPPORT' | 'URGENT';
export type EvaluationLink = { agreeId: string } | { simpleEvaluationId: number };

export interface TokenGiven {
  respondentToken: string;
  expiresIn: number;
  simpleEvaluationId: number;
  agreeId: string;
  agreeType: AgreeType;
  nextStep: Step;
}

export interface Agree {
  agreeId: string;
  simpleEvaluationId: number;
  schoolName: string;
  schoolTargetType: SchoolTarget;
  respondent: AgreeType;
  nextStep: Step;
  /** Y or N once decided. */
  guardianAgreeYn?: string | null;
  studentAgreeYn?: string | null;
}

export interface HelpLine {
  name: string;
  phone?: string | null;
  description: string;
}

export interface Evaluation {
  id: number;
  schoolName: string;
  schoolTargetType: SchoolTarget;
  respondent: AgreeType;
  isDone: string;
  canAnswer: boolean;
  nextStep: Step;
  linkageRequestedAt?: string | null;
  result?: { level: Level; title: string; message: string; helpLines: HelpLine[]; doneAt?: string | null } | null;
  /** While the holder may answer: the questionnaire, in the same answer. */
  form?: Form | null;
}

export interface Question {
  key: string;
  question: string;
  examples: { value: number; label: string }[];
}

export interface Form {
  title: string;
  description?: string | null;
  questions: Question[];
}

export const requestCode = (link: EvaluationLink, agreeType: AgreeType, mobile: string) =>
  publicCall<{ expiresIn: number }>('POST', 'svs/simple-evaluation/auth', { ...link, agreeType, mobile });

export const checkCode = (link: EvaluationLink, agreeType: AgreeType, authNumber: string) =>
  publicCall<TokenGiven>('POST', 'svs/simple-evaluation/auth-check', { ...link, agreeType, authNumber });

export const agreeOf = (agreeId: string, token: string) => respondentCall<Agree>('GET', `svs-c/simple-evaluation/agree/${agreeId}`, token);

/** The decision, with the language the page was read in (kept with it for the consent copy). */
export const answerConsent = (agreeId: string, agreeType: AgreeType, agreeYn: 'Y' | 'N', token: string, lang?: string) =>
  respondentCall<{ nextStep: Step }>('PUT', `svs-c/simple-evaluation/approval/${agreeId}/${agreeType.toLowerCase()}`, token, { agreeYn, ...(lang ? { lang } : {}) });

/** Takes a consent back through the same link, before the answers are submitted. */
export const withdrawConsent = (agreeId: string, token: string) => respondentCall<{ nextStep: Step }>('PUT', `svs-c/simple-evaluation/withdrawal/${agreeId}`, token);

/**
 * A PDF the server streams (the consent copy, the result report): fetched with the tokens (a link cannot carry the
 * X-Respondent-Token header), then saved under the server's file name through an object URL.
 */
export async function downloadPdf(path: string, respondentToken: string, fallbackName: string): Promise<void> {
  const get = async (force: boolean) => {
    try {
      return await fetch(BASE + path, { headers: { Authorization: `Bearer ${await getClientToken(force)}`, 'X-Respondent-Token': respondentToken } });
    } catch {
      throw new RespondentError(0, 'NETWORK', '');
    }
  };
  let res = await get(false);
  if (res.status === 401 && res.headers.get('content-type')?.includes('json')) {
    const b = (await res.clone().json()) as { code?: string };
    if (CLIENT_TOKEN_CODES.has(b.code ?? '')) res = await get(true);
  }
  if (!res.ok) {
    const b = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new RespondentError(res.status, b.code ?? 'UNKNOWN', b.message ?? '');
  }
  const name = /filename\*=UTF-8''([^;]+)/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name ? decodeURIComponent(name) : fallbackName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const downloadConsentCopy = (agreeId: string, token: string) => downloadPdf(`svs-c/simple-evaluation/agree/${agreeId}/copy`, token, 'consent.pdf');
export const downloadResultReport = (id: number, token: string) => downloadPdf(`svs-c/simple-evaluation/${id}/result-report`, token, 'result.pdf');

/** The evaluation as the submission answered it, kept for the result page that follows (it needs no call of its own). */
const submitted = new Map<number, Evaluation>();

export function evaluationOf(id: number, token: string): Promise<Evaluation> {
  const answered = submitted.get(id);
  submitted.delete(id);
  return answered ? Promise.resolve(answered) : respondentCall<Evaluation>('GET', `svs-c/simple-evaluation/${id}`, token);
}

export async function submitAnswers(id: number, answers: Record<string, number>, token: string): Promise<Evaluation> {
  const answered = await respondentCall<Evaluation>('PUT', `svs-c/simple-evaluation/${id}`, token, { answers });
  submitted.set(id, answered);
  return answered;
}

export const askCounselling = (id: number, token: string) =>
  respondentCall<{ message: string }>('POST', 'svs-c/simple-evaluation/after-management', token, { simpleEvaluationId: id, linkageYn: 'Y' });

// ---- the case questionnaires' calls (server/src/modules/case/questionnaire/questionnaire.rest.ts) ------------------

export type CaseTarget = 'STUDENT' | 'GUARDIAN' | 'TEACHER';

/** POST svs/request/{kind}/auth-check: a respondent token for this one questionnaire (30 minutes). */
export interface QuestionnaireTokenGiven {
  respondentToken: string;
  expiresIn: number;
  id: number;
  targetType: CaseTarget;
}

/** GET svs-c/{kind}/{id}: where the respondent's questionnaire stands (no answers, no scores). */
export interface CaseQuestionnaire {
  id: number;
  /** SDQ-KR only: PRELIMINARY or POST. */
  testType?: string;
  targetType: CaseTarget;
  relationship?: string;
  isDone: string;
  doneAt?: string;
}

export const requestQuestionnaireCode = (kind: QuestionnaireKind, id: number, mobile: string) =>
  publicCall<{ expiresIn: number }>('POST', `svs/request/${kind}/auth`, { id, mobile });

export const checkQuestionnaireCode = (kind: QuestionnaireKind, id: number, authNumber: string) =>
  publicCall<QuestionnaireTokenGiven>('POST', `svs/request/${kind}/auth-check`, { id, authNumber });

export const questionnaireOf = (kind: QuestionnaireKind, id: number, token: string) => respondentCall<CaseQuestionnaire>('GET', `svs-c/${kind}/${id}`, token);

/** PUT svs-c/{kind}/{id}: the answers, once; the server refuses a second submission (409 ALREADY_DONE). */
export const submitQuestionnaire = (kind: QuestionnaireKind, id: number, answers: Record<string, string | number>, token: string) =>
  respondentCall<CaseQuestionnaire>('PUT', `svs-c/${kind}/${id}`, token, answers);

/** The SDQ-KR form of the person answering (student, guardian or teacher), as the administrator loaded its wording. */
export const sdqFormOf = (target: CaseTarget) => publicCall<Form>('GET', `svs/forms/find-form?type=SDQ_KR&target=${target}`);
