import type { Module } from '../../platform/module.js';
import { Account } from './account.entity.js';
import { RefreshToken } from './refresh-token.entity.js';
import { AbilitiesResolver, AccountAbilitiesResolver } from './account.abilities.js';
import { AccountResolver } from './account.resolver.js';
import { accountRoutes } from './account.rest.js';
import { Menu, UserRole } from './role.entity.js';

export const accountModule: Module = {
  name: 'account',
  entities: [Menu, UserRole, Account, RefreshToken],
  resolvers: [AccountResolver, AccountAbilitiesResolver, AbilitiesResolver],
  routes: accountRoutes,
};
