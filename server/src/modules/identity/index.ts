import type { Module } from '../../platform/module.js';
import { localKmcertPages } from './identity.dev.js';
import { EpkiChallenge, PhoneVerification } from './identity.entity.js';
import { IdentityResolver } from './identity.resolver.js';
import { identityRoutes } from './identity.rest.js';

export const identityModule: Module = {
  name: 'identity',
  entities: [PhoneVerification, EpkiChallenge],
  resolvers: [IdentityResolver],
  routes: identityRoutes,
  // the local phone driver's stand-in for KMC's page, only with the demo switch (docs/OPERATIONS.md)
  mount(app, orm, config) {
    if (config.devMailbox && config.identityDriver === 'local') app.use('/app/dev/kmcert', localKmcertPages(orm, config));
  },
};
