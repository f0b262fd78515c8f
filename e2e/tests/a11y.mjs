// The accessibility checks the walks share (accessibility.test.mjs walks the staff app's route table,
// respondent-accessibility.test.mjs the SMS links' pages): axe-core's serious and critical findings, reflow at 360 px
// and numbers broken over lines, each screen's markup checked once per width.
import { axeViolations } from './browser.mjs';

/**
 * The screen's markup with its text reduced to "has text" and generated ids and style-scope class names left out.
 * axe's verdict depends on the elements, their attributes, classes and inline styles, and whether they hold text;
 * two screens with the same signature (say two 준비 중 pages of one menu group) get the same verdict, so the second
 * is not run again. A screen that differs in any element, class or style is checked on its own.
 */
const signature = (page) =>
  page.evaluate(() => {
    const ID_REFS = new Set(['id', 'for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'aria-activedescendant']);
    const out = [];
    const walk = (node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        if (node.textContent.trim()) out.push('T');
        return;
      }
      if (node.nodeType !== Node.ELEMENT_NODE || node.tagName === 'SCRIPT' || node.tagName === 'STYLE') return;
      const attrs = [...node.attributes]
        .filter((a) => !ID_REFS.has(a.name))
        .map((a) => (a.name === 'class' ? `class=${[...node.classList].filter((c) => !/^css-/.test(c)).sort().join(' ')}` : `${a.name}=${a.value}`))
        .sort();
      out.push(`<${node.tagName} ${attrs.join(' ')}>`);
      node.childNodes.forEach(walk);
      out.push('>');
    };
    walk(document.body);
    // FNV-1a: a short key for a long string
    let h = 0x811c9dc5;
    for (const ch of out.join('')) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
    return `${h.toString(16)}:${out.length}`;
  });

/**
 * Reflow (WCAG 1.4.10) on a phone: the page does not scroll sideways, and no control runs past the right edge unless
 * it is inside a region that scrolls sideways itself (a wide table). axe does not check this; a list's 검색 button
 * cut off at 360 px went unnoticed until someone looked.
 */
const cutOff = (page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found = [];
    if (document.documentElement.scrollWidth > width + 1) found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px wide)`);
    const inScroller = (el) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (/auto|scroll/.test(getComputedStyle(a).overflowX) && a.scrollWidth > a.clientWidth) return true;
      }
      return false;
    };
    // tabs past the edge are in antd's "more" menu; aria-hidden parts are not there for anyone
    for (const el of document.querySelectorAll('button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=combobox]')) {
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height || r.right <= width + 1 || el.closest('[aria-hidden=true], .ant-tabs-nav-list') || inScroller(el)) continue;
      const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('placeholder') || '').trim().slice(0, 30);
      found.push(`${el.tagName.toLowerCase()} "${name}" runs to ${Math.round(r.right)} px`);
    }
    return found;
  });

/**
 * Numbers and dates on one line, in tables and in a detail's fields: a narrow column broke 2026-7000003-0012,
 * 010-****-0042 and 2026-11-25 at their hyphens, and they read as several values (shared/ui/oneLine.tsx).
 */
const brokenValues = (page) =>
  page.evaluate(() => {
    const found = [];
    // a short value of a table cell or a detail's field (`2026-11-18 ~ 2031-11-24`, `010-****-0042`): each number or
    // date in it must stay on one line
    for (const cell of document.querySelectorAll('.ant-table-tbody td, .ant-descriptions-item-content')) {
      if (cell.textContent.trim().length > 40) continue;
      const texts = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        for (const m of node.data.matchAll(/[\d*]+(?:-[\d*]+)+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) found.push(m[0]);
        }
      }
    }
    return found.slice(0, 3);
  });

/**
 * A walk's checker: `check(view, who, path)` runs axe on the screen as `view.page` shows it (unless the same markup was
 * checked at this width) and records every finding in `problems`; `stats` counts the axe runs and their time.
 */
export function createChecker() {
  const problems = [];
  const stats = { axeMs: 0, axeRuns: 0 };
  /** screens already given to axe, by width and markup signature */
  const seen = new Set();

  /** Runs axe on the screen as this page shows it (unless the same markup was checked at this width), records findings. */
  async function check(view, who, path) {
    const key = `${view.width} ${await signature(view.page)}`;
    if (seen.has(key)) return;
    seen.add(key);
    const t = Date.now();
    const found = await axeViolations(view.page);
    stats.axeMs += Date.now() - t;
    stats.axeRuns++;
    for (const v of found) {
      problems.push(`${who} ${path} @${view.width}px: ${v.id} (${v.impact}) ${v.help}\n      ${v.nodes.slice(0, 5).join('\n      ')}`);
    }
    if (view.width < 400) for (const c of await cutOff(view.page)) problems.push(`${who} ${path} @${view.width}px: cut off on a phone: ${c}`);
    for (const v of await brokenValues(view.page)) problems.push(`${who} ${path} @${view.width}px: a number or date broken over lines: ${v}`);
  }

  return { check, problems, stats };
}
