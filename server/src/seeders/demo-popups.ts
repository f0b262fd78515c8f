import type { EntityManager } from '@mikro-orm/postgresql';
import { Account } from '../modules/account/account.entity.js';
import { principalOf } from '../modules/account/account.service.js';
import { Popup } from '../modules/popup/popup.entity.js';
import { createPopup } from '../modules/popup/popup.service.js';
import { kstDay } from '../platform/time.js';
import { RoleCode } from '../platform/auth/roles.js';
import type { Config } from '../platform/config.js';

const DAY = 86_400_000;

/**
 * One popup in use for every role, shown from a week before the seeding day for five years, written by the demo
 * administrator through the popup service. Only when there is no popup yet.
 */
export async function seedDemoPopups(em: EntityManager, config: Config): Promise<boolean> {
  if (await em.count(Popup, {})) return false;
  const admin = await em.findOne(Account, { loginId: 'admin' });
  if (!admin) return false;
  const today = new Date(`${kstDay()}T00:00:00Z`).getTime();
  const day = (offset: number) => new Date(today + offset * DAY).toISOString().slice(0, 10);
  await createPopup({ em, config, principal: await principalOf(em, admin) }, {
    title: '시연용 안내: 학생 정신건강 지원 사업 시스템 오픈',
    content: '학교 정신건강 전문가 지원 시스템이 문을 열었습니다. 공지사항과 FAQ에서 사용 방법을 확인해주세요.',
    startDate: day(-7),
    endDate: day(5 * 365),
    useYn: 'Y',
    viewTarget: Object.values(RoleCode).filter((r) => r !== RoleCode.CENTRAL_SUPPORT_GROUP),
  });
  return true;
}
