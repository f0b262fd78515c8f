import { ConfigProvider } from 'antd';
// the ES module (antd/locale/ko_KR is its CommonJS build)
import koKR from 'antd/es/locale/ko_KR';
import type { ReactNode } from 'react';
import { SessionProvider } from './session';
import { themeTokens } from './theme';

/**
 * The system's own fonts: no web font to download, and no text that reflows when one arrives (issue 27). The
 * platforms' Korean faces follow for a system-ui without Korean glyphs. global.css gives the body the same stack.
 */
export const FONT_FAMILY =
  "system-ui, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans KR', sans-serif";

/**
 * Animations off for people who ask for reduced motion, and under browser automation: antd's button loading icon
 * sometimes stays in its leave animation there, and its "loading" label then sticks to the button's name.
 */
const reducedMotion =
  typeof window !== 'undefined' &&
  (navigator.webdriver === true || (typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches));

/**
 * antd in Korean with the system fonts, and the session. What sign-in does not use is left to the pages that do
 * (issue 27: the sign-in route's JS within 250 KB): antd's <App> with its message, notification and modal hooks
 * (RootShell's FeedbackHost), and dayjs in Korean (dayjs-ko.ts, from the signed-in layout).
 */
export function Providers(props: { children: ReactNode }) {
  return (
    <ConfigProvider
      locale={koKR}
      theme={{ token: { ...themeTokens, fontFamily: FONT_FAMILY, borderRadius: 8, motion: !reducedMotion } }}
      form={{ requiredMark: true, colon: false }}
      // "확인" stays "확인" (antd would space two-letter labels as "확 인"; labels are looked up by name)
      button={{ autoInsertSpace: false }}
    >
      <SessionProvider>{props.children}</SessionProvider>
    </ConfigProvider>
  );
}
