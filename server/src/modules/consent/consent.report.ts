import type { Response } from 'express';
import { logAccess } from '../../platform/access-log.js';
import type { Ctx } from '../../platform/context.js';
import { Errors } from '../../platform/errors.js';
import { now } from '../../platform/clock.js';
import { streamPdf, type PdfOptions, type PdfWriter } from '../../platform/pdf.js';
import { requireRespondent } from '../../platform/respondent/index.js';
import { kstDateTime, kstDay } from '../../platform/time.js';
import { INSTRUMENTS } from '../scoring/core.js';
import { RespondentType } from './consent.inputs.js';
import { respondentResult } from './consent.result.js';
import { answererOf, ConsentErrors, RESPONDENT_KIND, withRound, assertOpen, WITHDRAWAL } from './consent.round.js';
import { consentSections } from './consent.wording.js';
import { docLang, PDF_LANG, REPORT_TEXTS, type DocLang, type ReportTexts } from './consent.report.texts.js';
import { RespondentResultLevel } from './consent.views.js';
import { EVALUATION_SUBJECT } from '../evaluation-record/simple-evaluation.service.js';
import { ScoreRange, SimpleEvaluation, SimpleEvaluationAgree } from '../evaluation-record/simple-evaluation.entity.js';

/**
 * The two PDFs a guardian can keep (issue 28): the result report (결과 안내서: each area's level in plain words, what
 * the groups mean, what to do next and whom to call, the 24-hour lines first when a crisis item was endorsed; never a
 * score, T-score, percentile or norm table) and the copy of the consent (동의 내용 사본: the text shown, the choice,
 * its time, the management number, the school, how to withdraw). Staff download both from the evaluation's detail
 * (simple-evaluation.report.ts), the respondent from the link while it is valid; every download is an EXPORT in the
 * access log. The guardian's own downloads are in the language they chose at consent (ko, en, zh, vi:
 * consent.report.texts.ts); staff downloads are Korean, the school's record.
 */

// ---- the Korean wording (the school's record; staff downloads are always Korean) --------------------------------

