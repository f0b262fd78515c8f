import type { EntityManager } from '@mikro-orm/postgresql';
import { Menu, UserRole } from '../modules/account/role.entity.js';
import { EducationOffice } from '../modules/organization/education-office.entity.js';
import { Sgg, Sido } from '../modules/region/region.entity.js';
import { seedScoringReference } from '../modules/simple-evaluation/norm-set.service.js';
import { MENUS, ROLES } from './menus.js';
import regionData from './data/regions.json' with { type: 'json' };

interface RegionFile {
  sido: { code: string; name: string; shortName: string; office: { code: string; name: string }; sgg: { code: string; name: string }[] }[];
}

const regions = (): RegionFile => regionData as RegionFile;

/**
 * Reference data every installation needs: 17 시도 and their 시군구, the 17 education offices, the menu ids and
 * the roles. Idempotent: names and paths are brought up to date; a role's permissions are only set when the role
 * is first created, so an administrator's edits survive.
 */
export async function seedReference(em: EntityManager): Promise<void> {
  await em.transactional(async (tx) => {
    const data = regions();
    for (const s of data.sido) {
      await tx.upsert(Sido, { code: s.code, name: s.name, shortName: s.shortName });
      await tx.upsert(EducationOffice, { id: s.office.code, name: s.office.name, sdCode: s.code });
      if (s.sgg.length) await tx.upsertMany(Sgg, s.sgg.map((g) => ({ code: g.code, name: g.name, sdCode: s.code })));
    }
    for (const [i, m] of MENUS.entries()) await tx.upsert(Menu, { ...m, sortOrder: i + 1 });
    const existing = new Set((await tx.find(UserRole, {})).map((r) => r.id));
    for (const [i, r] of ROLES.entries()) {
      if (existing.has(r.id)) continue;
      const role = tx.create(UserRole, { id: r.id, name: r.name, selfApproved: r.selfApproved, sortOrder: i + 1 });
      role.menus.set(r.permissions.map((id) => tx.getReference(Menu, id)));
    }
    await seedScoringReference(tx);
  });
}
