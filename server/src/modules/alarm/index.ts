import type { Module } from '../../platform/module.js';
import { AlarmHistory } from './alarm.entity.js';
import { AlarmResolver } from './alarm.resolver.js';
import { alarmRoutes } from './alarm.rest.js';
import { ALARM_TOPIC, alarmStreamEvents } from './alarm.service.js';

export const alarmModule: Module = {
  name: 'alarm',
  entities: [AlarmHistory],
  resolvers: [AlarmResolver],
  routes: alarmRoutes,
  streams: [{ topic: ALARM_TOPIC, load: alarmStreamEvents }],
};