/** The Korean texts, in the shape of the translations (consent.report.texts.ts). */
const KO: ReportTexts = {
  kst: '한국 시간',
  reportTitle: '마음건강 간편검사 결과 안내 (보호자용)',
  reportDocTitle: '마음건강 간편검사 결과 안내',
  number: '관리번호',
  school: '학교',
  test: '검사',
  testName: { ELEMENTARY: '마음건강 간편검사 (초등학생용)', MIDDLE_HIGH: '마음건강 간편검사 (중·고등학생용)' },
  testDay: '검사일',
  callNow: '지금 바로 연락할 수 있는 곳 (24시간)',
  areas: '영역별 결과',
  noResult: '결과 없음',
  crisisNote: '응답 가운데 자녀의 안전을 바로 살펴야 할 내용이 있었습니다. 다른 영역의 결과와 관계없이 먼저 살펴 주세요.',
  howToRead: '결과를 읽는 방법',
  notDiagnosis: '이 검사는 요즘의 마음 상태를 간단히 살펴보는 것으로, 진단이 아닙니다. 결과는 학교와 정신건강 학교지원센터 담당자가 자녀를 돕는 데에만 씁니다.',
  nextHeading: '앞으로 이렇게 해 주세요',
  contacts: '연락할 곳',
  schoolContact: (school) => `${school}: 담임 선생님 또는 학교 상담 선생님 (Wee클래스)`,
  centerContact: '학교를 돕는 정신건강 학교지원센터',
  issuedReport: (at) => `발급: ${at} (한국 시간). 이 안내서에는 학생의 이름이 없으며 관리번호로만 표시됩니다.`,
  /** Each area as a parent reads it, with the questionnaire's own name in brackets. */
  plainAreas: {
    ELEMENTARY: {
      emot: '기분과 감정',
      anxi: '걱정과 불안',
      ipsa: '친구 관계와 사람들 앞에서의 긴장',
      etnz: '행동 조절 (산만함, 충동, 다툼)',
      psta: '힘든 일을 겪은 뒤의 마음',
    },
    MIDDLE_HIGH: {
      emot: '불안과 우울한 기분',
      suci: '죽고 싶은 생각과 위기',
      etnz: '행동 조절 (산만함, 충동, 다툼)',
      psta: '힘든 일을 겪은 뒤의 마음',
      ipsa: '학교생활 적응',
    },
  },
  /** A level in words, then the group the school calls it (so a parent can match what a teacher says). */
  levels: {
    [ScoreRange.GENERAL]: {
      words: '지금은 크게 걱정할 모습이 보이지 않습니다',
      group: '일반군',
      meaning: '같은 또래와 비교해 걱정할 만한 정도가 아닙니다. 지금처럼 관심을 가져 주시면 됩니다.',
    },
    [ScoreRange.ATTENTION]: {
      words: '조금 힘들어하는 모습이 보여 관심이 필요합니다',
      group: '관심군',
      meaning: '같은 또래보다 힘들어하는 정도가 조금 높습니다. 학교에서 관심을 갖고 살펴보며, 필요하면 상담을 안내합니다.',
    },
    [ScoreRange.PRIORITY_ATTENTION]: {
      words: '힘든 정도가 커서 먼저 도움을 받기를 권합니다',
      group: '우선 관심군',
      meaning: '같은 또래보다 힘들어하는 정도가 높습니다. 학교와 정신건강 학교지원센터가 먼저 연락해 전문 상담을 안내합니다.',
    },
  },
  next: {
    [RespondentResultLevel.CALM]: [
      '자녀와 요즘 지내는 이야기를 편하게 나눠 보세요.',
      '자녀에게 힘든 일이 생기거나 달라진 모습이 보이면 언제든 학교에 알려 주세요.',
    ],
    [RespondentResultLevel.SUPPORT]: [
      '자녀를 다그치지 말고, 요즘 어떤 점이 힘든지 차분히 들어 주세요.',
      '학교 담당 선생님(담임 선생님 또는 Wee클래스 상담 선생님)과 상의해 주세요. 학교에서 먼저 연락드릴 수도 있습니다.',
      '필요하면 학교가 정신건강 학교지원센터나 지역 전문기관의 상담을 연결해 드립니다.',
    ],
    [RespondentResultLevel.URGENT]: [
      '오늘은 자녀 곁에 있어 주시고, 혼자 두지 마세요.',
      '다그치지 말고 차분히 이야기를 들어 주세요. "죽고 싶다"는 말을 들으면 피하지 말고 끝까지 들어 주세요.',
      '아래 24시간 상담전화로 바로 상의하실 수 있습니다. 학교 선생님도 곧 연락드립니다.',
      '위험이 급하다고 느끼시면 바로 112나 119에 전화하세요.',
    ],
  },
  copyTitle: '마음건강 간편검사 동의 내용 사본',
  copyDocTitle: '마음건강 간편검사 동의 내용 사본',
  guardianChoice: '보호자의 선택',
  choice: '선택',
  agreed: '동의함',
  refused: '동의하지 않음',
  decidedAt: '선택한 때',
  method: '확인 방법',
  methodSms: '문자로 받은 링크에서 휴대전화 인증번호로 본인을 확인한 뒤 선택',
  pageLanguage: '화면 언어',
  withdrawal: '동의 철회',
  withdrawnLink: '받은 링크에서 철회',
  withdrawnSchool: '학교에 요청하여 철회 (학교가 기록)',
  shownHeading: '보호자에게 보인 안내문',
  noText: '이 선택이 기록될 때에는 안내문이 함께 저장되지 않았습니다.',
  translationNote: '',
  koreanRecord: '',
  withdrawHeading: '동의를 철회하려면',
  withdrawSteps: (school) => [
    '응답을 제출하기 전에는 문자로 받은 링크에서 "동의 철회"를 누르면 됩니다. 검사는 진행되지 않습니다.',
    `응답을 제출한 뒤에는 ${school}에 요청해 주세요. 학교가 응답과 결과를 지우고, 요청에 따라 철회했음을 기록합니다.`,
    '동의하지 않거나 철회해도 자녀에게 어떤 불이익도 없습니다.',
  ],
  issuedCopy: (at) => `발급: ${at} (한국 시간).`,
  languages: { ko: '한국어', en: '영어 (English)', zh: '중국어 (中文)', vi: '베트남어 (Tiếng Việt)' },
};

