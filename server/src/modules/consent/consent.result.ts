import { RespondentType } from './consent.inputs.js';
import { RespondentResultLevel, type HelpLineView, type RespondentResultView } from './consent.views.js';
import { ScoreRange, type SimpleEvaluation } from '../evaluation-record/simple-evaluation.entity.js';

/**
 * What a student or guardian reads after answering: no score, percentile or group name, a calm message in plain
 * words, and where to get help. Staff read the full result (raw, T, percentile, range, interpretation) through svs-u.
 */
const HELP_LINES: HelpLineView[] = [
  { name: '자살예방 상담전화', phone: '109', description: '24시간, 누구나 무료로 이야기할 수 있어요.' },
  { name: '청소년 상담 1388', phone: '1388', description: '24시간 청소년 고민 상담 (문자 #1388, 카카오톡 상담도 있어요).' },
  { name: '정신건강 위기상담', phone: '1577-0199', description: '24시간 마음이 힘들 때 전문가와 상담할 수 있어요.' },
  { name: '긴급 신고', phone: '112 / 119', description: '지금 위험한 상황이라면 바로 전화하세요.' },
];

const SCHOOL_HELP: HelpLineView = { name: '학교 상담 선생님 (Wee클래스)', description: '학교 안에서 편하게 이야기할 수 있어요.' };

const TEXTS: Record<RespondentType, Record<RespondentResultLevel, { title: string; message: string }>> = {
  [RespondentType.STUDENT]: {
    [RespondentResultLevel.CALM]: {
      title: '응답해 주어서 고마워요',
      message: '지금은 마음 건강에 크게 걱정되는 부분이 보이지 않아요. 앞으로 힘든 일이 생기면 언제든 주변 어른이나 선생님께 이야기해 주세요.',
    },
    [RespondentResultLevel.SUPPORT]: {
      title: '응답해 주어서 고마워요',
      message: '요즘 마음이 조금 힘들 수 있어 보여요. 누구에게나 그런 때가 있어요. 학교 상담 선생님이나 믿을 수 있는 어른과 이야기해 보면 도움이 될 거예요. 학교에서 먼저 연락할 수도 있어요.',
    },
    [RespondentResultLevel.URGENT]: {
      title: '지금 많이 힘들다면, 혼자 견디지 않아도 돼요',
      message:
        '솔직하게 답해 주어서 고마워요. 지금 이 시간에도 이야기를 들어 줄 사람이 있어요. 위 번호로 전화하거나 문자하면 밤에도 주말에도 연결돼요. 학교 선생님도 곧 연락해서 함께 방법을 찾을 거예요. 지금 위험하다고 느끼면 바로 112나 119에 전화하세요.',
    },
  },
  [RespondentType.GUARDIAN]: {
    [RespondentResultLevel.CALM]: {
      title: '응답해 주셔서 감사합니다',
      message: '지금은 자녀의 마음 건강에 크게 걱정되는 부분이 보이지 않습니다. 자녀에게 힘든 일이 생기면 학교에 언제든 알려 주세요.',
    },
    [RespondentResultLevel.SUPPORT]: {
      title: '응답해 주셔서 감사합니다',
      message: '자녀가 요즘 마음이 조금 힘들 수 있어 보입니다. 자녀와 편하게 이야기를 나눠 보시고, 학교 상담 선생님과 상의하시면 도움이 됩니다. 학교에서 먼저 연락드릴 수도 있습니다.',
    },
    [RespondentResultLevel.URGENT]: {
      title: '자녀의 안전을 먼저 살펴 주세요',
      message:
        '응답 가운데 바로 살펴야 할 내용이 있습니다. 오늘은 자녀 곁에 있어 주시고, 다그치지 말고 차분히 이야기를 들어 주세요. 위 번호로 24시간 상담받으실 수 있고, 학교 선생님도 곧 연락드리겠습니다. 위험이 급하다고 느끼시면 바로 112나 119에 전화하세요.',
    },
  },
};

export function respondentLevel(e: SimpleEvaluation): RespondentResultLevel {
  // the crisis flag (crisis-rule.ts) outranks every score: a child who endorsed a crisis item never reads a calm message
  if (e.crisis) return RespondentResultLevel.URGENT;
  const scores = [...(e.result?.categories ?? []), ...(e.result ? [e.result.total] : [])];
  return scores.some((s) => s.range !== ScoreRange.GENERAL) ? RespondentResultLevel.SUPPORT : RespondentResultLevel.CALM;
}

export function respondentResult(e: SimpleEvaluation, who: RespondentType): RespondentResultView {
  const level = respondentLevel(e);
  return {
    level,
    ...TEXTS[who][level],
    // urgent: the 24-hour lines lead (the page shows them above the message), the school after them
    helpLines:
      level === RespondentResultLevel.URGENT ? [...HELP_LINES, SCHOOL_HELP] : level === RespondentResultLevel.CALM ? [SCHOOL_HELP, HELP_LINES[1]] : [SCHOOL_HELP, ...HELP_LINES],
    doneAt: e.doneAt ?? undefined,
  };
}
