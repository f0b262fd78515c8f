/**
 * The case questionnaires' phone pages (SDQ-KR, satisfaction assessment): Korean only, like the student's consent
 * page. They are the case's own questionnaires, sent by the center to people it already talks with in Korean, and the
 * SDQ-KR's licensed wording exists here only in the Korean an administrator loaded; so there is no language choice.
 * The phone check and the questionnaire's frame use the entry's Korean texts (texts/ko.ts).
 */
export const caseKo = {
  sdqTitle: '강점·난점 설문 (SDQ-KR)',
  satisfactionTitle: '서비스 만족도 평가',
  satisfactionIntro: '센터의 도움을 받은 경험을 알려 주세요. 표시(*)한 문항만 꼭 답해 주시면 됩니다.',
  chooseOne: '하나를 골라 주세요.',
  enterText: '내용을 입력해 주세요.',
  missing: '꼭 답해야 하는 문항 {{count}}개가 비어 있어요. 표시된 문항을 확인해 주세요.',
  choosePlaceholder: '선택해 주세요',
  submitted: '응답을 제출했습니다. 참여해 주셔서 고맙습니다.',
  cannotChange: '제출한 응답은 바꿀 수 없어요. 고칠 내용이 있으면 센터 담당자에게 알려 주세요.',
};