const textsOf = (lang: DocLang): ReportTexts => (lang === 'ko' ? KO : REPORT_TEXTS[lang]);

/** The PDF options of a language: its /Lang and, for Chinese, the Simplified Chinese font (Hangul in Noto Sans KR). */
const pdfOptions = (lang: DocLang): PdfOptions => ({ lang: PDF_LANG[lang], script: lang === 'zh' ? 'sc' : 'kr' });

// ---- the result report ----------------------------------------------------------------------------------------

/**
 * The result report's pages in `lang` (staff: Korean). The evaluation is done and has a result; its school (and
 * center, if any) loaded. In another language each group is followed by its Korean name (what a teacher says).
 */
export function drawResultReport(w: PdfWriter, e: SimpleEvaluation, lang: DocLang = 'ko') {
  const t = textsOf(lang);
  const ko = lang === 'ko';
  // Korean: the result page's own words and help lines (consent.result.ts); a translation has its own
  const translated = lang === 'ko' ? undefined : REPORT_TEXTS[lang];
  const r = respondentResult(e, RespondentType.GUARDIAN);
  const urgent = r.level === RespondentResultLevel.URGENT;
  const line = (l: { name: string; phone?: string; description: string }) => {
    const own = translated?.lines[l.phone ?? 'school'];
    return `${own?.name ?? l.name} ${l.phone}: ${own?.description ?? l.description}`;
  };
  const lines = r.helpLines.filter((l) => l.phone);
  w.title(t.reportTitle);
  w.facts([
    [t.number, e.studentCode],
    [t.school, e.school.name],
    [t.test, t.testName[e.schoolTargetType]],
    [t.testDay, e.doneAt ? kstDay(e.doneAt) : '-'],
  ]);
  if (urgent) {
    w.heading(t.callNow);
    w.list(lines.map(line));
  }
  const said = translated?.result[r.level] ?? r;
  w.heading(said.title);
  w.paragraph(said.message);

  w.heading(t.areas);
  const plain = t.plainAreas[e.schoolTargetType];
  const group = (range: ScoreRange) => (ko ? KO.levels[range].group : `${t.levels[range].group}, ${KO.levels[range].group}`);
  w.list(
    INSTRUMENTS[e.schoolTargetType].categories.map((c) => {
      const range = e.result?.categories.find((s) => s.scale === c.code)?.range as ScoreRange | undefined;
      const name = ko ? `${plain[c.code] ?? c.name} (${c.name})` : (plain[c.code] ?? c.name);
      return `${name}: ${range ? `${t.levels[range].words} (${group(range)})` : t.noResult}`;
    }),
  );
  if (e.crisis) w.paragraph(t.crisisNote, { bold: true });

  w.heading(t.howToRead);
  w.list(Object.values(ScoreRange).map((range) => `${ko ? KO.levels[range].group : `${t.levels[range].group} (${KO.levels[range].group})`}: ${t.levels[range].meaning}`));
  w.paragraph(t.notDiagnosis);

  w.heading(t.nextHeading);
  w.list(t.next[r.level]);

  w.heading(t.contacts);
  const center = e.center;
  w.list([
    t.schoolContact(e.school.name),
    ...(center ? [`${center.name}${center.contact ? ` ${center.contact}` : ''}: ${t.centerContact}`] : []),
    ...(urgent ? [] : lines.map(line)),
  ]);
  w.note(t.issuedReport(kstDateTime(now())));
}

