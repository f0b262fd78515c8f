import { TEST_TYPE_CHOICES } from './case-types.js';
import type { ChoiceLists } from './choices.js';

/**
 * CGI (Clinical Global Impression; public domain, DOMAIN.md): the two tests and the seven levels of each scale, in
 * our own Korean wording. CGI-I 0 means the improvement was not assessed.
 */
export const cgiChoices: ChoiceLists = {
  cgiTestType: TEST_TYPE_CHOICES,
  cgiS: [
    { code: '1', label: '1 정상, 아프지 않음' },
    { code: '2', label: '2 경계 수준' },
    { code: '3', label: '3 경도' },
    { code: '4', label: '4 중등도' },
    { code: '5', label: '5 뚜렷함' },
    { code: '6', label: '6 심함' },
    { code: '7', label: '7 가장 심한 수준' },
  ],
  cgiI: [
    { code: '0', label: '0 평가하지 않음' },
    { code: '1', label: '1 매우 많이 좋아짐' },
    { code: '2', label: '2 많이 좋아짐' },
    { code: '3', label: '3 조금 좋아짐' },
    { code: '4', label: '4 변화 없음' },
    { code: '5', label: '5 조금 나빠짐' },
    { code: '6', label: '6 많이 나빠짐' },
    { code: '7', label: '7 매우 많이 나빠짐' },
  ],
};
