import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import express from 'express';
import { MailMessage } from '../mail.js';

/**
 * The local mail driver's mailbox, so a person running the demo can read the sign-up code or reset link.
 * Mounted only when DEV_MAILBOX is on (default outside production); see docs/OPERATIONS.md.
 */
export function devRouter(orm: MikroORM<PostgreSqlDriver>) {
  const router = express.Router();
  router.get('/mailbox', async (req, res) => {
    const em = orm.em.fork();
    const to = typeof req.query.to === 'string' ? req.query.to : undefined;
    const mails = await em.find(MailMessage, to ? { recipient: to } : {}, { orderBy: { id: 'desc' }, limit: 20 });
    res.json(mails.map((m) => ({ id: m.id, to: m.recipient, subject: m.subject, body: m.body, createdAt: m.createdAt })));
  });
  return router;
}
