import { Agent, request, type ClientRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type Running } from '../src/server.js';
import { startTestApp, type TestApp } from './harness.js';

/**
 * SIGTERM under load: requests in flight finish, and requests that clients send on kept-alive sockets just after
 * the signal are answered with `Connection: close` instead of finding the socket reset (ECONNRESET).
 */

let app: TestApp;
let running: Running;
let base: URL;
beforeAll(async () => {
  app = await startTestApp();
  // a second server on the same database, drained by the test (the harness's own one is stopped in afterAll)
  running = await serve({ orm: app.orm, embedded: false, close: async () => {} }, app.config, 0);
  base = new URL(running.url);
});
afterAll(() => app?.stop());

interface Answer {
  status: number;
  connection?: string;
  reused: boolean;
  body: string;
}

function send(agent: Agent, path: string, o: { method?: string; body?: string; hold?: boolean } = {}): { req: ClientRequest; answer: Promise<Answer> } {
  let req!: ClientRequest;
  const answer = new Promise<Answer>((resolve, reject) => {
    req = request(
      {
        agent,
        host: '127.0.0.1',
        port: base.port,
        path: '/app/' + path,
        method: o.method ?? 'GET',
        headers: o.body !== undefined ? { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } : {},
      },
      (res: IncomingMessage) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, reused: req.reusedSocket, body }));
      },
    );
    req.on('error', reject);
    if (o.body !== undefined) req.write(o.body);
    if (!o.hold) req.end();
  });
  return { req, answer };
}

describe('draining on SIGTERM', () => {
  it('finishes the request in flight and answers requests sent on kept-alive sockets after the signal with Connection: close', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    try {
      // four kept-alive sockets: one will carry a request that is in flight at the signal, three go idle
      const warm = await Promise.all([0, 1, 2, 3].map(() => send(agent, 'health').answer));
      expect(warm.map((a) => [a.status, a.connection])).toEqual(Array(4).fill([200, 'keep-alive']));

      // in flight: the request line and half of its body have arrived when the signal comes
      const query = JSON.stringify({ query: 'query DrainQuery { __typename }' });
      const inFlight = send(agent, 'graphql', { method: 'POST', body: query.slice(0, 10), hold: true });
      await new Promise((r) => setTimeout(r, 50));

      const stopped = running.stop();
      const stopDone = stopped.then(() => 'stopped');
      // the clients have not seen the signal: their next requests go out on the idle kept-alive sockets
      const after = await Promise.all([send(agent, 'health').answer, send(agent, 'health').answer, send(agent, 'ready').answer]);
      expect(after.map((a) => a.reused)).toEqual([true, true, true]);
      expect(after.map((a) => [a.status, a.connection])).toEqual([
        [200, 'close'],
        [200, 'close'],
        [503, 'close'], // not ready while draining: the load balancer sends new work elsewhere
      ]);
      expect(JSON.parse(after[2].body)).toMatchObject({ status: 'draining', code: 'SHUTTING_DOWN' });

      // still draining: the request in flight holds the server open until it is answered
      expect(await Promise.race([stopDone, new Promise((r) => setTimeout(() => r('waiting'), 200))])).toBe('waiting');
      inFlight.req.end(query.slice(10));
      const answered = await inFlight.answer;
      expect([answered.status, answered.connection]).toEqual([200, 'close']);
      expect(JSON.parse(answered.body)).toEqual({ data: { __typename: 'Query' } });

      // every socket was closed by the server after its answer: the drain ends without waiting for the cut
      const t0 = Date.now();
      await stopped;
      expect(Date.now() - t0).toBeLessThan(3_000);
      // and no new connection is accepted any more
      await expect(send(new Agent(), 'health').answer).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    } finally {
      agent.destroy();
    }
  });
});
