import { RespondentType } from './consent.inputs.js';

/**
 * The consent page's Korean wording (client/src/respondent/texts/ko.ts: `ko` for the guardian, `studentKo` for the
 * student), which the server keeps with each decision (SimpleEvaluationAgree.guardianConsentText/studentConsentText)
 * so the copy a guardian downloads later says what they read. test/consent-copy.test.ts fails when the two differ.
 */
export interface ConsentWording {
  title: string;
  intro: string;
  sections: { title: string; text: string }[];
}

const sections = (what: string, why: string, who: string, refuse: string) => [
  { title: '무엇을 하나요?', text: what },
  { title: '왜 하나요?', text: why },
  { title: '결과는 누가 보나요?', text: who },
  { title: '동의하지 않으려면', text: refuse },
];

export const CONSENT_WORDING: Record<RespondentType, ConsentWording> = {
  [RespondentType.GUARDIAN]: {
    title: '마음건강 간편검사 참여 동의',
    intro: '학교에서 자녀의 마음건강 간편검사 참여에 대한 보호자 동의를 요청했습니다. 아래 내용을 읽어 보시고 동의 여부를 선택해 주세요.',
    sections: sections(
      '자녀의 요즘 마음 상태(기분, 걱정, 친구 관계, 생활 습관 등)에 대해 36~37개의 짧은 질문에 답합니다. 10분 정도 걸립니다.',
      '마음이 힘든 학생을 일찍 알아보고 학교와 지역 전문기관이 알맞은 도움을 드리기 위해서입니다. 진단이나 성적과는 관계가 없습니다.',
      '학교의 담당 선생님과 학교를 돕는 정신건강 학교지원센터 담당자가 학생을 돕기 위해 결과를 봅니다. 사업을 관리하는 교육청과 교육부는 이름 없이 관리번호로만 된 기록을 볼 수 있습니다. 다른 곳에는 알리지 않으며, 응답한 분에게는 점수 대신 쉬운 안내가 보입니다.',
      '아래 "동의하지 않습니다"를 누르면 됩니다. 동의하지 않아도 자녀에게 어떤 불이익도 없습니다. 궁금한 점은 학교에 문의해 주세요.',
    ),
  },
  [RespondentType.STUDENT]: {
    title: '마음건강 간편검사 참여 동의',
    intro: '보호자께서 동의하셨고, 이제 학생 본인의 동의를 부탁해요. 아래 내용을 읽고 참여할지 골라 주세요.',
    sections: sections(
      '요즘 나의 마음 상태(기분, 걱정, 친구 관계, 생활 등)에 대한 짧은 질문 36개에 답해요. 10분 정도 걸려요.',
      '마음이 힘든 친구를 일찍 알아보고 학교와 전문가가 알맞게 도와주기 위해서예요. 성적과는 아무 관계가 없어요.',
      '결과는 나를 돕기 위해 학교 담당 선생님과 학교를 돕는 정신건강 학교지원센터 선생님이 봐요. 교육청과 교육부는 이름 없이 관리번호만 있는 기록을 볼 수 있어요. 친구들이나 다른 곳에는 알리지 않아요.',
      '아래 "동의하지 않습니다"를 누르면 돼요. 동의하지 않아도 아무런 불이익이 없어요.',
    ),
  },
};

/** The wording as the one text kept with a decision: title, introduction, then each section's heading and text. */
export const consentText = (who: RespondentType): string => {
  const w = CONSENT_WORDING[who];
  return [w.title, w.intro, ...w.sections.map((s) => `${s.title}\n${s.text}`)].join('\n\n');
};

/** The kept text back into title, introduction and sections (the copy's headings); a paragraph without a heading stays one. */
export function consentSections(text: string): { title?: string; text: string }[] {
  return text.split('\n\n').map((block) => {
    const [first, ...rest] = block.split('\n');
    return rest.length ? { title: first, text: rest.join('\n') } : { text: first };
  });
}

