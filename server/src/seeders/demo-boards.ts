import type { EntityManager } from '@mikro-orm/postgresql';
import { Account } from '../modules/account/account.entity.js';
import { principalOf } from '../modules/account/account.service.js';
import { Bbs, BbsType } from '../modules/bbs/bbs.entity.js';
import type { BbsInput } from '../modules/bbs/bbs.inputs.js';
import { createReply } from '../modules/bbs/bbs.replies.js';
import { answerBbs, createBbs } from '../modules/bbs/bbs.service.js';
import type { Config } from '../platform/config.js';
import type { Ctx } from '../platform/context.js';

/**
 * A few posts on every board, written through the board service by the demo people (so their alarms exist too): a
 * notice pinned for everyone, a data-room post the Seoul center pins for its staff, a teacher's post with a reply,
 * and private questions with the administrator's answer (the center member's on the center FAQ: the Suwon center
 * does not see it). Only when no post exists yet, in one transaction.
 */
export async function seedDemoBoards(em: EntityManager, config: Config): Promise<boolean> {
  if (await em.count(Bbs, {})) return false;
  if (!(await em.count(Account, { loginId: 'admin' }))) return false;
  await em.transactional(async (tx) => {
    const as = async (loginId: string): Promise<Ctx> => ({ em: tx, config, principal: await principalOf(tx, await tx.findOneOrFail(Account, { loginId })) });
    const admin = await as('admin');
    const manager = await as('manager');
    const center = await as('center');
    const member = await as('member');
    const post = async (ctx: Ctx, input: Partial<BbsInput> & Pick<BbsInput, 'type' | 'title' | 'content'>) => (await createBbs(ctx, input as BbsInput)).id;

    await post(admin, { type: BbsType.NOTICE, isPrivate: 'N', title: '2026학년도 학교 정신건강 전문가 지원 사업 안내', content: '<p>올해 사업 일정과 신청 방법을 안내합니다.</p><ul><li>1학기 간편검사: 3월~5월</li><li>2학기 간편검사: 9월~11월</li></ul>' });
    await post(admin, { type: BbsType.NOTICE, isPrivate: 'N', centralFixation: 'Y', title: '[필독] 개인정보 보호 수칙', content: '<p>학생 정보는 <strong>업무 목적</strong>으로만 열람하고, 내려받은 파일은 사용 후 지워주세요.</p>' });
    await post(admin, { type: BbsType.NOTICE, isPrivate: 'N', viewTarget: ['CENTER_MANAGER', 'CENTER_MEMBER'] as BbsInput['viewTarget'], title: '센터 실무자 보수교육 일정', content: '<p>센터 실무자 대상 보수교육을 다음 달 둘째 주에 진행합니다.</p>' });

    await post(admin, { type: BbsType.DATA, isPrivate: 'N', title: '간편검사 결과 해석 안내서', content: '<p>관심군·우선 관심군 결과를 보호자에게 안내할 때 참고하세요.</p>' });
    await post(manager, { type: BbsType.DATA, isPrivate: 'N', centerFixation: 'Y', title: '서울 중부 센터 사례회의 양식', content: '<p>센터 내부 사례회의에서 쓰는 양식입니다.</p>' });

    const board = await post(member, { type: BbsType.BOARD, isPrivate: 'N', title: '학급 단위 마음건강 수업 자료를 나눕니다', content: '<p>지난 학기에 진행한 수업 자료를 정리했습니다.</p>' });
    await createReply(center, { bbsId: board, content: '좋은 자료 감사합니다. 센터 교육에도 참고하겠습니다.' });

    const centerQuestion = await post(center, { type: BbsType.CENTER_FAQ, title: '종결 보고서 발송 뒤 수정할 수 있나요?', content: '<p>학교로 발송한 종결 보고서에 오타가 있습니다.</p>' });
    await answerBbs(admin, centerQuestion, '<p>발송된 보고서는 학교가 보관하므로 수정할 수 없습니다. 정정 내용을 사례관리일지에 남겨주세요.</p>');

    await post(admin, { type: BbsType.FAQ, isPrivate: 'N', title: '학교 인증코드는 어디에서 확인하나요?', content: '<p>학교 관리자에게 문의하거나 <a href="https://www.example.org/help">도움말</a>을 확인하세요.</p>' });
    const question = await post(member, { type: BbsType.FAQ, title: '보호자 동의 문자가 오지 않는다고 합니다', content: '<p>보호자가 문자를 받지 못했다고 합니다. 다시 보낼 수 있나요?</p>' });
    await answerBbs(admin, question, '<p>간편검사 상세에서 동의 요청을 다시 보낼 수 있습니다. 번호를 먼저 확인해주세요.</p>');

    await post(admin, { type: BbsType.SIMPLE_EVALUATION_FAQ, isPrivate: 'N', simpleEvaluationFixation: 'Y', title: '간편검사는 몇 분 걸리나요?', content: '<p>학생 한 명당 10분 안팎입니다.</p>' });
    await post(admin, { type: BbsType.SIMPLE_EVALUATION_FAQ, isPrivate: 'N', title: '결과를 학생에게 보여줘도 되나요?', content: '<p>결과 안내는 보호자 동의 범위 안에서 해주세요.</p>' });
  });
  return true;
}
