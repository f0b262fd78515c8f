import type { EntityManager } from '@mikro-orm/postgresql';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { sql } from '../../platform/db/sql.js';

/**
 * The center responsible for a school's records (simple evaluations, requests): the caller's own center when it
 * covers the school, else the center that names the school in its list, else one whose 시군구 includes it (lowest
 * id), else none. Deleted centers never are.
 */
export async function responsibleCenter(em: EntityManager, p: UserPrincipal | undefined, school: { id: string; sggCode: string }): Promise<number | undefined> {
  const rows = await sql<{ center_id: number }[]>(
    em,
    `select x.center_id from (
       select cs.center_id, 0 as pri from center_jurisdiction_school cs where cs.school_id = ?
       union all
       select cl.center_id, 1 from center_jurisdiction_local cl where cl.sgg_code = ?
     ) x join center c on c.id = x.center_id and not c.deleted
     order by (x.center_id = ?) desc, x.pri, x.center_id limit 1`,
    [school.id, school.sggCode, p?.centerId ?? -1],
  );
  return rows[0]?.center_id;
}
