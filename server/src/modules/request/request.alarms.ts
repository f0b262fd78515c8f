import type { EntityManager } from '@mikro-orm/postgresql';
import { RoleCode } from '../../platform/auth/roles.js';
import { notifyAffiliated, type AlarmMessage } from '../alarm/alarm.service.js';
import type { Request } from './request.entity.js';

// ---- alarms ------------------------------------------------------------------------------------------------------
// Alarms name no student: a title and a link to the record, which the recipient opens with their own rights.

export const links = {
  requester: (id: number) => `/auth/request-hist/detail/${id}`,
  center: (id: number) => `/auth/request-hist/admin/detail/${id}`,
  case: (id: number) => `/auth/case-management/detail/${id}`,
};

/** To the staff of the request's center (manager and members). */
export const toCenter = (em: EntityManager, r: Request, msg: AlarmMessage) =>
  r.center ? notifyAffiliated(em, { centerIds: [r.center.id], centerRoles: [RoleCode.CENTER_MANAGER, RoleCode.CENTER_MEMBER] }, msg) : Promise.resolve(0);

/**
 * To the requester's side: the school staff (MEMBER) of the request's school, who see every request of the school,
 * and the requester itself (a CLIENT who filed it sees its own requests only).
 */
export const toRequester = (em: EntityManager, r: Request, msg: AlarmMessage) =>
  notifyAffiliated(em, { schoolId: r.school.id, schoolRoles: [RoleCode.MEMBER], accountIds: [r.requester.id] }, msg);
