import type { ThemeConfig } from 'antd';

/**
 * Colours that meet KWCAG 2.2 / WCAG 2.1 AA (4.5:1 for text) on white, on the page background #f5f7fb, on table
 * headers (#fafafa) and on the selected-menu tint. antd's defaults do not: its grey texts are black at 45% and 25%
 * (#8c8c8c, #bfbfbf: 3.4:1 and 1.8:1), links fall back to #1677ff (4.1:1), danger red is #ff4d4f (3.2:1) and the
 * preset tags draw shade 7 on shade 1 (green 3.4:1, orange 3.3:1). The e2e accessibility walk checks every screen.
 */
export const PRIMARY = '#1a5fd0'; // 5.9:1 on white, 5.4:1 on its selected-item tint

/**
 * Preset tag text (shade 7 on shade 1) made darker where shade 7 fails 4.5:1: the first darker shade of the same
 * palette that passes. antd keeps each shade under two names (green7 and green-7; the CSS variable follows the
 * second), so both are set.
 */
const DARKER_SHADE_7: Record<string, string> = {
  cyan: '#006d75',
  green: '#237804',
  orange: '#ad4e00',
  volcano: '#ad2102',
  gold: '#874d00',
  yellow: '#876800',
  lime: '#3f6600',
};
const presetTagText = Object.fromEntries(Object.entries(DARKER_SHADE_7).flatMap(([c, hex]) => [[`${c}7`, hex], [`${c}-7`, hex]]));

export const themeTokens: ThemeConfig['token'] = {
  ...accentTokens(PRIMARY),
  colorError: '#cf1322', // 5.6:1 on white (danger buttons, form errors)
  // secondary stays antd's #595959 (7:1); the lighter greys become readable ones
  colorTextSecondary: '#595959',
  colorTextTertiary: '#666666', // 5.7:1 on white, 5.0:1 on #f0f0f0
  colorTextDescription: '#666666', // menu group titles, Result subtitles, Empty, Steps, help text
  colorTextPlaceholder: '#707070', // placeholders are read as hints: 4.95:1 on white
  colorTextDisabled: '#6b6b6b', // disabled fields still show values people read (4.9:1 on #f5f5f5)
  ...presetTagText,
};

/** A light tint of a colour (share `amount` of it over white), for selected rows and menu items under an accent. */
export function tint(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(255 - (255 - c) * amount);
  return `#${[(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => mix(c).toString(16).padStart(2, '0')).join('')}`;
}

/** A darker shade of a colour (`amount` of the way to black). */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c * (1 - amount));
  return `#${[(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => mix(c).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The primary colour of the app or of an area with its own accent (admin, center, school), with what antd derives
 * from it made readable:
 * - links and "processing" follow colorInfo (#1677ff by default), not colorPrimary;
 * - hover and active colours are lighter palette shades by default (#6aa4eb under the pointer: 2.6:1 on white,
 *   and white text on a hovered primary button likewise); here they are darker;
 * - the selected menu item's background is the palette's lightest shade, which for dark accents is a mid tone
 *   (#0f766e: 2.6:1 under the accent text); a 6% tint keeps every accent above 4.7:1 on it.
 */
export function accentTokens(accent: string): ThemeConfig['token'] {
  return {
    colorPrimary: accent,
    colorInfo: accent,
    colorLink: accent,
    colorPrimaryHover: shade(accent, 0.2),
    colorLinkHover: shade(accent, 0.2),
    colorPrimaryActive: shade(accent, 0.3),
    colorLinkActive: shade(accent, 0.3),
    colorPrimaryBg: tint(accent, 0.06),
    colorPrimaryBgHover: tint(accent, 0.1),
  };
}
