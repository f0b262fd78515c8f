// TEMPORARY stand-in for branch `sms` (platform/sms.ts, enqueueSms): same signature, kept in the local mail outbox
// so the respondent flow can be built and tested before the SMS outbox lands. Replaced by the real file on merge.
import type { EntityManager } from '@mikro-orm/postgresql';
import { MailMessage } from './mail.js';

export interface SmsRequest {
  to: string;
  text: string;
  purpose: string;
  dedupeKey: string;
  refType?: string;
  refId?: string | number;
  senderId?: number;
}

export async function enqueueSms(em: EntityManager, m: SmsRequest): Promise<void> {
  em.create(MailMessage, { recipient: m.to, subject: m.purpose, body: m.text });
  await em.flush();
}
