import type { Module } from '../../platform/module.js';
import { Consulting } from './consulting.entity.js';
import { ConsultingAbilitiesResolver, ConsultingResolver } from './consulting.resolver.js';
import { consultingRoutes } from './consulting.rest.js';

/** Consulting records (자문 기록, menu 00010): a center's consultations with its schools, with attachments. */
export const consultingModule: Module = { name: 'consulting', entities: [Consulting], resolvers: [ConsultingResolver, ConsultingAbilitiesResolver], routes: consultingRoutes };
