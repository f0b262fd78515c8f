import type { Module } from '../../platform/module.js';
import { Center } from './center.entity.js';
import { EducationOffice } from './education-office.entity.js';
import { CenterAbilitiesResolver, OrganizationAbilitiesResolver, SchoolAbilitiesResolver } from './organization.abilities.js';
import { OrganizationResolver, SchoolFieldsResolver } from './organization.resolver.js';
import { organizationRoutes } from './organization.rest.js';
import { School, SchoolAuthenticationCode } from './school.entity.js';

export const organizationModule: Module = {
  name: 'organization',
  entities: [EducationOffice, School, SchoolAuthenticationCode, Center],
  resolvers: [OrganizationResolver, SchoolFieldsResolver, SchoolAbilitiesResolver, CenterAbilitiesResolver, OrganizationAbilitiesResolver],
  routes: organizationRoutes,
};
