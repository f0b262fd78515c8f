import type { Module } from '../../platform/module.js';

/**
 * The scoring core (core.ts: instrument, norm-set format, interpretations, scoring, crisis rule; pure, no I/O) and
 * its codes as GraphQL enums (scoring.enums.ts). No tables, calls or jobs: the modules above build on it.
 */
export const scoringModule: Module = { name: 'scoring' };
