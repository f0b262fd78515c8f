import type { Module } from '../../platform/module.js';
import { ConsentResolver } from './consent.resolver.js';
import { consentRoutes } from './consent.rest.js';

/** Consent and answer links of simple evaluations: staff send them, guardians and students prove the phone and answer. */
export const consentModule: Module = {
  name: 'consent',
  resolvers: [ConsentResolver],
  routes: consentRoutes,
};
