/**
 * The floor for bench/compare.ts: node:http and a pg pool (10 connections, as the app's), nothing else. Each path
 * runs the SQL statements the app ran for the same request, captured from its read models and ORM, in the same order, and answers
 * their rows as JSON. No token check, no GraphQL, no ORM: what is left between this and the app is their cost.
 *   BARE_ROUTES=<json file {"/path": [{ text: "select … $1", values: […] }, …]}> DATABASE_URL=… PORT=… node --import tsx bench/bare.ts
 * BENCH_WORKERS=N: N processes on the port (node:cluster), as the app's WEB_CONCURRENCY=N.
 */
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import pg from 'pg';

const workers = Number(process.env.BENCH_WORKERS || 1);
if (workers > 1 && cluster.isPrimary) {
  let listening = 0;
  for (let i = 0; i < workers; i++) cluster.fork().on('listening', () => ++listening === workers && process.send?.('ready'));
} else serveRoutes();

function serveRoutes() {
  const routes = JSON.parse(readFileSync(process.env.BARE_ROUTES!, 'utf8')) as Record<string, { text: string; values: unknown[] }[]>;
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

  const server = createServer(async (req, res) => {
    const statements = routes[req.url ?? ''];
    if (!statements) {
      res.writeHead(404).end();
      return;
    }
    try {
      const results = [];
      for (const s of statements) results.push((await pool.query(s)).rows);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(results));
    } catch (e) {
      res.writeHead(500).end(String(e));
    }
  });
  server.listen(Number(process.env.PORT), '127.0.0.1', () => cluster.isPrimary && process.send?.('ready'));
}
