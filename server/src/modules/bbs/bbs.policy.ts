import type { UserPrincipal } from '../../platform/auth/principal.js';
import { RoleCode } from '../../platform/auth/roles.js';
import { part, type Sql } from '../../platform/db/read.js';
import { BbsType } from './bbs.entity.js';
import { MENU, type MenuId } from '../../platform/auth/menus.js';

/** The menu id of each board (SPEC §2): reading and writing a board asks for it. */
export const BBS_MENU: Record<BbsType, MenuId> = {
  [BbsType.NOTICE]: MENU.NOTICE,
  [BbsType.DATA]: MENU.DATA,
  [BbsType.BOARD]: MENU.BOARD,
  [BbsType.CENTER_FAQ]: MENU.CENTER_FAQ,
  [BbsType.FAQ]: MENU.FAQ,
  [BbsType.SIMPLE_EVALUATION_FAQ]: MENU.SIMPLE_EVALUATION_FAQ,
};
export const BBS_MENUS = Object.values(BBS_MENU);

const ADMINS: RoleCode[] = [RoleCode.SYSTEM_ADMIN, RoleCode.CENTRAL_SUPPORT_GROUP];
const CENTER_STAFF: RoleCode[] = [RoleCode.CENTER_MANAGER, RoleCode.CENTER_MEMBER];

/**
 * Who writes which board, beyond holding its menu (docs/PERMISSIONS.md "Boards"): notices are the administrators';
 * the data room is the administrators' and the center managers'; the center FAQ is the center staff's questions to
 * the administrators; the board and the two FAQs (questions that an administrator answers) are open to everyone who
 * holds their menu.
 */
const WRITERS: Record<BbsType, RoleCode[] | 'menu'> = {
  [BbsType.NOTICE]: ADMINS,
  [BbsType.DATA]: [...ADMINS, RoleCode.CENTER_MANAGER],
  [BbsType.BOARD]: 'menu',
  [BbsType.CENTER_FAQ]: [...ADMINS, ...CENTER_STAFF],
  [BbsType.FAQ]: 'menu',
  [BbsType.SIMPLE_EVALUATION_FAQ]: 'menu',
};

/** What a rule needs of a post. */
export interface BbsFacts {
  type: BbsType;
  authorId: number;
  centerId?: number;
  isPrivate: string;
  viewTarget: string[];
  deleted: boolean;
}

const isAdmin = (p: UserPrincipal) => ADMINS.includes(p.role);
const holdsMenu = (p: UserPrincipal, type: BbsType) => p.permissions.includes(BBS_MENU[type]);
const isAuthor = (p: UserPrincipal, b: BbsFacts) => b.authorId === p.accountId;
/** Center staff of the post's center (a private post's colleagues; a center manager moderates them). */
const ofItsCenter = (p: UserPrincipal, b: BbsFacts) => CENTER_STAFF.includes(p.role) && !!p.centerId && b.centerId === p.centerId;
const managesItsCenter = (p: UserPrincipal, b: BbsFacts) => p.role === RoleCode.CENTER_MANAGER && ofItsCenter(p, b);

export const bbsPolicy = {
  isAdmin,
  /** SPEC: a private post is read by its author, the author's center staff and the administrators; viewTarget narrows a public one. */
  read(p: UserPrincipal, b: BbsFacts): boolean {
    if (!holdsMenu(p, b.type)) return false;
    if (b.deleted) return bbsPolicy.restore(p, b);
    if (isAdmin(p) || isAuthor(p, b)) return true;
    if (b.isPrivate === 'Y' && !ofItsCenter(p, b)) return false;
    return b.viewTarget.length === 0 || b.viewTarget.includes(p.role);
  },
  write(p: UserPrincipal, type: BbsType): boolean {
    if (!holdsMenu(p, type)) return false;
    const w = WRITERS[type];
    return w === 'menu' || w.includes(p.role);
  },
  /** The author edits while still a writer of the board; an administrator edits any post. */
  update(p: UserPrincipal, b: BbsFacts): boolean {
    return !b.deleted && holdsMenu(p, b.type) && (isAdmin(p) || (isAuthor(p, b) && bbsPolicy.write(p, b.type)));
  },
  /** The Q&A answer: administrators. */
  answer(p: UserPrincipal, b: BbsFacts): boolean {
    return !b.deleted && holdsMenu(p, b.type) && isAdmin(p);
  },
  /** Soft delete: the author, the center manager of the post's center, an administrator. */
  delete(p: UserPrincipal, b: BbsFacts): boolean {
    return !b.deleted && holdsMenu(p, b.type) && (isAdmin(p) || isAuthor(p, b) || managesItsCenter(p, b));
  },
  /** Restore (and see deleted posts): an administrator, or the center manager of the post's center. */
  restore(p: UserPrincipal, b: BbsFacts): boolean {
    return b.deleted && holdsMenu(p, b.type) && (isAdmin(p) || managesItsCenter(p, b));
  },
  /** Delete for good: administrators only. */
  purge(p: UserPrincipal, b: BbsFacts): boolean {
    return holdsMenu(p, b.type) && isAdmin(p);
  },
  /** May list a board's deleted posts (an administrator: all; a center manager: its center's). */
  seeDeleted(p: UserPrincipal, type: BbsType): boolean {
    return holdsMenu(p, type) && (isAdmin(p) || p.role === RoleCode.CENTER_MANAGER);
  },
  /** Pinned for everyone (centralFixation) and for the screening's users (simpleEvaluationFixation): administrators. */
  setCentralFixation: (p: UserPrincipal) => isAdmin(p),
  setSimpleEvaluationFixation: (p: UserPrincipal) => isAdmin(p),
  /** Pinned for one center's staff: that center's manager (on its center's posts) or an administrator. */
  setCenterFixation(p: UserPrincipal, b: { centerId?: number }): boolean {
    return isAdmin(p) || (p.role === RoleCode.CENTER_MANAGER && !!p.centerId && b.centerId === p.centerId);
  },
  /** Replies: whoever reads the post writes one; its author or an administrator edits or deletes it. */
  reply: (p: UserPrincipal, b: BbsFacts) => !b.deleted && bbsPolicy.read(p, b),
  changeReply: (p: UserPrincipal, reply: { authorId: number }) => isAdmin(p) || reply.authorId === p.accountId,
};

/**
 * bbsPolicy.read for a live post as one SQL condition on the post (alias `alias`), for the board's list (the board's
 * menu is checked before); test/policy-scope.test.ts checks the two agree for every role.
 */
export function bbsReadable(p: UserPrincipal, alias: string): Sql {
  if (isAdmin(p)) return part('true');
  const colleagues = p.centerId && CENTER_STAFF.includes(p.role) ? part(`${alias}.center_id = ?`, p.centerId) : part('false');
  return part(
    `${alias}.author_id = ? or ((${alias}.is_private = 'N' or ${colleagues.text}) and (cardinality(${alias}.view_target) = 0 or ? = any(${alias}.view_target)))`,
    p.accountId,
    ...colleagues.values,
    p.role,
  );
}
