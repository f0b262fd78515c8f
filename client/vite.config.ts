/// <reference types="vitest/config" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the build, at the highest levels, once: the
 * server sends them as they are (server/src/platform/http/static.ts) instead of compressing each answer again.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'svs-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        const file = join(assets, name);
        if (!/\.(js|css|svg|json|txt)$/.test(name) || statSync(file).size < 1024) continue;
        const body = readFileSync(file);
        writeFileSync(file + '.br', brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
        writeFileSync(file + '.gz', gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * The respondent paths (the SMS links' pages), which get respondent.html, the respondent entry, instead of
 * index.html: the server's history fallback (server/src/platform/http/static.ts RESPONDENT_PATHS) in a build, this
 * rewrite under `vite` (dev).
 */
const RESPONDENT_PATHS = /^\/app\/(agree\/[^/]+\/[^/]+|simple-evaluation\/(result\/)?[^/]+|request\/(sdq-kr|satisfaction-assessment)\/[^/]+)\/?(\?|$)/;

function respondentPages(): Plugin {
  return {
    name: 'svs-respondent-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.method === 'GET' && req.url && RESPONDENT_PATHS.test(req.url) && !/\.\w+(\?|$)/.test(req.url.split('?')[0])) req.url = '/app/respondent.html';
        next();
      });
    },
  };
}

const api = process.env.VITE_API_TARGET ?? 'http://localhost:3000';
const proxied = ['/app/graphql', '/app/svs', '/app/svs-u', '/app/svs-c', '/app/auth/token', '/app/dev'];

export default defineConfig({
  base: '/app/',
  plugins: [react(), precompress(), respondentPages()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: api, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      // the staff app, and the respondent entry of the SMS-link pages (React only: scripts/respondent-budget.mjs)
      input: { index: join(import.meta.dirname, 'index.html'), respondent: join(import.meta.dirname, 'respondent.html') },
      output: {
        // antd, React and Apollo change rarely: separate long-cached chunks; the sign-in route never loads Apollo. React
        // alone is the chunk the respondent entry shares: react-router goes with the staff app's entry, which alone
        // uses it (scripts/client-budget.mjs fails if it reaches the respondent pages).
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
          if (/node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|zen-observable|@graphql-typed-document-node)[\\/]/.test(id)) return 'apollo';
          return undefined;
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // files share their worker's modules and jsdom instead of importing antd and building a jsdom each (half the
    // suite's time); src/test/setup.ts unmounts and clears storage and cookies after every file
    isolate: false,
    // antd renders slowly under jsdom on a busy 2-core CI machine
    testTimeout: 20_000,
    // React's scheduler can still run a queued task (setImmediate) after a file's jsdom is torn down, on a busy
    // machine even after src/test/setup.ts has unmounted everything and waited; it then fails on the missing
    // `window` inside react-dom, not in any code under test. Only that error is ignored; every other one fails the run.
    onUnhandledError(error) {
      const afterTeardown = error.name === 'ReferenceError' && error.message === 'window is not defined';
      const inReact = /react-dom|scheduler/.test(error.stack ?? '');
      if (afterTeardown && inReact) return false;
    },
  },
});
