/**
 * What the server answers when a record of a case is saved, in SPEC §8's words ("Evaluation messages"), one rule
 * for every record and questionnaire of a case: a draft (isDone N) is 저장, a submission (isDone Y) 완료, a delete
 * 삭제, a link sent 전송. The records that answer their view rather than a message (record-kit.ts) leave the words to
 * the client, which follows the same rule (client features/case/record/labels.ts).
 */
export const recordMessages = {
  draft: '저장 되었습니다.',
  submitted: '완료되었습니다.',
  deleted: '삭제되었습니다.',
  sent: '전송 되었습니다.',
};

/** The message of a save: 완료 for a submission, 저장 for a draft. */
export const savedMessage = (isDone: 'Y' | 'N' | undefined): string => (isDone === 'Y' ? recordMessages.submitted : recordMessages.draft);
