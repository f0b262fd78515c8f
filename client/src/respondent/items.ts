import type { Form, Question, SchoolTarget } from './api';
import type { Texts } from './texts';

/**
 * The simple evaluation's items are the product's own wording (server/src/seeders/forms.ts), editable on the staff
 * forms screen. A translation is shown only while the server still sends the seeded Korean sentence it was made
 * from: each seeded text's FNV-1a hash is below (items.test.ts checks them against the seeder), so an item an
 * installation rewrote (or replaced with licensed wording) is shown as the server sends it, in Korean, never with
 * a translation of something else.
 */
const SEEDED: Record<SchoolTarget, string> = {
  ELEMENTARY:
    'emot01:4yrsto emot02:q3z30i emot03:a1fdnp emot04:19ie43x emot05:12oax5k emot06:junwto emot07:1nc8ai6 emot08:1hql7lr anxi01:1gjb1ki anxi02:1gr918i anxi03:1vbqutc anxi04:sct3tz anxi05:1cd0gbx anxi06:705a3t anxi07:1huq5nx anxi08:gt5qsv ipsa01:1upm3kn ipsa02:1mhd90a ipsa03:1ehopw8 ipsa04:z58e98 ipsa05:1f6jgf8 ipsa06:1q9b5nz ipsa07:147gzr5 etnz01:dl3evi etnz02:1iiya1p etnz03:ltjccm etnz04:17ds3tf etnz05:1xas1o etnz06:x0zi8f etnz07:1g07pzr etnz08:47lyg0 psta01:1vbtc8o psta02:1ub0nmp psta03:lclt3s psta04:2schar psta05:18943xt psta06:19f7x8c',
  MIDDLE_HIGH:
    'emot01:pf6rs8 emot02:1wkrbjv emot03:lnlrtz emot04:pf42oz emot05:1qaz846 emot06:12nvngp emot07:16rydo emot08:57mzug suci01:1m7oghl suci02:1ehqjnv suci03:10nlush suci04:1mmuv7s suci05:ear43e suci06:3uynh5 etnz01:1kuc8ci etnz02:1vekq91 etnz03:18cc59i etnz04:18fe5hm etnz05:5cfpu6 etnz06:1tl4jks etnz07:1j1arad etnz08:afvuv1 psta01:1unyumb psta02:1b0zp0f psta03:19n2wck psta04:m7vkgx psta05:1mwvs5w psta06:s5lz4p psta07:fveeph ipsa01:z3bebz ipsa02:u2g67i ipsa03:urfz7 ipsa04:1gxj6lg ipsa05:1qqel6o ipsa06:1h888d6 ipsa07:mwy6s8',
};
/** The seeded answers 0–3 (전혀 아니다 … 거의 항상 그렇다) and the seeded description. */
export const SEEDED_SCALE = ['1vjchht', '1hsc19e', '2tz0tm', '3m4ubq'];
export const SEEDED_DESCRIPTION = 'ucrdpz';

/** FNV-1a (32 bits) of the text's UTF-16 units, base 36. */
export function textHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(36);
}

const seeded = (target: SchoolTarget) => new Map(SEEDED[target].split(' ').map((p) => p.split(':') as [string, string]));

/** A text as shown: its translation when there is one for exactly this Korean text, else the server's (Korean). */
export interface Shown {
  text: string;
  /** 'ko' when the server's Korean is shown on a page in another language (marked so for screen readers). */
  lang?: 'ko';
}

export interface ShownQuestion {
  key: string;
  question: Shown;
  examples: { value: number; label: Shown }[];
}

const korean = (text: string, translating: boolean): Shown => (translating ? { text, lang: 'ko' } : { text });

/** The form's questions in the page's language, item by item. */
export function showForm(form: Form, target: SchoolTarget, t: Texts): { description?: Shown; questions: ShownQuestion[] } {
  const items = t.items[target];
  const translating = !!items;
  const hashes = seeded(target);
  const pick = (text: string, hash: string | undefined, translation: string | undefined): Shown =>
    translation && hash === textHash(text) ? { text: translation } : korean(text, translating);
  return {
    description: form.description ? pick(form.description, SEEDED_DESCRIPTION, t.formDescription) : undefined,
    questions: form.questions.map((q: Question) => ({
      key: q.key,
      question: pick(q.question, hashes.get(q.key), items?.[q.key]),
      examples: q.examples.map((e) => ({ value: e.value, label: pick(e.label, SEEDED_SCALE[e.value], t.scale[e.value]) })),
    })),
  };
}
