import type { EntityManager } from '@mikro-orm/postgresql';
import { Form, type FormQuestion } from '../modules/forms/form.entity.js';
import { FORM_DEFINITIONS, SDQ_PLACEHOLDER, type FormDefinition } from '../modules/forms/forms.instruments.js';

/**
 * The questionnaires' wording as seeded, editable afterwards on /auth/forms.
 *
 * Simple evaluation: 자체 작성 문항 (시연용). Every item below was written for this project as plausible, neutral
 * self-report wording about its category's topic; it is NOT the licensed screening instrument and has no clinical
 * validity. An installation replaces it with the licensed text on the forms screen.
 *
 * SDQ-KR: placeholders only (SDQ_PLACEHOLDER, forms.instruments.ts). The SDQ's wording is copyrighted (youthinmind)
 * and is never written in this code base; an administrator types in the licensed text, and until then no SDQ-KR link
 * is sent (409 FORM_NOT_READY). This seeding is also the migrate step's of a real installation: it must keep the
 * placeholders. The demo data set alone fills them with numbered 시연용 sentences (demo-forms.ts).
 */
const ELEMENTARY: Record<string, string> = {
  emot01: '기분이 가라앉거나 슬픈 날이 많다.',
  emot02: '작은 일에도 쉽게 짜증이 난다.',
  emot03: '예전에 좋아하던 놀이나 활동이 재미없게 느껴진다.',
  emot04: '이유 없이 눈물이 날 때가 있다.',
  emot05: '내가 잘하는 것이 하나도 없다고 느낀다.',
  emot06: '몸이 무겁고 기운이 없어 아무것도 하기 싫다.',
  emot07: '밤에 잠들기 어렵거나 자다가 자주 깬다.',
  emot08: '입맛이 없거나 평소보다 훨씬 많이 먹는다.',
  anxi01: '앞으로 나쁜 일이 생길까 봐 걱정된다.',
  anxi02: '시험이나 발표를 앞두고 지나치게 긴장한다.',
  anxi03: '가족과 떨어져 있으면 불안하다.',
  anxi04: '걱정 때문에 배나 머리가 아플 때가 있다.',
  anxi05: '한 번 걱정이 시작되면 멈추기 어렵다.',
  anxi06: '혼자 있거나 어두운 곳에 있으면 무섭다.',
  anxi07: '실수할까 봐 새로운 일을 시작하기가 망설여진다.',
  anxi08: '가슴이 두근거리거나 숨이 가빠질 때가 있다.',
  ipsa01: '친구들과 어울리는 것이 어렵다.',
  ipsa02: '다른 사람 앞에서 말할 때 얼굴이 빨개지거나 목소리가 떨린다.',
  ipsa03: '친구들이 나를 싫어한다고 느낀다.',
  ipsa04: '모둠 활동에서 혼자 남게 될까 봐 걱정된다.',
  ipsa05: '처음 보는 사람에게 말을 걸기가 무척 힘들다.',
  ipsa06: '쉬는 시간에 혼자 지낼 때가 많다.',
  ipsa07: '다른 사람이 나를 어떻게 볼지 지나치게 신경 쓴다.',
  etnz01: '수업 시간에 가만히 앉아 있기 어렵다.',
  etnz02: '화가 나면 물건을 던지거나 부순다.',
  etnz03: '차례를 기다리지 못하고 끼어든다.',
  etnz04: '친구와 자주 다투거나 몸싸움을 한다.',
  etnz05: '해야 할 일을 끝까지 하지 못하고 딴짓을 한다.',
  etnz06: '어른의 말을 일부러 따르지 않는다.',
  etnz07: '생각하기 전에 먼저 행동해서 곤란해진다.',
  etnz08: '다른 사람의 물건을 허락 없이 가져간다.',
  psta01: '무섭거나 힘들었던 일이 자꾸 떠오른다.',
  psta02: '그 일과 관련된 꿈이나 무서운 꿈을 꾼다.',
  psta03: '그 일이 생각나는 장소나 사람을 피한다.',
  psta04: '작은 소리에도 깜짝 놀란다.',
  psta05: '그 일이 생각나면 몸이 떨리거나 땀이 난다.',
  psta06: '그 일 이후로 마음이 멍하거나 아무 느낌이 없을 때가 있다.',
};

