import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import express, { type RequestHandler } from 'express';

/**
 * The paths of the SMS links' pages (SPEC §2 public routes): guardian and student consent, the simple evaluation's
 * questionnaire and result, and the case's SDQ-KR and satisfaction assessment. The client's respondent entry
 * (client/respondent.html) draws them; the history fallback sends it for these paths and index.html (the staff app)
 * for every other. client/vite.config.ts keeps its own copy of the list for `vite` (dev), which must follow.
 */
export const RESPONDENT_PATHS = [
  /^\/app\/agree\/[^/]+\/[^/]+\/?$/,
  /^\/app\/simple-evaluation\/(result\/)?[^/]+\/?$/,
  /^\/app\/request\/(sdq-kr|satisfaction-assessment)\/[^/]+\/?$/,
];

export const isRespondentPath = (path: string) => RESPONDENT_PATHS.some((p) => p.test(path));

/** A hashed build file never changes under its name: a year, and no revalidation. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The encodings the build writes beside each text asset (client/vite.config.ts precompress), best first. */
const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
] as const;

const accepts = (header: string | undefined, encoding: string) =>
  !!header && header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    return name.trim().toLowerCase() === encoding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });

const isFile = (path: string) =>
  stat(path).then(
    (s) => s.isFile(),
    () => false,
  );

/**
 * The client's build under /app: hashed assets (/app/assets/*) are sent as the build precompressed them (brotli, else
 * gzip, else as they are) and cached for a year as immutable, so a phone on a school's Wi-Fi fetches each once and the
 * server compresses nothing; any other file (favicon) is revalidated. index.html is the caller's: no-cache.
 */
export function clientFiles(dir: string): RequestHandler[] {
  const assets = join(dir, 'assets');
  const precompressed: RequestHandler = async (req, res, next) => {
    const file = normalize(join(assets, decodeURIComponent(req.path)));
    if (!file.startsWith(assets + sep)) return next();
    for (const e of ENCODINGS) {
      if (!accepts(req.headers['accept-encoding'], e.name) || !(await isFile(file + e.ext))) continue;
      res.set({ 'Content-Encoding': e.name, 'Cache-Control': IMMUTABLE, Vary: 'Accept-Encoding' });
      res.type(extname(file));
      return res.sendFile(file + e.ext, { cacheControl: false }, (err) => err && next(err));
    }
    res.vary('Accept-Encoding');
    next();
  };
  const files = express.static(dir, {
    index: false,
    setHeaders: (res, path) => res.setHeader('Cache-Control', path.startsWith(assets + sep) ? IMMUTABLE : 'no-cache'),
  });
  return [express.Router().use('/assets', precompressed), files];
}
