import { PhoneOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { AskCounselling } from './AskCounselling';
import { EvaluationGate, type RespondentEvaluation } from './EvaluationGate';
import { RespondentFrame } from './ui';

/** Where anyone can call, day and night, whatever the result says (shown with the server's own list). */
export const HELP_LINES = [
  { name: '청소년상담 1388', phone: '1388', description: '24시간 청소년 고민 상담 (문자·카카오톡 상담도 있어요)' },
  { name: '정신건강위기상담', phone: '1577-0199', description: '24시간 마음이 힘들 때 전문가와 이야기할 수 있어요' },
  { name: '자살예방상담', phone: '109', description: '24시간 누구나 무료로 이야기할 수 있어요' },
];

type HelpLine = { name: string; phone?: string | null; description: string };

/** The server's help lines first, then the fixed ones it did not list (by number). */
export function helpLinesFor(fromServer: HelpLine[]): HelpLine[] {
  const have = new Set(fromServer.map((h) => h.phone).filter(Boolean));
  return [...fromServer, ...HELP_LINES.filter((h) => !have.has(h.phone))];
}

/** /simple-evaluation/result/{id}: for the person who answered, in plain words; no score, range or table. */
export default function ResultPage() {
  const id = Number(useParams().simpleEvaluationId);
  return (
    <RespondentFrame language="ko">
      <EvaluationGate evaluationId={Number.isInteger(id) ? id : 0}>
        {(evaluation, held, lose) => <ResultView evaluation={evaluation} respondentToken={held.respondentToken} onTokenLost={lose} />}
      </EvaluationGate>
    </RespondentFrame>
  );
}

export function ResultView({ evaluation, respondentToken, onTokenLost }: { evaluation: RespondentEvaluation; respondentToken: string; onTokenLost: () => void }) {
  const r = evaluation.result;
  if (!r) {
    return (
      <Card>
        <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
          결과 안내
        </Typography.Title>
        {evaluation.canAnswer ? (
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            아직 검사를 마치지 않았어요. <Link to={paths.publicSimpleEvaluation(evaluation.id)} style={{ textDecoration: 'underline' }}>
              검사 계속하기
            </Link>
          </Typography.Paragraph>
        ) : (
          <Typography.Paragraph style={{ marginBottom: 0 }}>결과 안내는 검사에 응답한 분에게만 보여요.</Typography.Paragraph>
        )}
      </Card>
    );
  }
  const lines = helpLinesFor(r.helpLines);
  // a crisis answer: the page leads with where to call now, then the message (never a calm one)
  const urgent = r.level === 'URGENT';
  const title = (
    <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
      {r.title}
    </Typography.Title>
  );
  const help = (
    <Card style={urgent ? { border: '2px solid #a8071a' } : { marginTop: 16 }}>
      {urgent && title}
      <section aria-labelledby="help-title">
        <Typography.Title level={2} id="help-title" style={{ fontSize: 18, marginTop: 0 }}>
          {urgent ? '지금 바로 이야기할 수 있는 곳 (24시간)' : '이야기 나눌 곳'}
        </Typography.Title>
        <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
          {lines.map((h) => (
            <li key={h.name} style={{ borderLeft: '4px solid #1a5fd0', paddingLeft: 12 }}>
              <div style={{ fontWeight: 600, fontSize: 16 }}>
                {h.phone ? (
                  <a href={`tel:${h.phone.split(' ')[0].replace(/[^\d]/g, '')}`}>
                    <PhoneOutlined aria-hidden /> {h.name} {h.name.includes(h.phone) ? '' : h.phone}
                  </a>
                ) : (
                  h.name
                )}
              </div>
              <div style={{ color: '#595959' }}>{h.description}</div>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
  return (
    <>
      {urgent && help}
      <Card style={urgent ? { marginTop: 16 } : undefined}>
        {!urgent && title}
        <Typography.Paragraph style={{ fontSize: 16, lineHeight: 1.7 }}>{r.message}</Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          이 검사는 마음 상태를 간단히 살펴보는 것으로, 진단이 아니에요. 결과는 학교 담당 선생님이 학생을 돕는 데에만 써요.
        </Typography.Paragraph>
      </Card>
      <AskCounselling evaluationId={evaluation.id} respondentToken={respondentToken} requestedAt={evaluation.linkageRequestedAt} onTokenLost={onTokenLost} />
      {!urgent && help}
    </>
  );
}
