import type { EntityManager } from '@mikro-orm/postgresql';
import { Form } from '../modules/forms/form.entity.js';
import { SDQ_PLACEHOLDER } from '../modules/forms/forms.instruments.js';
import { holdsPlaceholder } from '../modules/forms/forms.service.js';

/**
 * The demo's SDQ-KR wording (`npm start` only): numbered neutral sentences of our own, each marked 시연용, in place of
 * the placeholders, so the demo can send SDQ-KR links (a form that holds a placeholder is refused, 409
 * FORM_NOT_READY). They are NOT the SDQ's items: its wording is licensed (youthinmind) and is never written in this
 * code base, in any language. The reference seeding (seeders/forms.ts), which real installations run too, keeps the
 * placeholders; an administrator there loads the licensed text on /auth/forms.
 */
export const demoSdqQuestion = (n: number) => `시연용 문항 ${n}: 이 문장은 시연을 위한 예시이며 실제 검사 문항이 아닙니다.`;
const DEMO_DESCRIPTION = '※ 시연용 예시 문장입니다. 실제 SDQ-KR 문항이 아니며, 실제 설치에서는 관리자가 라이선스 문서의 문항을 입력합니다.';

/** Fills every placeholder question of the SDQ-KR forms (an edited question is kept); answers whether any changed. */
export async function seedDemoForms(em: EntityManager): Promise<boolean> {
  const forms = await em.find(Form, { type: 'SDQ_KR' }, { orderBy: { id: 'asc' } });
  let changed = false;
  for (const form of forms) {
    if (!holdsPlaceholder(form)) continue;
    form.questions = form.questions.map((q, i) => (q.question.trim() === SDQ_PLACEHOLDER ? { ...q, question: demoSdqQuestion(i + 1) } : q));
    form.description = DEMO_DESCRIPTION;
    changed = true;
  }
  await em.flush();
  return changed;
}
