import { connect, createServer, type Server, type Socket } from 'node:net';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * A loopback TCP proxy in front of the test database, so a test can take the database away from a running app
 * (cut: every connection dropped, new ones refused) and give it back (restore), as a network failure would; or make
 * it stop answering (pause: connections stay open and new ones are accepted, but no byte goes through either way, as
 * with a hung database or a network that drops packets) and answer again (resume: what was held goes through).
 */
export interface TcpProxy {
  /** The database URL rewritten to go through the proxy. */
  url: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function tcpProxy(databaseUrl: string): Promise<TcpProxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  let server: Server;
  let port = 0;
  let paused = false;
  /** Chunks held while paused, each released by calling its callback. */
  let held: (() => void)[] = [];
  /** Passes bytes on, or holds them (and, by backpressure, everything behind them) while paused. */
  const gate = () =>
    new Transform({
      transform(chunk: Buffer, _encoding, callback: TransformCallback) {
        if (paused) held.push(() => callback(null, chunk));
        else callback(null, chunk);
      },
    });
  const listen = async () => {
    server = createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      const drop = () => {
        client.destroy();
        upstream.destroy();
      };
      for (const s of [client, upstream]) {
        sockets.add(s);
        // either side gone: the other goes too (the embedded PGlite takes one connection at a time)
        s.on('close', () => {
          sockets.delete(s);
          drop();
        });
        s.on('error', drop);
      }
      const [up, down] = [gate(), gate()];
      for (const g of [up, down]) g.on('error', drop);
      client.pipe(up).pipe(upstream);
      upstream.pipe(down).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const s of sockets) s.destroy();
    });
  const resume = () => {
    paused = false;
    const release = held;
    held = [];
    for (const r of release) r();
  };
  await listen();
  const via = new URL(databaseUrl);
  via.hostname = '127.0.0.1';
  via.port = String(port);
  return {
    url: via.toString(),
    cut: stop,
    restore: listen,
    pause: () => {
      paused = true;
    },
    resume,
    close: async () => {
      resume();
      await stop();
    },
  };
}