// ---- the consent copy -----------------------------------------------------------------------------------------

const WHO = { [RespondentType.GUARDIAN]: '보호자', [RespondentType.STUDENT]: '학생' } as const;

/**
 * The decisions of one consent round: the guardian's and the student's, each with the text they were shown. In
 * another language (the guardian's own copy) the page's translation comes first, then the Korean text kept with the
 * decision, which is the record.
 */
export function drawConsentCopy(w: PdfWriter, e: SimpleEvaluation, agree: SimpleEvaluationAgree, whom: RespondentType[], lang: DocLang = 'ko') {
  const t = textsOf(lang);
  const ko = lang === 'ko';
  const when = (at: Date) => `${kstDateTime(at)} (${t.kst})`;
  const how: Record<string, string> = { [WITHDRAWAL.LINK]: t.withdrawnLink, [WITHDRAWAL.SCHOOL_REQUEST]: t.withdrawnSchool };
  w.title(t.copyTitle);
  w.facts([
    [t.number, e.studentCode],
    [t.school, e.school.name],
  ]);
  for (const who of whom) {
    const guardian = who === RespondentType.GUARDIAN;
    const yn = guardian ? agree.guardianAgreeYn : agree.studentAgreeYn;
    const at = guardian ? agree.guardianAgreeDate : agree.studentAgreeDate;
    const method = guardian ? agree.guardianAgreeMethod : agree.studentAgreeMethod;
    const text = guardian ? agree.guardianConsentText : agree.studentConsentText;
    if (!yn) continue;
    w.heading(ko ? `${WHO[who]}의 선택` : t.guardianChoice);
    const rows: [string, string][] = [
      [t.choice, yn === 'Y' ? t.agreed : t.refused],
      [t.decidedAt, at ? when(at) : '-'],
      [t.method, method === 'SMS_CODE' ? t.methodSms : (method ?? '-')],
    ];
    if (guardian) rows.push([t.pageLanguage, t.languages[docLang(agree.guardianLang)]]);
    if (agree.withdrawnAt && agree.withdrawnBy === who) rows.push([t.withdrawal, `${when(agree.withdrawnAt)}, ${how[agree.withdrawalMethod ?? ''] ?? agree.withdrawalMethod}`]);
    w.facts(rows);
    w.heading(ko ? `${WHO[who]}에게 보인 안내문` : t.shownHeading);
    if (!text) {
      w.paragraph(t.noText);
      continue;
    }
    const shownIn = guardian ? docLang(agree.guardianLang) : 'ko';
    const translation = shownIn !== 'ko' ? REPORT_TEXTS[shownIn].wording : undefined;
    if (ko && shownIn !== 'ko') w.note(`화면은 ${KO.languages[shownIn]}로 보였으며, 아래는 그 번역의 바탕인 한국어 안내문입니다.`);
    if (translation && shownIn === lang) {
      w.note(t.translationNote);
      w.paragraph(translation.title, { bold: true });
      w.paragraph(translation.intro);
      for (const s of translation.sections) {
        w.paragraph(s.title, { bold: true });
        w.paragraph(s.text);
      }
      w.heading(t.koreanRecord);
    }
    for (const s of consentSections(text)) {
      if (s.title) w.paragraph(s.title, { bold: true });
      w.paragraph(s.text);
    }
  }
  if (agree.withdrawnAt && agree.withdrawalMethod === WITHDRAWAL.SCHOOL_REQUEST && !whom.includes(agree.withdrawnBy as RespondentType))
    w.facts([[t.withdrawal, `${when(agree.withdrawnAt)}, ${t.withdrawnSchool}`]]);
  w.heading(t.withdrawHeading);
  w.list(t.withdrawSteps(e.school.name));
  w.note(t.issuedCopy(kstDateTime(now())));
}

