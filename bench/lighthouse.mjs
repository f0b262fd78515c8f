/**
 * Lighthouse (mobile preset: simulated slow 4G, a mid-range phone) on the three pages issue 27 names: a guardian's
 * consent link as it opens (the phone check), the staff sign-in, and the staff main page signed in as the demo
 * school teacher. Lighthouse is not a dependency of the project: install it in a scratch folder and point at it.
 *
 *   mkdir -p /tmp/lh && (cd /tmp/lh && npm init -y && npm install lighthouse@12)
 *   PORT=4100 DATA_DIR=/tmp/lhdata npm start            # the demo, another terminal
 *   LIGHTHOUSE_DIR=/tmp/lh CHROME_PATH=/usr/bin/chromium node bench/lighthouse.mjs [consent|signin|main]
 *
 * BASE (default http://127.0.0.1:4100/app/). The first run after a start may fail to paint (a cold server): rerun.
 */
import { createRequire } from 'node:module';

const from = createRequire(`${process.env.LIGHTHOUSE_DIR ?? '/tmp/lh'}/`);
const { default: lighthouse } = await import(from.resolve('lighthouse'));
const { default: puppeteer } = await import(from.resolve('puppeteer-core'));
const base = process.env.BASE ?? 'http://127.0.0.1:4100/app/';
const browser = await puppeteer.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new'] });
const port = new URL(browser.wsEndpoint()).port;

async function run(name, url, resetStorage = true) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: !resetStorage });
  if (lhr.runtimeError) console.log(`${name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const a = lhr.audits;
  const score = (c) => Math.round((lhr.categories[c].score ?? 0) * 100);
  console.log(
    `${name}: performance ${score('performance')}, accessibility ${score('accessibility')}; FCP ${a['first-contentful-paint'].displayValue}, ` +
      `LCP ${a['largest-contentful-paint'].displayValue}, TBT ${a['total-blocking-time'].displayValue}, CLS ${a['cumulative-layout-shift'].displayValue}`,
  );
}

const which = process.argv[2] ?? 'all';
// a link that names no round opens like a real one: the phone check comes before the link is looked up
if (which === 'all' || which === 'consent') await run('consent link (phone check)', `${base}agree/7b1f3c2a-3d4e-4f50-8a61-72839405a6b7/guardian`);
if (which === 'all' || which === 'signin') await run('staff sign-in', base);
if (which === 'all' || which === 'main') {
  const page = await browser.newPage();
  await page.goto(base, { waitUntil: 'networkidle0' });
  await page.type('input[autocomplete="username"]', 'member');
  await page.type('input[type="password"]', 'Demo1234!');
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined), page.keyboard.press('Enter')]);
  await run('staff main (school teacher)', page.url(), false);
}
await browser.close();
