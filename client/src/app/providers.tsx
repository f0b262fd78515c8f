import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import { App as AntApp, ConfigProvider } from 'antd';
import koKR from 'antd/locale/ko_KR';
import dayjs from 'dayjs';
import 'dayjs/locale/ko';
import type { ReactNode } from 'react';
import { SessionProvider } from './session';
import { themeTokens } from './theme';

dayjs.locale('ko');

export const FONT_FAMILY =
  "'Pretendard Variable', Pretendard, -apple-system, BlinkMacSystemFont, system-ui, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif";

/**
 * Animations off for people who ask for reduced motion, and under browser automation: antd's button loading icon
 * sometimes stays in its leave animation there, and its "loading" label then sticks to the button's name.
 */
const reducedMotion =
  typeof window !== 'undefined' &&
  (navigator.webdriver === true || (typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches));

/** antd in Korean with the self-hosted Pretendard font, dayjs in Korean, and the session. */
export function Providers(props: { children: ReactNode }) {
  return (
    <ConfigProvider
      locale={koKR}
      theme={{ token: { ...themeTokens, fontFamily: FONT_FAMILY, borderRadius: 8, motion: !reducedMotion } }}
      form={{ requiredMark: true, colon: false }}
      // "확인" stays "확인" (antd would space two-letter labels as "확 인"; labels are looked up by name)
      button={{ autoInsertSpace: false }}
    >
      <AntApp>
        <SessionProvider>{props.children}</SessionProvider>
      </AntApp>
    </ConfigProvider>
  );
}
