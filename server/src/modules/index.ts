import { attachmentModule } from '../platform/attachment/index.js';
import { platformEntities } from '../platform/db/entities.js';
import { addExamples } from '../platform/http/openapi.js';
import type { Module } from '../platform/module.js';
import { accessLogModule } from './access-log/index.js';
import { addressModule } from './address/index.js';
import { accountModule } from './account/index.js';
import { alarmModule } from './alarm/index.js';
import { authModule } from './auth/index.js';
import { bbsModule } from './bbs/index.js';
import { caseModule } from './case/index.js';
import { consentModule } from './consent/index.js';
import { consultingModule } from './consulting/index.js';
import { crisisAlertModule } from './crisis-alert/index.js';
import { evaluationRecordModule } from './evaluation-record/index.js';
import { formsModule } from './forms/index.js';
import { identityModule } from './identity/index.js';
import { normSetModule } from './norm-set/index.js';
import { popupModule } from './popup/index.js';
import { organizationModule } from './organization/index.js';
import { regionModule } from './region/index.js';
import { requestModule } from './request/index.js';
import { REST_EXAMPLES } from './rest-examples.js';
import { retentionModule } from './retention/index.js';
import { schoolAuthCodeModule } from './school-auth-code/index.js';
import { scoringModule } from './scoring/index.js';
import { serviceClientModule } from './service-client/index.js';
import { simpleEvaluationModule } from './simple-evaluation/index.js';
import { smsModule } from './sms/index.js';

/** Every domain module of the app. A new domain adds one line here (and nothing in platform/). */
export const modules: Module[] = [
  attachmentModule,
  regionModule,
  // before organization: its svs-u/school/authentication-code routes come before svs-u/school/:id
  schoolAuthCodeModule,
  organizationModule,
  accountModule,
  serviceClientModule,
  authModule,
  alarmModule,
  identityModule,
  scoringModule,
  normSetModule,
  evaluationRecordModule,
  crisisAlertModule,
  consentModule,
  simpleEvaluationModule,
  requestModule,
  caseModule,
  consultingModule,
  addressModule,
  smsModule,
  formsModule,
  accessLogModule,
  popupModule,
  bbsModule,
  retentionModule,
];

/** Every entity, listed explicitly so tsx, vitest and the compiled build discover the same set. */
export const entities = [...platformEntities, ...modules.flatMap((m) => m.entities ?? [])];
export const resolvers = modules.flatMap((m) => m.resolvers ?? []);
export const restRoutes = modules.flatMap((m) => m.routes ?? []);
// the main calls' examples for the OpenAPI document (rest-examples.ts), set on the same route objects the app serves
addExamples(restRoutes, REST_EXAMPLES);
