import type { EntityManager } from '@mikro-orm/postgresql';
import { Menu, UserRole } from '../modules/account/role.entity.js';
import { EducationOffice } from '../modules/organization/education-office.entity.js';
import { Sgg, Sido } from '../modules/region/region.entity.js';
import { seedScoringReference } from '../modules/norm-set/norm-set.service.js';
import { seedRetentionRules } from '../modules/retention/retention.service.js';
import { seedForms } from './forms.js';
import { MENUS, ROLES } from './menus.js';
import regionData from './data/regions.json' with { type: 'json' };

interface RegionFile {
  sido: { code: string; name: string; shortName: string; office: { code: string; name: string }; sgg: { code: string; name: string }[] }[];
}

const regions = (): RegionFile => regionData as RegionFile;

/**
 * Reference data every installation needs: 17 시도 and their 시군구, the 17 education offices, the menu ids,
 * the roles and the questionnaire forms. Idempotent: names and paths are brought up to date; a role's permissions
 * are set when the role is first created (plus menus added later, once), so an administrator's edits survive;
 * a form is created once, then edited on /auth/forms.
 */
export async function seedReference(em: EntityManager): Promise<void> {
  await em.transactional(async (tx) => {
    const data = regions();
    for (const s of data.sido) {
      await tx.upsert(Sido, { code: s.code, name: s.name, shortName: s.shortName });
      await tx.upsert(EducationOffice, { id: s.office.code, name: s.office.name, sdCode: s.code });
      if (s.sgg.length) await tx.upsertMany(Sgg, s.sgg.map((g) => ({ code: g.code, name: g.name, sdCode: s.code })));
    }
    const knownMenus = new Set((await tx.find(Menu, {})).map((m) => m.id));
    for (const [i, m] of MENUS.entries()) await tx.upsert(Menu, { ...m, sortOrder: i + 1 });
    const existing = new Map((await tx.find(UserRole, {}, { populate: ['menus'] })).map((r) => [r.id, r]));
    for (const [i, r] of ROLES.entries()) {
      const role = existing.get(r.id);
      if (role) {
        // a menu added since the role was created: granted once, by default, to the roles that have it by default
        // (an installation that had roles before the menu existed; later edits on the permission screen stand)
        if (knownMenus.size) for (const id of r.permissions) if (!knownMenus.has(id)) role.menus.add(tx.getReference(Menu, id));
        continue;
      }
      const created = tx.create(UserRole, { id: r.id, name: r.name, selfApproved: r.selfApproved, sortOrder: i + 1 });
      created.menus.set(r.permissions.map((id) => tx.getReference(Menu, id)));
    }
    await seedScoringReference(tx);
    await seedForms(tx);
    await seedRetentionRules(tx);
  });
}
