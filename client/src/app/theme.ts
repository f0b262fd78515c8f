import type { ThemeConfig } from 'antd';

/**
 * Colours that meet KWCAG 2.2 / WCAG 2.1 AA (4.5:1 for text) on white, on the page background #f5f7fb, on table
 * headers (#fafafa) and on the selected-menu tint. antd's defaults do not: its grey texts are black at 45% and 25%
 * (#8c8c8c, #bfbfbf: 3.4:1 and 1.8:1), links fall back to #1677ff (4.1:1), danger red is #ff4d4f (3.2:1) and the
 * preset tags draw shade 7 on shade 1 (green 3.4:1, orange 3.3:1). The e2e accessibility walk checks every screen.
 */
export const PRIMARY = '#1a5fd0'; // 5.9:1 on white, 5.4:1 on its own light tint

export const themeTokens: ThemeConfig['token'] = {
  colorPrimary: PRIMARY,
  // links and "processing" default to colorInfo (#1677ff), not colorPrimary
  colorInfo: PRIMARY,
  colorLink: PRIMARY,
  colorError: '#cf1322', // 5.6:1 on white (danger buttons, form errors)
  // secondary stays antd's #595959 (7:1); the lighter greys become readable ones
  colorTextSecondary: '#595959',
  colorTextTertiary: '#666666', // 5.7:1 on white, 5.0:1 on #f0f0f0
  colorTextDescription: '#666666', // menu group titles, Result subtitles, Empty, Steps, help text
  colorTextPlaceholder: '#707070', // placeholders are read as hints: 4.95:1 on white
  colorTextDisabled: '#6b6b6b', // disabled fields still show values people read (4.9:1 on #f5f5f5)
  // preset tag text (shade 7 on shade 1) one shade darker where shade 7 fails
  cyan7: '#006d75',
  green7: '#237804',
  orange7: '#ad4e00',
  volcano7: '#ad2102',
  gold7: '#874d00',
  yellow7: '#876800',
  lime7: '#3f6600',
};

/** A light tint of a colour (share `amount` of it over white), for selected rows and menu items under an accent. */
export function tint(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(255 - (255 - c) * amount);
  return `#${[(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => mix(c).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The theme of an area with its own accent colour (admin, center, school). antd derives the selected-item
 * background from the accent's palette, which for dark accents (#0f766e) is a mid grey-green (2.6:1 under the
 * accent text); a 10% tint keeps the accent text above 4.5:1.
 */
export function accentTokens(accent: string): ThemeConfig['token'] {
  const bg = tint(accent, 0.1);
  return { colorPrimary: accent, colorLink: accent, colorInfo: accent, colorPrimaryBg: bg, colorPrimaryBgHover: tint(accent, 0.16) };
}
