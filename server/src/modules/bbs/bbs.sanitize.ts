import sanitizeHtml from 'sanitize-html';

/**
 * The one gate of board HTML (a post's content and its answer): every write passes through here, so what is stored
 * is already safe to show to another reader. An allowlist of the rich-text editor's own output (paragraphs, headings,
 * emphasis, lists, quotes, code, rules, links); everything else is dropped, text kept:
 * - no element outside the list (script, style, iframe, object, svg, form, img …), and script/style contents go too;
 * - no attribute but a link's href (so no on* handler, no style, no class or id to borrow the app's CSS);
 * - links only to http, https or mailto (no javascript:, data:, vbscript:, and no protocol-relative `//host`);
 *   each link opens in a new tab without handing the app's window to the target (rel noopener noreferrer).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'hr', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: attribs.href ? { href: attribs.href, target: '_blank', rel: 'noopener noreferrer nofollow' } : ({} as sanitizeHtml.Attributes),
    }),
  },
};

export function sanitizeBoardHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether cleaned HTML says anything (an editor's empty `<p></p>` does not). */
export function hasText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '').length > 0;
}
