import type { Module } from '../../platform/module.js';
import { AddressResolver } from './address.resolver.js';

/** 우편번호 찾기 for signed-in users, over the configured address provider (platform/address/). */
export const addressModule: Module = { name: 'address', resolvers: [AddressResolver] };
