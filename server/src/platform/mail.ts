import type { EntityManager } from '@mikro-orm/postgresql';
import { MailMessage } from '../modules/auth/auth.entity.js';

/**
 * Outgoing mail adapter. The local driver (the default, and the only one so far) keeps messages in the
 * mail_outbox table: nothing leaves the machine, and the demo mailbox at /app/dev/mailbox shows them.
 * A real driver (SMTP or a mail API) implements the same interface; see docs/OPERATIONS.md.
 */
export interface Mailer {
  send(em: EntityManager, to: string, subject: string, body: string): Promise<void>;
}

export const localMailer: Mailer = {
  async send(em, to, subject, body) {
    em.create(MailMessage, { recipient: to, subject, body });
    await em.flush();
  },
};
