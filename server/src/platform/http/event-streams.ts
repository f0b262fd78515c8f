import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { Notifications } from '../db/notify.js';
import { AppError } from '../errors.js';
import { describeError, log } from '../log.js';

/**
 * Server-sent event streams per account (text/event-stream), fed by the database's notifications (db/notify.ts).
 *
 * A module declares a topic and how to read what one account's stream is sent (`load`, from the database, as that
 * account: a notification names account ids only). When a notification of the topic arrives, the accounts named that
 * have a stream open on this replica get one event each; the others are ignored (another replica serves them). A
 * stream gets the current state when it opens and again when the LISTEN connection came back after a drop.
 *
 * Per stream: a heartbeat comment every 25 s (proxies close silent connections; a write to a vanished client
 * fails and frees it), cleanup on close, at most `maxPerAccount` open streams per account (further ones 429), and
 * on drain (SIGTERM) every stream is ended so the client reconnects to another replica.
 */
export interface StreamTopic {
  topic: string;
  /** The event data for each account (JSON-serialisable); `initial`: a state sync, not a new event. */
  load(em: EntityManager, accountIds: number[], o: { initial: boolean }): Promise<Map<number, unknown>>;
}

export interface StreamOptions {
  heartbeatMs?: number;
  maxPerAccount?: number;
}

export const StreamErrors = {
  tooMany: () => new AppError(429, 'TOO_MANY_STREAMS', '열려 있는 알림 연결이 너무 많습니다. 사용하지 않는 창을 닫아주세요.'),
  draining: () => new AppError(503, 'SHUTTING_DOWN', '서버가 종료 중입니다.'),
  unknownTopic: () => new AppError(404, 'NOT_FOUND', '요청한 정보를 찾을 수 없습니다.'),
};

interface Stream {
  accountId: number;
  topic: string;
  res: Response;
  end(): void;
}

export class AccountStreams {
  private readonly streams = new Map<string, Map<number, Set<Stream>>>();
  private readonly perAccount = new Map<number, number>();
  private readonly topics = new Map<string, StreamTopic>();
  private readonly unsubscribe: (() => void)[] = [];
  private closed = false;
  readonly heartbeatMs: number;
  readonly maxPerAccount: number;

  constructor(
    private readonly orm: MikroORM<PostgreSqlDriver>,
    notifications: Notifications,
    topics: StreamTopic[],
    o: StreamOptions = {},
  ) {
    this.heartbeatMs = o.heartbeatMs ?? 25_000;
    this.maxPerAccount = o.maxPerAccount ?? 5;
    for (const t of topics) {
      this.topics.set(t.topic, t);
      this.streams.set(t.topic, new Map());
      this.unsubscribe.push(notifications.on(t.topic, (ids) => void this.deliver(t, ids.map(Number), false)));
    }
    // signals sent while the LISTEN connection was down are lost: every open stream gets the current state
    this.unsubscribe.push(
      notifications.onReconnect(() => {
        for (const t of this.topics.values()) void this.deliver(t, [...this.streams.get(t.topic)!.keys()], true);
      }),
    );
  }

  /** Open streams, per topic (for tests and metrics). */
  count(topic?: string): number {
    let n = 0;
    for (const [name, byAccount] of this.streams) if (!topic || name === topic) for (const set of byAccount.values()) n += set.size;
    return n;
  }

  /**
   * Answers req with a stream of `topic` events for the account until either side closes it; resolves then.
   * Refusals (429, 503) are thrown before anything is written.
   */
  async serve(accountId: number, topicName: string, req: Request, res: Response): Promise<void> {
    const topic = this.topics.get(topicName);
    if (!topic) throw StreamErrors.unknownTopic();
    if (this.closed) throw StreamErrors.draining();
    if ((this.perAccount.get(accountId) ?? 0) >= this.maxPerAccount) throw StreamErrors.tooMany();

    res.status(200);
    res.set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: the compression middleware leaves the stream alone (it would buffer it)
      'Cache-Control': 'no-store, no-transform',
      // nginx and compatible proxies: do not buffer this answer
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    req.socket.setNoDelay(true);
    req.socket.setKeepAlive(true);

    const byAccount = this.streams.get(topicName)!;
    let set = byAccount.get(accountId);
    if (!set) byAccount.set(accountId, (set = new Set()));
    this.perAccount.set(accountId, (this.perAccount.get(accountId) ?? 0) + 1);

    await new Promise<void>((resolve) => {
      let ended = false;
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), this.heartbeatMs);
      const stream: Stream = {
        accountId,
        topic: topicName,
        res,
        end: () => {
          if (!res.writableEnded) res.end();
        },
      };
      const cleanup = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        set.delete(stream);
        if (!set.size && byAccount.get(accountId) === set) byAccount.delete(accountId);
        const left = (this.perAccount.get(accountId) ?? 1) - 1;
        if (left > 0) this.perAccount.set(accountId, left);
        else this.perAccount.delete(accountId);
        resolve();
      };
      res.once('close', cleanup);
      res.once('error', cleanup);
      set.add(stream);
      // how long the browser waits before reconnecting by itself after the stream ends
      res.write('retry: 5000\n\n');
      void this.deliver(topic, [accountId], true, stream);
    });
  }

  /** Reads the topic's data for the accounts with open streams here and writes one event to each of their streams. */
  private async deliver(topic: StreamTopic, accountIds: number[], initial: boolean, only?: Stream): Promise<void> {
    const byAccount = this.streams.get(topic.topic)!;
    const here = [...new Set(accountIds)].filter((id) => Number.isSafeInteger(id) && byAccount.has(id));
    if (!here.length) return;
    let data: Map<number, unknown>;
    try {
      data = await topic.load(this.orm.em.fork() as EntityManager, here, { initial });
    } catch (e) {
      log.error('event stream load failed', { topic: topic.topic, error: describeError(e) });
      return;
    }
    for (const id of here) {
      const value = data.get(id);
      if (value === undefined) continue;
      const frame = `event: ${topic.topic}\ndata: ${JSON.stringify(value)}\n\n`;
      for (const s of only ? [only] : (byAccount.get(id) ?? [])) if (s.accountId === id && !s.res.writableEnded) s.res.write(frame);
    }
  }

  /** Drain: refuse new streams and end the open ones (their clients reconnect, to another replica). */
  closeAll(): void {
    this.closed = true;
    for (const byAccount of this.streams.values()) for (const set of byAccount.values()) for (const s of [...set]) s.end();
    for (const u of this.unsubscribe.splice(0)) u();
  }
}
