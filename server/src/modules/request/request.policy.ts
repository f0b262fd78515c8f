import type { UserPrincipal } from '../../platform/auth/principal.js';
import { RoleCode } from '../../platform/auth/roles.js';
import { can, RequestStatus, type ProgressStep } from './request.lifecycle.js';

/**
 * Who may do what to a request (SPEC §6), as pure functions of the caller and the record; the lifecycle
 * (request.lifecycle.ts) says separately whether the action is legal in the record's state. Reading is
 * jurisdiction (request.scope.ts): a CLIENT its own requests, school staff their school's, center staff their
 * jurisdiction's, an education office its 시도, the ministry and administrators all.
 *
 * - The requester's side (a MEMBER of the request's school, or the CLIENT who filed it) files, edits and re-files
 *   after a supplement request, cancels, and deletes before approval.
 * - The center manager (and the system administrator) approves, asks for a supplement and assigns the case manager.
 * - Center staff (manager and members) and the system administrator run the case: steps, closing, closing report.
 * - Education offices and the ministry only read.
 * - A draft (임시저장) is its author's alone: only the author, still a school user who may file, saves it again, files
 *   it or deletes it (nobody else reaches it at all: request.scope.ts scopeSql).
 */
export interface RequestFacts {
  schoolId: string;
  requesterId: number;
  status: RequestStatus;
  progressStep?: ProgressStep | null;
}

const isAdmin = (p: UserPrincipal) => p.role === RoleCode.SYSTEM_ADMIN;

/** A school user who files: MEMBER of a school, or CLIENT with a verified school code. */
const filer = (p: UserPrincipal) =>
  !!p.schoolId && (p.role === RoleCode.MEMBER || (p.role === RoleCode.CLIENT && p.authenticationCodeStatus === 'Y'));

const requesterSide = (p: UserPrincipal, r: RequestFacts) =>
  filer(p) && p.schoolId === r.schoolId && (p.role === RoleCode.MEMBER || p.accountId === r.requesterId);

const isDraft = (r: RequestFacts) => r.status === RequestStatus.DRAFT;
const author = (p: UserPrincipal, r: RequestFacts) => filer(p) && p.schoolId === r.schoolId && p.accountId === r.requesterId;

const decides = (p: UserPrincipal) => p.role === RoleCode.CENTER_MANAGER || isAdmin(p);
const runsCases = (p: UserPrincipal) => p.role === RoleCode.CENTER_MANAGER || p.role === RoleCode.CENTER_MEMBER || isAdmin(p);

/** Before approval the requester may withdraw a request entirely; a case is deleted only by an administrator. */
const PRE_APPROVAL: ReadonlySet<RequestStatus> = new Set([RequestStatus.REQUESTED, RequestStatus.REJECTED, RequestStatus.CANCELLED]);

export const requestPolicy = {
  file: filer,
  edit: requesterSide,
  /** Saving a draft again, or filing it: its author. */
  editDraft: author,
  cancel: requesterSide,
  decide: (p: UserPrincipal) => decides(p),
  runCase: (p: UserPrincipal) => runsCases(p),
  /** The list of staff a case manager is chosen from. */
  listManagers: (p: UserPrincipal) => decides(p),
  delete: (p: UserPrincipal, r: RequestFacts) => (isDraft(r) ? author(p, r) : isAdmin(p) || requesterSide(p, r)),
  /** Deleting is legal for the requester only before approval (a 409 otherwise); an administrator always. */
  deleteLegal: (p: UserPrincipal, r: RequestFacts) => isAdmin(p) || PRE_APPROVAL.has(r.status),
  abilities: (p: UserPrincipal, r: RequestFacts) => ({
    edit: (requesterSide(p, r) && can('resubmit', r)) || (author(p, r) && can('saveDraft', r)),
    cancel: requesterSide(p, r) && can('cancel', r),
    approve: decides(p) && can('approve', r),
    reject: decides(p) && can('reject', r),
    assignManager: decides(p) && can('assignManager', r),
    changeProgressStep: runsCases(p) && can('changeStep', r),
    completeClosing: runsCases(p) && can('completeClosing', r),
    sendClosingReport: runsCases(p) && can('sendClosingReport', r),
    delete: isDraft(r) ? author(p, r) : (isAdmin(p) || requesterSide(p, r)) && (isAdmin(p) || PRE_APPROVAL.has(r.status)),
  }),
};
