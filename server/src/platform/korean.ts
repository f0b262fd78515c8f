import { josa } from 'es-hangul';

/**
 * Korean messages built from a field's name, for both sides (the client imports this file too: see phone.ts). The
 * particle is chosen by the word with es-hangul's josa (상담자를, 상담일을, 학교급으로), never written "을(를)".
 */

export type Particle = '을/를' | '이/가' | '은/는' | '와/과' | '으로/로';

/**
 * How a word ending in a digit or a Latin letter is read aloud ends, as a Hangul syllable with the same final
 * consonant (es-hangul reads only Hangul): 0 영, 1 일, 3 삼, 6 육, 7 칠, 8 팔 and L 엘, M 엠, N 엔, R 알 end in a
 * consonant (1, 7, 8, L, R in ㄹ, which takes 로), the others in a vowel.
 */
function spokenEnd(word: string): string {
  // a closing bracket or quote is not read: '주 진단 (추정)' ends as 추정 does
  const core = word.trim().replace(/[)\]}'"’”]+$/, '');
  const last = core.slice(-1).toUpperCase();
  if (/[178LR]/.test(last)) return '일';
  if (/[036MN]/.test(last)) return '영';
  if (/[0-9A-Z]/.test(last)) return '이';
  return core || word;
}

/** The word with its particle: withParticle('상담일', '을/를') = '상담일을', withParticle('문항 A10', '은/는') = '문항 A10은'. */
export const withParticle = (word: string, particle: Particle): string => word + josa.pick(spokenEnd(word), particle);

/** "<label>을(를) 입력해주세요." with the particle the word takes; `verb` '선택' for choices. */
export const requiredMessage = (label: string, verb: '입력' | '선택' = '입력'): string => `${withParticle(label, '을/를')} ${verb}해주세요.`;

/** "<label> 형식이 맞지 않습니다." for a value given but malformed (SPEC §5). */
export const malformedMessage = (label: string): string => `${label} 형식이 맞지 않습니다.`;

/** "<label>이(가) 허용된 길이를 넘었습니다." */
export const tooLongMessage = (label: string): string => `${withParticle(label, '이/가')} 허용된 길이를 넘었습니다.`;
