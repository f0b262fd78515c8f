import type { EntityManager } from '@mikro-orm/postgresql';
import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

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

/** What the local mail driver "sent": kept so a person running the demo can read it. */
@Entity({ tableName: 'mail_outbox' })
export class MailMessage {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index()
  @Property({ type: 'string', length: 100 })
  recipient!: string;

  @Property({ type: 'string', length: 200 })
  subject!: string;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