export const reportFileName = (e: SimpleEvaluation) => `간편검사_결과안내_${e.studentCode}.pdf`;
export const consentFileName = (e: SimpleEvaluation) => `간편검사_동의내용_${e.studentCode}.pdf`;

/** Staff downloads (simple-evaluation.report.ts): Korean, both decisions. */
export const streamResultReport = (res: Response, e: SimpleEvaluation, lang: DocLang = 'ko') =>
  streamPdf(res, reportFileName(e), textsOf(lang).reportDocTitle, (w) => drawResultReport(w, e, lang), pdfOptions(lang));
export const streamConsentCopy = (res: Response, e: SimpleEvaluation, agree: SimpleEvaluationAgree, whom: RespondentType[], lang: DocLang = 'ko') =>
  streamPdf(res, consentFileName(e), textsOf(lang).copyDocTitle, (w) => drawConsentCopy(w, e, agree, whom, lang), pdfOptions(lang));

// ---- the respondent's downloads -------------------------------------------------------------------------------

/**
 * GET svs-c/simple-evaluation/{id}/result-report: the guardian who answered, while the link is valid (the token's
 * round is the evaluation's current one, not cancelled or refused). A student who answered reads the result page; the
 * report is written to parents, so a student's token is refused (staff can print it for the guardian).
 */
export async function respondentResultReport(ctx: Ctx, id: number, res: Response): Promise<undefined> {
  const g = requireRespondent(ctx.respondent, RESPONDENT_KIND);
  if (String(id) !== g.id) throw Errors.notFound();
  const round = await withRound(ctx.em, id, { managed: true });
  if (!round || round.agree.id !== g.round) {
    if (!round) throw Errors.notFound();
    throw ConsentErrors.linkReplaced();
  }
  const { e, agree } = round;
  assertOpen(e, agree, agree);
  if (g.respondent !== answererOf(e, agree)) throw ConsentErrors.notAnswerer();
  if (g.respondent !== RespondentType.GUARDIAN) throw ConsentErrors.reportForGuardian();
  if (e.isDone !== 'Y' || !e.result) throw ConsentErrors.notDone();
  if (e.center) await ctx.em.populate(e, ['center']);
  await logAccess(ctx, { action: 'EXPORT', subjectType: EVALUATION_SUBJECT, subjectId: e.id, respondent: g, detail: '응답자 결과 안내서(PDF) 내려받기' });
  // in the language the guardian chose at consent (the round's guardianLang)
  return streamResultReport(res, e, docLang(agree.guardianLang));
}

/**
 * GET svs-c/simple-evaluation/agree/{agreeId}/copy: the holder's own decision on the token's round, also once the
 * round ended by that decision (refused or withdrawn) or was replaced, while the token lasts (30 minutes).
 */
export async function respondentConsentCopy(ctx: Ctx, agreeId: string, res: Response): Promise<undefined> {
  const g = requireRespondent(ctx.respondent, RESPONDENT_KIND);
  if (g.round !== agreeId) throw Errors.notFound();
  const agree = await ctx.em.findOne(
    SimpleEvaluationAgree,
    { id: agreeId, evaluation: { id: Number(g.id), deletedAt: null } },
    { populate: ['evaluation', 'evaluation.school'] },
  );
  if (!agree) throw Errors.notFound();
  const who = g.respondent as RespondentType;
  if (!(who === RespondentType.GUARDIAN ? agree.guardianAgreeYn : agree.studentAgreeYn)) throw ConsentErrors.notDecided();
  const e = agree.evaluation;
  await logAccess(ctx, { action: 'EXPORT', subjectType: EVALUATION_SUBJECT, subjectId: e.id, respondent: g, detail: '응답자 동의 내용 사본(PDF) 내려받기' });
  // the guardian's copy in the language of their page; the student's page is Korean
  return streamConsentCopy(res, e, agree, [who], who === RespondentType.GUARDIAN ? docLang(agree.guardianLang) : 'ko');
}
