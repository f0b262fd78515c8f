import type { EntityManager } from '@mikro-orm/postgresql';
import { Account } from '../modules/account/account.entity.js';
import { principalOf } from '../modules/account/account.service.js';
import { ConsultingCategory, ConsultingManager, ConsultingType, Consulting } from '../modules/consulting/consulting.entity.js';
import { createConsulting } from '../modules/consulting/consulting.service.js';
import { checkFiles, stageFiles } from '../platform/attachment/attachment.service.js';
import type { Config } from '../platform/config.js';
import type { Ctx } from '../platform/context.js';
import { kstDay } from '../platform/time.js';

/** Made-up consulting records (시연용) of the demo center 서울 중부 with its schools, one with an attached note. */
export async function seedDemoConsulting(em: EntityManager, config: Config): Promise<boolean> {
  if (await em.count(Consulting, {})) return false;
  const account = await em.findOne(Account, { loginId: 'center' });
  if (!account) return false;
  const ctx: Ctx = { em: em.fork(), config, principal: await principalOf(em, account) };
  const day = (daysAgo: number) => kstDay(new Date(Date.now() - daysAgo * 86_400_000));
  const note = Buffer.from('시연용 자문 안내 자료입니다.\n1. 위기 학생 선별 절차\n2. 보호자 연락 원칙\n');
  const [file] = await stageFiles(ctx.em, config, ctx.principal as never, await checkFiles([{ field: 'files', fileName: '자문 안내 자료(시연용).txt', bytes: note }]));
  await createConsulting(ctx, {
    schoolId: '7000001',
    consultingDate: day(20),
    category: ConsultingCategory.LECTURE,
    type: ConsultingType.VISIT,
    manager: ConsultingManager.MENTAL_HEALTH_MANAGER,
    participantsCount: 24,
    title: '교직원 대상 학생 정신건강 이해 연수',
    content: '담임 교사 대상으로 위기 학생의 초기 신호와 의뢰 절차를 안내함. (시연용)',
    laterPlanContent: '2학기 초 후속 연수 예정',
    fileIds: [file.id],
  });
  await createConsulting(ctx, {
    schoolId: '7000002',
    consultingDate: day(7),
    category: ConsultingCategory.ADVICE,
    type: ConsultingType.PHONE,
    manager: ConsultingManager.CENTER_MANAGER,
    participantsCount: 2,
    title: '학부모 상담 운영 자문',
    content: '보건 교사와 전화로 학부모 상담 시 유의점을 협의함. (시연용)',
  });
  await createConsulting(ctx, {
    schoolId: '7000001',
    consultingDate: day(2),
    category: ConsultingCategory.ETC,
    categoryEtc: '학교 내 위기 대응 회의 참관',
    type: ConsultingType.ETC,
    typeEtc: '화상 회의',
    manager: ConsultingManager.ETC,
    managerEtc: '센터 임상심리사',
    title: '위기 대응 회의 참관 및 의견 제시',
    content: '학교 위기관리위원회 회의에 참관하여 의견을 제시함. (시연용)',
  });
  return true;
}
