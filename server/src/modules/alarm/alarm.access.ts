import { accessTable, PUBLIC, staff } from '../../platform/auth/access.js';

/**
 * Who may call what in the alarm domain, declared once: alarm.rest.ts gives these to its routes and alarm.resolver.ts
 * to @Allow() (docs/PERMISSIONS.md "Door parity").
 */
export const ALARM_ACCESS = accessTable('alarm', {
  /** The caller's own alarms (list, unread count, mark read, stream ticket): any signed-in user; no call names another account's. */
  own: staff(),
  /**
   * The alarm stream: EventSource sends no Authorization header, so the door takes no token and the stream ticket in
   * the query authenticates (the access token never goes in a URL).
   */
  stream: PUBLIC,
});
