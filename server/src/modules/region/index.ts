import type { Module } from '../../platform/module.js';
import { Sgg, Sido } from './region.entity.js';

export const regionModule: Module = { name: 'region', entities: [Sido, Sgg] };
