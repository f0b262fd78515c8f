import type { Module } from '../../platform/module.js';
import { RefreshToken } from './auth.entity.js';
import { AuthResolver } from './auth.resolver.js';
import { authRoutes } from './auth.rest.js';

export const authModule: Module = {
  name: 'auth',
  entities: [RefreshToken],
  resolvers: [AuthResolver],
  routes: authRoutes,
};
