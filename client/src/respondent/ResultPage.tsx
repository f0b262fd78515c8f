import { downloadConsentCopy, downloadResultReport, needsVerification, type Evaluation, type HelpLine } from './api';
import { AskCounselling } from './AskCounselling';
import { usePage } from './context';
import { EvaluationGate } from './EvaluationGate';
import type { Texts } from './texts';
import { Card, DownloadButton } from './ui';

/** Where anyone can call, day and night, whatever the result says (shown with the server's own list). */
export const HELP_LINES: HelpLine[] = [
  { name: '청소년상담 1388', phone: '1388', description: '24시간 청소년 고민 상담 (문자·카카오톡 상담도 있어요)' },
  { name: '정신건강위기상담', phone: '1577-0199', description: '24시간 마음이 힘들 때 전문가와 이야기할 수 있어요' },
  { name: '자살예방상담', phone: '109', description: '24시간 누구나 무료로 이야기할 수 있어요' },
];

/** The server's help lines first, then the fixed ones it did not list (by number). */
export function helpLinesFor(fromServer: HelpLine[]): HelpLine[] {
  const have = new Set(fromServer.map((h) => h.phone).filter(Boolean));
  return [...fromServer, ...HELP_LINES.filter((h) => !have.has(h.phone))];
}

interface ShownLine {
  name: string;
  phone?: string | null;
  description: string;
  /** 'ko' when the server's Korean is shown on a page in another language. */
  lang?: 'ko';
}

/** A help line in the page's language: translated by its number (the school's by having none), else as the server said it. */
export function showLine(line: HelpLine, t: Texts): ShownLine {
  const translated = t.lines[line.phone ?? 'school'];
  if (translated) return { ...line, ...translated };
  return Object.keys(t.lines).length ? { ...line, lang: 'ko' } : line;
}

/** /simple-evaluation/result/{id}: for the person who answered, in plain words; no score, range or table. */
export function ResultPage({ evaluationId }: { evaluationId: number }) {
  return (
    <EvaluationGate evaluationId={evaluationId}>
      {(evaluation, held, lose) => <ResultView evaluation={evaluation} respondentToken={held.respondentToken} agreeId={held.agreeId} onTokenLost={lose} />}
    </EvaluationGate>
  );
}

export function ResultView({
  evaluation,
  respondentToken,
  agreeId,
  onTokenLost,
}: {
  evaluation: Evaluation;
  respondentToken: string;
  /** The link round the token was earned on: the consent copy's. */
  agreeId?: string;
  onTokenLost: () => void;
}) {
  const { t, navigate } = usePage();
  const r = evaluation.result;
  if (!r) {
    return (
      <Card title={t.resultTitle} level={1}>
        {evaluation.canAnswer ? (
          <p>
            {t.notFinished}{' '}
            <a
              href={`/app/simple-evaluation/${evaluation.id}`}
              onClick={(e) => {
                e.preventDefault();
                navigate(`/simple-evaluation/${evaluation.id}`);
              }}
            >
              {t.continueTest}
            </a>
          </p>
        ) : (
          <p>{t.onlyAnswerer}</p>
        )}
      </Card>
    );
  }
  // the server's words in Korean; in another language ours for the same level and person
  const words = t.results[evaluation.respondent]?.[r.level] ?? r;
  const wordsLang = words === r && Object.keys(t.results).length ? 'ko' : undefined;
  const lines = helpLinesFor(r.helpLines).map((l) => showLine(l, t));
  // a crisis answer: the page leads with where to call now, then the message (never a calm one)
  const urgent = r.level === 'URGENT';
  const title = (
    <h1 id="result-title" lang={wordsLang}>
      {words.title}
    </h1>
  );
  const help = (
    <section className={`card${urgent ? ' urgent' : ''}`} aria-labelledby={urgent ? 'result-title' : 'help-title'}>
      {urgent && title}
      <h2 id="help-title">{urgent ? t.helpNow : t.helpTitle}</h2>
      <ul className="lines">
        {lines.map((h) => (
          <li key={h.name} lang={h.lang}>
            <div className="line-name">
              {h.phone ? (
                <a href={`tel:${h.phone.split(' ')[0].replace(/[^\d]/g, '')}`}>
                  {h.name} {h.name.includes(h.phone) ? '' : h.phone}
                </a>
              ) : (
                h.name
              )}
            </div>
            <div className="secondary">{h.description}</div>
          </li>
        ))}
      </ul>
    </section>
  );
  return (
    <>
      {urgent && help}
      <section className="card" aria-labelledby={urgent ? undefined : 'result-title'}>
        {!urgent && title}
        <p className="message" lang={wordsLang}>
          {words.message}
        </p>
        <p className="secondary">{t.notDiagnosis}</p>
      </section>
      <AskCounselling evaluationId={evaluation.id} respondentToken={respondentToken} requestedAt={evaluation.linkageRequestedAt} onTokenLost={onTokenLost} />
      {!urgent && help}
      {evaluation.respondent === 'GUARDIAN' && (
        <Card title={t.documents.reportTitle} id="report-title">
          <DownloadButton
            label={t.documents.report}
            note={t.documents.reportNote}
            download={() => downloadResultReport(evaluation.id, respondentToken)}
            onTokenLost={(e) => needsVerification(e) && (onTokenLost(), true)}
          />
          {agreeId && (
            <DownloadButton
              label={t.documents.copy}
              note={t.documents.copyNote}
              download={() => downloadConsentCopy(agreeId, respondentToken)}
              onTokenLost={(e) => needsVerification(e) && (onTokenLost(), true)}
            />
          )}
        </Card>
      )}
    </>
  );
}
