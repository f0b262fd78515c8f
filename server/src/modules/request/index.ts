import type { Module } from '../../platform/module.js';
import { Request } from './request.entity.js';

export const requestModule: Module = {
  name: 'request',
  entities: [Request],
  resolvers: [],
  routes: [],
};
