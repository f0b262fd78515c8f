import type { Module } from '../../platform/module.js';
import { AuthResolver } from './auth.resolver.js';
import { authRoutes } from './auth.rest.js';

export const authModule: Module = {
  name: 'auth',
  resolvers: [AuthResolver],
  routes: authRoutes,
};
