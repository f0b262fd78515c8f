import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEEDED_DESCRIPTION, SEEDED_SCALE, showForm, textHash } from './items';
import { TEXTS } from './texts';

/** The seeded Korean wording (server/src/seeders/forms.ts), read as text: the translations are of exactly these. */
const seeder = readFileSync(join(import.meta.dirname, '../../../server/src/seeders/forms.ts'), 'utf8');
const block = (name: string) =>
  Object.fromEntries([...seeder.split(`const ${name}: Record<string, string> = {`)[1].split('};')[0].matchAll(/(\w+): '([^']*)'/g)].map((m) => [m[1], m[2]]));
const SEEDED = { ELEMENTARY: block('ELEMENTARY'), MIDDLE_HIGH: block('MIDDLE_HIGH') };
const SCALE = JSON.parse(/const FREQUENCY = (\[[^\]]*\])/.exec(seeder)![1].replace(/'/g, '"')) as string[];
const DESCRIPTION = /const SIMPLE_DESCRIPTION = '([^']*)'/.exec(seeder)![1];

const form = (target: 'ELEMENTARY' | 'MIDDLE_HIGH') => ({
  title: '',
  description: DESCRIPTION,
  questions: Object.entries(SEEDED[target]).map(([key, question]) => ({ key, question, examples: SCALE.map((label, value) => ({ value, label })) })),
});

describe('the simple evaluation items in four languages', () => {
  it('the hashes are of the seeded wording, so every seeded item, answer and the description is translated in every language', () => {
    expect(Object.keys(SEEDED.ELEMENTARY)).toHaveLength(37);
    expect(Object.keys(SEEDED.MIDDLE_HIGH)).toHaveLength(36);
    expect(SCALE.map(textHash)).toEqual(SEEDED_SCALE);
    expect(textHash(DESCRIPTION)).toBe(SEEDED_DESCRIPTION);
    for (const lng of ['en', 'zh', 'vi'] as const) {
      for (const target of ['ELEMENTARY', 'MIDDLE_HIGH'] as const) {
        const shown = showForm(form(target), target, TEXTS[lng]);
        expect(Object.keys(TEXTS[lng].items[target]!).sort(), `${lng} ${target}`).toEqual(Object.keys(SEEDED[target]).sort());
        for (const q of shown.questions) {
          expect(q.question, `${lng} ${target} ${q.key}`).toEqual({ text: TEXTS[lng].items[target]![q.key] });
          expect(q.examples.map((e) => e.label.text)).toEqual(TEXTS[lng].scale);
        }
        expect(shown.description).toEqual({ text: TEXTS[lng].formDescription });
      }
    }
  });

  it('Korean shows the server’s text; an item, answer or description the server changed stays Korean (marked so)', () => {
    const ko = showForm(form('ELEMENTARY'), 'ELEMENTARY', TEXTS.ko);
    expect(ko.questions[0].question).toEqual({ text: SEEDED.ELEMENTARY.emot01 });
    const changed = form('ELEMENTARY');
    changed.questions[0] = { ...changed.questions[0], question: '다시 쓴 문항', examples: [{ value: 0, label: '아니다' }] };
    changed.description = '다시 쓴 설명';
    const en = showForm(changed, 'ELEMENTARY', TEXTS.en);
    expect(en.questions[0].question).toEqual({ text: '다시 쓴 문항', lang: 'ko' });
    expect(en.questions[0].examples[0].label).toEqual({ text: '아니다', lang: 'ko' });
    expect(en.description).toEqual({ text: '다시 쓴 설명', lang: 'ko' });
    expect(en.questions[1].question).toEqual({ text: TEXTS.en.items.ELEMENTARY!.emot02 });
  });
});
