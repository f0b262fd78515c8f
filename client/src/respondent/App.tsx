import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { QuestionnaireKind } from './api';
import { caseKo } from './caseTexts';
import { agreeTypeOf, ConsentPage } from './ConsentPage';
import { Page, type PageContext } from './context';
import { initialLanguage, isLanguage, rememberLanguage, textsOf } from './i18n';
import { QuestionnairePage } from './QuestionnairePage';
import { ResultPage } from './ResultPage';
import { studentKo, type Language, type Texts } from './texts';
import { Card, LanguageSwitcher, Loading } from './ui';

/** The case questionnaires' pages, fetched only when such a link is opened (CaseQuestionnairePage.tsx). */
const CaseQuestionnairePage = lazy(() => import('./CaseQuestionnairePage'));

/** The phone pages' paths (under /app), as the SMS links name them. */
export type Route =
  | { page: 'consent'; agreeId: string; type: ReturnType<typeof agreeTypeOf> }
  | { page: 'questionnaire'; id: number }
  | { page: 'result'; id: number }
  | { page: 'case-questionnaire'; kind: QuestionnaireKind; id: number }
  | { page: 'not-found' };

const idOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : 0);

export function routeOf(pathname: string): Route {
  const p = pathname.replace(/^\/app(?=\/|$)/, '').replace(/\/+$/, '');
  let m = /^\/agree\/([^/]+)\/([^/]+)$/.exec(p);
  if (m) return { page: 'consent', agreeId: decodeURIComponent(m[1]), type: agreeTypeOf(m[2]) };
  if ((m = /^\/simple-evaluation\/result\/([^/]+)$/.exec(p))) return { page: 'result', id: idOf(m[1]) };
  if ((m = /^\/simple-evaluation\/([^/]+)$/.exec(p))) return { page: 'questionnaire', id: idOf(m[1]) };
  if ((m = /^\/request\/(sdq-kr|satisfaction-assessment)\/([^/]+)$/.exec(p))) return { page: 'case-questionnaire', kind: m[1] as QuestionnaireKind, id: idOf(m[2]) };
  return { page: 'not-found' };
}

/** `?lang=` set to the page's language, the rest of the query kept. */
export function withLang(search: string, lang: Language): string {
  const q = new URLSearchParams(search);
  q.set('lang', lang);
  return `?${q.toString()}`;
}

const SITE = '정신건강 전문가 학교지원 사업';

/** The page's name in the browser's title bar (before the site's). */
function titleOf(route: Route, t: Texts): string {
  switch (route.page) {
    case 'consent':
      return t.title;
    case 'result':
      return t.resultTitle;
    case 'questionnaire':
      return t.evalTitle;
    case 'case-questionnaire':
      return route.kind === 'sdq-kr' ? caseKo.sdqTitle : caseKo.satisfactionTitle;
    default:
      return t.notFound.split('.')[0];
  }
}

/**
 * The respondent entry's one screen: the page the link names, in the person's language. The language comes from the
 * link's ?lang=, else the phone, and is kept in both when changed; <html lang> follows it. The student's consent page
 * is Korean (its texts are written to the student), with no switch, and so are the case questionnaires' pages
 * (SDQ-KR, satisfaction: caseTexts.ts).
 */
export function RespondentApp({ initialPath = location.pathname }: { initialPath?: string }) {
  const [path, setPath] = useState(initialPath);
  const [chosen, setChosen] = useState<Language>(() => initialLanguage());
  const route = useMemo(() => routeOf(path), [path]);
  const studentConsent = route.page === 'consent' && route.type === 'STUDENT';
  const koreanOnly = studentConsent || route.page === 'case-questionnaire';
  const lang: Language = koreanOnly ? 'ko' : chosen;
  const t = studentConsent ? studentKo : textsOf(lang);

  useEffect(() => {
    const onPop = () => setPath(location.pathname);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  const navigate = useCallback(
    (to: string, options?: { replace?: boolean }) => {
      const href = `/app${to}${withLang(location.search, chosen)}`;
      if (options?.replace) history.replaceState(null, '', href);
      else history.pushState(null, '', href);
      setPath(`/app${to}`);
      window.scrollTo?.(0, 0);
    },
    [chosen],
  );

  const setLang = useCallback((lng: Language) => {
    if (!isLanguage(lng)) return;
    rememberLanguage(lng);
    setChosen(lng);
    history.replaceState(history.state, '', location.pathname + withLang(location.search, lng));
  }, []);

  const context: PageContext = useMemo(() => ({ lang, t, navigate, setLang: koreanOnly ? undefined : setLang }), [lang, t, navigate, setLang, koreanOnly]);

  const title = titleOf(route, t);
  useEffect(() => {
    document.title = `${title} | ${SITE}`;
  }, [title]);

  return (
    <Page.Provider value={context}>
      <main className="page" key={`${route.page}:${path}`}>
        <LanguageSwitcher />
        {route.page === 'consent' ? (
          <ConsentPage agreeId={route.agreeId} type={route.type} />
        ) : route.page === 'questionnaire' ? (
          <QuestionnairePage evaluationId={route.id} />
        ) : route.page === 'result' ? (
          <ResultPage evaluationId={route.id} />
        ) : route.page === 'case-questionnaire' ? (
          <Suspense fallback={<Loading />}>
            <CaseQuestionnairePage kind={route.kind} id={route.id} />
          </Suspense>
        ) : (
          <Card title={t.notFound} level={1} />
        )}
      </main>
    </Page.Provider>
  );
}
