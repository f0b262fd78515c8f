import type { Module } from '../../platform/module.js';
import { Bbs, BbsReply } from './bbs.entity.js';
import { BbsAbilitiesResolver, BbsResolver } from './bbs.resolver.js';
import { bbsRoutes } from './bbs.rest.js';

/** The six boards (SPEC §2 "Boards"): posts with sanitised rich text, replies, pinning, soft delete and restore. */
export const bbsModule: Module = { name: 'bbs', entities: [Bbs, BbsReply], resolvers: [BbsResolver, BbsAbilitiesResolver], routes: bbsRoutes };
