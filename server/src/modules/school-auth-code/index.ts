import type { Module } from '../../platform/module.js';
import { SchoolAuthCodeResolver } from './school-auth-code.resolver.js';
import { schoolAuthCodeRoutes } from './school-auth-code.rest.js';

/** 학교 인증코드 (menu 00018): the screen and calls over a school's authentication code; the table is organization's. */
export const schoolAuthCodeModule: Module = {
  name: 'school-auth-code',
  resolvers: [SchoolAuthCodeResolver],
  routes: schoolAuthCodeRoutes,
};
