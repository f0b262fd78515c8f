import type { AccessAction } from '../../gql/graphql';
import { ACTION_NAMES, ACTOR_NAMES } from '../../../../server/src/platform/access-names';
import { roleName } from '../../shared/roles';

/** The server's own words (server/src/platform/access-names.ts), as its Excel export writes them. */
export const ACTION_LABELS: Record<AccessAction, string> = ACTION_NAMES;

export const ACTION_OPTIONS = (Object.keys(ACTION_LABELS) as AccessAction[]).map((value) => ({ value, label: ACTION_LABELS[value] }));

export const isAccessAction = (v: string | undefined): v is AccessAction => !!v && v in ACTION_LABELS;

export const ACTOR_LABELS = ACTOR_NAMES;

const RESPONDENT_LABELS: Record<string, string> = { GUARDIAN: '보호자', STUDENT: '학생' };

/**
 * Who accessed: a signed-in user by login id and role; a respondent (a guardian or student with no account, proven
 * by the phone check) by who answers for which record — the server writes the record as loginId `kind:id` and the
 * respondent as role. `subjects`: the record kinds' labels, as the server declares them (accessLogSubjects).
 */
export function actorLabel(r: { actorType: string; loginId?: string | null; role?: string | null }, subjects: ReadonlyMap<string, string>): string {
  if (r.actorType === 'respondent') {
    const [kind, id] = (r.loginId ?? '').split(':');
    const record = kind ? ` (${subjects.get(kind) ?? kind}${id ? ` ${id}` : ''})` : '';
    return `${(r.role && RESPONDENT_LABELS[r.role]) || ''} 응답자${record}`.trim();
  }
  // another system's service client (docs/INTEGRATION.md): its client id, said to be one
  if (r.actorType === 'service') return `${r.loginId ?? ''} (${ACTOR_LABELS.service})`.trim();
  if (r.loginId) return `${r.loginId}${r.role ? ` (${roleName(r.role)})` : ''}`;
  return ACTOR_LABELS[r.actorType] ?? r.actorType;
}

/** 2026-11-23 … YYYYMMDDHHmmss for the downloaded file's name. */
export const fileStamp = (d = new Date()) => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
};
