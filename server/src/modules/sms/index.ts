import type { Module } from '../../platform/module.js';
import { SmsResolver } from './sms.resolver.js';
import { smsRoutes } from './sms.rest.js';

/** The SMS send history (menu 00022). The outbox itself (entity, enqueueSms, relay, drivers) is platform/sms*.ts. */
export const smsModule: Module = { name: 'sms', resolvers: [SmsResolver], routes: smsRoutes };
