import { useEffect, useState, type FormEvent } from 'react';
import {
  RATING_CHOICES,
  SATISFACTION_DETAIL,
  SATISFACTION_DETAIL_ETC,
  SATISFACTION_IMPROVEMENT,
  SATISFACTION_RATING_KEYS,
  SATISFACTION_SECTIONS,
  SATISFACTION_TEXT_KEYS,
  SATISFACTION_TEXT_MAX,
  SERVICE_KIND_OPTIONS,
  satisfactionInput,
  satisfactionMissing,
  type SatisfactionRating,
} from '../shared/satisfaction';
import { caseKo } from './caseTexts';
import { usePage } from './context';
import { fmt } from './i18n';
import { loadDraft, saveDraft } from './store';
import { Notice } from './ui';

type Values = Record<string, string | number>;

interface Props {
  /** Where the values are kept on the phone until submitted (`satisfaction-assessment:<id>`). */
  storeKey: string;
  submitting: boolean;
  /** The server's refusal of the last submission, if any. */
  failure: string | null;
  /** Called with the body to send (satisfactionInput) once every required answer is there. */
  onSubmit: (input: Values) => void;
}

const RATINGS = new Set(SATISFACTION_RATING_KEYS);
const TEXTS = new Set(SATISFACTION_TEXT_KEYS);

/** What the phone kept, taken only where it fits the form (a rating 1–5, a text, a service kind we list). */
function keptValues(storeKey: string): Values {
  const out: Values = {};
  for (const [k, v] of Object.entries(loadDraft(storeKey))) {
    if (RATINGS.has(k) && typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 5) out[k] = v;
    else if (k === SATISFACTION_DETAIL.key) {
      if (SERVICE_KIND_OPTIONS.some((o) => o.value === v)) out[k] = v as string;
    } else if (TEXTS.has(k) && typeof v === 'string') out[k] = v.slice(0, SATISFACTION_TEXT_MAX);
  }
  return out;
}

/** The "*" after a required question's text (screen readers hear the field's required state instead). */
const RequiredMark = () => (
  <span className="required" aria-hidden="true">
    *
  </span>
);

/**
 * The satisfaction assessment on a phone, in plain HTML: each rating a fieldset (a radio group named by its
 * legend, required ones marked and aria-required), five large choices, comments in textareas, the most helpful
 * service in a native select (with a text for "기타"). Nothing is sent while a required answer is missing: each one
 * says so under its question, a summary is announced (role alert) and the focus goes to the first. What is typed is
 * kept on the phone until submitted.
 */
export function SatisfactionForm({ storeKey, submitting, failure, onSubmit }: Props) {
  const { t } = usePage();
  const [values, setValues] = useState<Values>(() => keptValues(storeKey));
  const [tried, setTried] = useState(0);
  const missing = tried ? satisfactionMissing(values) : [];

  useEffect(() => saveDraft(storeKey, values), [storeKey, values]);

  const set = (key: string, value: string | number) => setValues((v) => ({ ...v, [key]: value }));
  const detail = values[SATISFACTION_DETAIL.key];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const open = satisfactionMissing(values);
    setTried(open.length);
    if (open.length) {
      const first = open[0];
      document.querySelector<HTMLInputElement>(first === SATISFACTION_DETAIL_ETC.key ? `#${first}` : `input[name="${first}"]`)?.focus();
      return;
    }
    const body = { ...values };
    if (detail !== 'ETC') delete body[SATISFACTION_DETAIL_ETC.key];
    onSubmit(satisfactionInput(body));
  };

  const rating = (r: SatisfactionRating) => {
    const miss = missing.includes(r.key);
    return (
      <fieldset
        key={r.key}
        role="radiogroup"
        className={`choices${miss ? ' invalid' : ''}`}
        aria-labelledby={`${r.key}-legend`}
        aria-required={r.required || undefined}
        aria-invalid={miss || undefined}
        aria-describedby={miss ? `${r.key}-error` : undefined}
      >
        <legend id={`${r.key}-legend`}>
          {r.question}
          {r.required && <RequiredMark />}
        </legend>
        {miss && (
          <p className="field-error" id={`${r.key}-error`}>
            {caseKo.chooseOne}
          </p>
        )}
        {RATING_CHOICES.map((c) => {
          const checked = values[r.key] === c.value;
          return (
            <label key={c.value} className={`choice${checked ? ' checked' : ''}`}>
              <input type="radio" name={r.key} value={c.value} checked={checked} onChange={() => set(r.key, c.value)} />
              <span>{c.label}</span>
            </label>
          );
        })}
      </fieldset>
    );
  };

  const text = (key: string, label: string, rows: number) => (
    <div className="field">
      <label htmlFor={key}>{label}</label>
      <textarea id={key} name={key} rows={rows} maxLength={SATISFACTION_TEXT_MAX} value={String(values[key] ?? '')} onChange={(e) => set(key, e.target.value)} />
    </div>
  );

  const etcMissing = missing.includes(SATISFACTION_DETAIL_ETC.key);
  return (
    <form onSubmit={submit} noValidate>
      {SATISFACTION_SECTIONS.map((section, i) => (
        <section key={section.title} className="form-section" aria-labelledby={`section-${i}`}>
          <h2 id={`section-${i}`}>{section.title}</h2>
          {section.ratings.map(rating)}
          {section.comment && text(section.comment.key, section.comment.label, 2)}
        </section>
      ))}
      <div className="field">
        <label htmlFor={SATISFACTION_DETAIL.key}>{SATISFACTION_DETAIL.label}</label>
        <select id={SATISFACTION_DETAIL.key} name={SATISFACTION_DETAIL.key} value={String(detail ?? '')} onChange={(e) => set(SATISFACTION_DETAIL.key, e.target.value)}>
          <option value="">{caseKo.choosePlaceholder}</option>
          {SERVICE_KIND_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {detail === 'ETC' && (
        <div className="field">
          <label htmlFor={SATISFACTION_DETAIL_ETC.key}>
            {SATISFACTION_DETAIL_ETC.label}
            <RequiredMark />
          </label>
          <input
            id={SATISFACTION_DETAIL_ETC.key}
            name={SATISFACTION_DETAIL_ETC.key}
            maxLength={SATISFACTION_DETAIL_ETC.max}
            required
            value={String(values[SATISFACTION_DETAIL_ETC.key] ?? '')}
            onChange={(e) => set(SATISFACTION_DETAIL_ETC.key, e.target.value)}
            aria-invalid={etcMissing || undefined}
            aria-describedby={etcMissing ? `${SATISFACTION_DETAIL_ETC.key}-error` : undefined}
          />
          {etcMissing && (
            <p className="field-error" id={`${SATISFACTION_DETAIL_ETC.key}-error`}>
              {caseKo.enterText}
            </p>
          )}
        </div>
      )}
      {text(SATISFACTION_IMPROVEMENT.key, SATISFACTION_IMPROVEMENT.label, 3)}

      {missing.length > 0 && <Notice kind="error">{fmt(caseKo.missing, { count: tried })}</Notice>}
      {failure && <Notice kind="error">{failure}</Notice>}
      <button type="submit" className="button block primary" disabled={submitting} aria-busy={submitting || undefined}>
        {t.submit}
      </button>
    </form>
  );
}