const MIDDLE_HIGH: Record<string, string> = {
  emot01: '기분이 우울하거나 가라앉은 날이 많다.',
  emot02: '사소한 일에도 걱정이 지나치게 많다.',
  emot03: '평소 즐기던 일에 흥미가 없어졌다.',
  emot04: '나는 가치 없는 사람이라고 느낀다.',
  emot05: '긴장되어 마음이 편하지 않다.',
  emot06: '집중하기 어려워 공부가 손에 잡히지 않는다.',
  emot07: '쉽게 피곤해지고 기운이 없다.',
  emot08: '잠을 잘 이루지 못하거나 너무 많이 잔다.',
  suci01: '사는 것이 의미 없다고 느낀 적이 있다.',
  suci02: '죽고 싶다는 생각이 든 적이 있다.',
  suci03: '스스로 몸에 상처를 내고 싶은 충동을 느낀 적이 있다.',
  suci04: '힘든 일이 있어도 도움을 청할 사람이 없다고 느낀다.',
  suci05: '모든 것을 끝내고 싶다는 생각이 든 적이 있다.',
  suci06: '앞으로 나아질 것이 없다는 절망감을 느낀다.',
  etnz01: '화가 나면 참기 어렵다.',
  etnz02: '다른 사람과 말다툼이나 싸움을 자주 한다.',
  etnz03: '규칙이나 약속을 일부러 어긴다.',
  etnz04: '충동적으로 행동하고 나서 후회한다.',
  etnz05: '수업 중에 가만히 있기 어렵고 산만하다.',
  etnz06: '다른 사람을 괴롭히거나 위협한 적이 있다.',
  etnz07: '말없이 집을 나가 늦게까지 들어가지 않은 적이 있다.',
  etnz08: '물건을 부수거나 함부로 다룬다.',
  psta01: '힘들었던 사건이 원하지 않아도 자꾸 떠오른다.',
  psta02: '그 사건과 관련된 악몽을 꾼다.',
  psta03: '그 사건을 떠올리게 하는 것을 피하려고 애쓴다.',
  psta04: '늘 긴장한 채 주변을 경계하게 된다.',
  psta05: '작은 자극에도 깜짝 놀란다.',
  psta06: '그 사건 이후로 사람들과 멀어진 느낌이 든다.',
  psta07: '그 사건이 떠오르면 몸이 떨리거나 숨이 가빠진다.',
  ipsa01: '학교에 가기 싫다.',
  ipsa02: '수업 내용을 따라가기 어렵다.',
  ipsa03: '학교에서 마음을 터놓을 친구가 없다.',
  ipsa04: '선생님과의 관계가 불편하다.',
  ipsa05: '특별한 이유 없이 지각하거나 결석하는 날이 있다.',
  ipsa06: '학교생활이 전반적으로 힘들게 느껴진다.',
  ipsa07: '반 친구들 사이에서 따돌림을 받는다고 느낀다.',
};

/** The 0–3 frequency scale (simple-evaluation/instrument.ts ANSWER_SCALE), in our own words. */
const FREQUENCY = ['전혀 아니다', '가끔 그렇다', '자주 그렇다', '거의 항상 그렇다'];

interface Seed {
  title: string;
  description: string;
  question: (key: string) => string;
  label: (value: number) => string;
}

const SIMPLE_DESCRIPTION = '최근 한 달 동안의 내 모습을 떠올리며 가장 가까운 답을 하나 골라 주세요. ※ 시연용 자체 작성 문항입니다.';
const SDQ_DESCRIPTION = '문항과 보기는 라이선스를 받은 문서를 바탕으로 관리자가 입력합니다.';

const SEEDS: Record<string, Seed> = {
  SIMPLE_EVALUATION_ELEMENTARY: { title: '간편검사 (초등학생)', description: SIMPLE_DESCRIPTION, question: (k) => ELEMENTARY[k], label: (v) => FREQUENCY[v] },
  SIMPLE_EVALUATION_MIDDLE_HIGH: { title: '간편검사 (중·고등학생)', description: SIMPLE_DESCRIPTION, question: (k) => MIDDLE_HIGH[k], label: (v) => FREQUENCY[v] },
  SDQ_KR_STUDENT: { title: 'SDQ-KR (학생)', description: SDQ_DESCRIPTION, question: () => SDQ_PLACEHOLDER, label: (v) => `${v}점` },
  SDQ_KR_GUARDIAN: { title: 'SDQ-KR (보호자)', description: SDQ_DESCRIPTION, question: () => SDQ_PLACEHOLDER, label: (v) => `${v}점` },
  SDQ_KR_TEACHER: { title: 'SDQ-KR (교사)', description: SDQ_DESCRIPTION, question: () => SDQ_PLACEHOLDER, label: (v) => `${v}점` },
};

export function seedQuestions(def: FormDefinition): FormQuestion[] {
  const seed = SEEDS[def.code];
  return def.keys.map((key) => {
    const question = seed.question(key);
    if (!question) throw new Error(`no seeded wording for ${def.code} ${key}`);
    return { key, question, examples: def.values.map((value) => ({ value, label: seed.label(value) })) };
  });
}

/** Creates the forms that do not exist yet; an existing form (edited or not) is never overwritten. */
export async function seedForms(em: EntityManager): Promise<void> {
  const existing = new Set((await em.find(Form, {}, { fields: ['code'] })).map((f) => f.code));
  for (const def of FORM_DEFINITIONS) {
    if (existing.has(def.code)) continue;
    const seed = SEEDS[def.code];
    em.create(Form, { code: def.code, type: def.type, target: def.target, title: seed.title, description: seed.description, questions: seedQuestions(def) });
  }
  await em.flush();
}
