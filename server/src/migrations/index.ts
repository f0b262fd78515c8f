import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122022335_init } from './Migration20261122022335_init.js';
import { Migration20261122023000_alarm_history } from './Migration20261122023000_alarm_history.js';
import { Migration20261122024000_search_indexes } from './Migration20261122024000_search_indexes.js';
import { Migration20261122025915_throttle } from './Migration20261122025915_throttle.js';
import { Migration20261122034921_identity } from './Migration20261122034921_identity.js';
import { Migration20261123132940_list_order_indexes } from './Migration20261123132940_list_order_indexes.js';
import { Migration20261123161728_simple_evaluation } from './Migration20261123161728_simple_evaluation.js';
import { Migration20261123162235_access_log_and_forms } from './Migration20261123162235_access_log_and_forms.js';
import { Migration20261123162254_sms_outbox } from './Migration20261123162254_sms_outbox.js';
import { Migration20261123163611_respondent_links } from './Migration20261123163611_respondent_links.js';
import { Migration20261123183157_evaluation_total_t_desc } from './Migration20261123183157_evaluation_total_t_desc.js';
import { Migration20261123192846_respondent_linkage_request } from './Migration20261123192846_respondent_linkage_request.js';
import { Migration20261123193139_evaluation_live_indexes } from './Migration20261123193139_evaluation_live_indexes.js';
import { Migration20261123195738_request } from './Migration20261123195738_request.js';
import { Migration20261123203732_request_name_order } from './Migration20261123203732_request_name_order.js';
import { Migration20261123222705_request_statistics_index } from './Migration20261123222705_request_statistics_index.js';
import { Migration20261123223639_center_scope_indexes } from './Migration20261123223639_center_scope_indexes.js';
import { Migration20261123230524_request_monthly_indexes } from './Migration20261123230524_request_monthly_indexes.js';
import { Migration20261124012804_request_drafts } from './Migration20261124012804_request_drafts.js';

/** Committed migrations, in order. Written by `cli migration:create`; do not edit by hand. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122022335_init', class: Migration20261122022335_init },
  { name: 'Migration20261122023000_alarm_history', class: Migration20261122023000_alarm_history },
  { name: 'Migration20261122024000_search_indexes', class: Migration20261122024000_search_indexes },
  { name: 'Migration20261122025915_throttle', class: Migration20261122025915_throttle },
  { name: 'Migration20261122034921_identity', class: Migration20261122034921_identity },
  { name: 'Migration20261123132940_list_order_indexes', class: Migration20261123132940_list_order_indexes },
  { name: 'Migration20261123161728_simple_evaluation', class: Migration20261123161728_simple_evaluation },
  { name: 'Migration20261123162235_access_log_and_forms', class: Migration20261123162235_access_log_and_forms },
  { name: 'Migration20261123162254_sms_outbox', class: Migration20261123162254_sms_outbox },
  { name: 'Migration20261123163611_respondent_links', class: Migration20261123163611_respondent_links },
  { name: 'Migration20261123183157_evaluation_total_t_desc', class: Migration20261123183157_evaluation_total_t_desc },
  { name: 'Migration20261123192846_respondent_linkage_request', class: Migration20261123192846_respondent_linkage_request },
  { name: 'Migration20261123193139_evaluation_live_indexes', class: Migration20261123193139_evaluation_live_indexes },
  { name: 'Migration20261123195738_request', class: Migration20261123195738_request },
  { name: 'Migration20261123203732_request_name_order', class: Migration20261123203732_request_name_order },
  { name: 'Migration20261123222705_request_statistics_index', class: Migration20261123222705_request_statistics_index },
  { name: 'Migration20261123223639_center_scope_indexes', class: Migration20261123223639_center_scope_indexes },
  { name: 'Migration20261123230524_request_monthly_indexes', class: Migration20261123230524_request_monthly_indexes },
  { name: 'Migration20261124012804_request_drafts', class: Migration20261124012804_request_drafts },
];
