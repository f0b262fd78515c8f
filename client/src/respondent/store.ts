/**
 * What the phone keeps between pages and reloads, in sessionStorage (gone when the tab closes):
 * - the respondent token earned by the phone check (30 minutes, one evaluation), keyed by evaluation id and found
 *   from the consent link (agree id + who) as well;
 * - the answers given so far, keyed by evaluation id, until they are submitted.
 * Nothing here is sent anywhere but to the server's respondent calls.
 */
export type AgreeType = 'GUARDIAN' | 'STUDENT';

export interface HeldToken {
  respondentToken: string;
  /** epoch ms */
  expiresAt: number;
  simpleEvaluationId: number;
  agreeId: string;
  agreeType: AgreeType;
}

const tokenKey = (evaluationId: number) => `svs-se-token:${evaluationId}`;
const linkKey = (agreeId: string, agreeType: AgreeType) => `svs-se-link:${agreeId.toLowerCase()}:${agreeType}`;
/** Answers are kept per questionnaire: an evaluation id, or `<kind>:<id>` for the case questionnaires (SDQ-KR). */
export const answersKey = (evaluationId: number | string) => `svs-se-answers:${evaluationId}`;

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* private mode or full: the page still works, without surviving a reload */
  }
}

function remove(key: string) {
  try {
    sessionStorage.removeItem(key);
  } catch {
    /* nothing kept */
  }
}

/** Keeps the token from auth-check (expiresIn in seconds; a minute's margin so a call never goes out with a dying one). */
export function keepToken(t: { respondentToken: string; expiresIn: number; simpleEvaluationId: number; agreeId: string; agreeType: AgreeType }, now = Date.now()) {
  const held: HeldToken = {
    respondentToken: t.respondentToken,
    expiresAt: now + Math.max(0, t.expiresIn - 60) * 1000,
    simpleEvaluationId: t.simpleEvaluationId,
    agreeId: t.agreeId,
    agreeType: t.agreeType,
  };
  write(tokenKey(t.simpleEvaluationId), held);
  write(linkKey(t.agreeId, t.agreeType), t.simpleEvaluationId);
  return held;
}

export function tokenForEvaluation(evaluationId: number, now = Date.now()): HeldToken | null {
  const held = read<HeldToken>(tokenKey(evaluationId));
  return held && held.expiresAt > now ? held : null;
}

export function tokenForLink(agreeId: string, agreeType: AgreeType, now = Date.now()): HeldToken | null {
  const id = read<number>(linkKey(agreeId, agreeType));
  if (typeof id !== 'number') return null;
  const held = tokenForEvaluation(id, now);
  return held && held.agreeId.toLowerCase() === agreeId.toLowerCase() && held.agreeType === agreeType ? held : null;
}

export function forgetToken(evaluationId: number) {
  const held = read<HeldToken>(tokenKey(evaluationId));
  if (held) remove(linkKey(held.agreeId, held.agreeType));
  remove(tokenKey(evaluationId));
}

// ---- answers -------------------------------------------------------------------------------------------------------

export interface KeptAnswers {
  answers: Record<string, number>;
  /** The category step the person was on. */
  step: number;
}

const isAnswer = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 3;

/** The answers kept for this evaluation (anything malformed is dropped, not trusted). */
export function loadAnswers(evaluationId: number | string): KeptAnswers {
  const kept = read<Partial<KeptAnswers>>(answersKey(evaluationId));
  const answers: Record<string, number> = {};
  if (kept?.answers && typeof kept.answers === 'object') {
    for (const [k, v] of Object.entries(kept.answers)) if (/^[a-z]{4,5}\d{2,3}$/.test(k) && isAnswer(v)) answers[k] = v;
  }
  const step = typeof kept?.step === 'number' && Number.isInteger(kept.step) && kept.step >= 0 ? kept.step : 0;
  return { answers, step };
}

export function saveAnswers(evaluationId: number | string, kept: KeptAnswers) {
  write(answersKey(evaluationId), kept);
}

export function clearAnswers(evaluationId: number | string) {
  remove(answersKey(evaluationId));
}

// ---- the case questionnaires' tokens (SDQ-KR, satisfaction) ------------------------------------------------------

export type QuestionnaireKind = 'sdq-kr' | 'satisfaction-assessment';

export interface HeldQuestionnaireToken {
  respondentToken: string;
  /** epoch ms */
  expiresAt: number;
}

const questionnaireTokenKey = (kind: QuestionnaireKind, id: number) => `svs-q-token:${kind}:${id}`;

/** Keeps the token of a case questionnaire's link (a minute's margin, as for the evaluation's). */
export function keepQuestionnaireToken(kind: QuestionnaireKind, id: number, t: { respondentToken: string; expiresIn: number }, now = Date.now()) {
  const held: HeldQuestionnaireToken = { respondentToken: t.respondentToken, expiresAt: now + Math.max(0, t.expiresIn - 60) * 1000 };
  write(questionnaireTokenKey(kind, id), held);
  return held;
}

export function questionnaireToken(kind: QuestionnaireKind, id: number, now = Date.now()): HeldQuestionnaireToken | null {
  const held = read<HeldQuestionnaireToken>(questionnaireTokenKey(kind, id));
  return held && typeof held.respondentToken === 'string' && held.expiresAt > now ? held : null;
}

export function forgetQuestionnaireToken(kind: QuestionnaireKind, id: number) {
  remove(questionnaireTokenKey(kind, id));
}

// ---- a case questionnaire's form as typed (the satisfaction assessment) -------------------------------------------

/**
 * The satisfaction assessment's values as typed so far, kept like the answers (`<kind>:<id>`) until submitted. Read
 * back as a plain object: the form takes only the fields it knows, of the type it expects.
 */
export function loadDraft(key: string): Record<string, unknown> {
  const kept = read<unknown>(answersKey(key));
  return kept && typeof kept === 'object' && !Array.isArray(kept) ? (kept as Record<string, unknown>) : {};
}

export function saveDraft(key: string, values: Record<string, unknown>) {
  write(answersKey(key), values);
}
