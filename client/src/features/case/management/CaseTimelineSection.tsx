import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Col, Row, Space, Spin, Typography } from 'antd';
import { lazy, Suspense, useState, type CSSProperties, type ReactNode } from 'react';
import { saveBlob } from '../../../app/api';
import type { CaseTimelineQueryQuery } from '../../../gql/graphql';
import { formatDate } from '../../../shared/format';
import { ExcelReasonDialog } from '../../../shared/ui/ExcelReasonDialog';
import { ScreeningCrisisTag } from '../../../shared/ui/ScreeningCrisisTag';
import { ScrollRegion } from '../../../shared/ui/ScrollRegion';
import { SDQ_BAND_LABELS, SDQ_PROSOCIAL_BAND_LABELS } from '../questionnaire/labels';
import { CaseTimelineQuery, downloadTimelineExcel } from './timelineOperations';
import { LoadError } from '../../../shared/ui/LoadError';

/** The statistics screens' bar chart, in their lazy chunk: neither the page nor the tables wait for recharts. */
const BarFigure = lazy(() => import('../../statistics/charts'));

type Timeline = CaseTimelineQueryQuery['caseTimeline'];
type SdqRow = Timeline['sdq'][number]['rows'][number];

export const DIRECTION_LABELS: Record<string, string> = { IMPROVED: '좋아짐', UNCHANGED: '변화 없음', WORSENED: '나빠짐' };

const cell: CSSProperties = { border: '1px solid #d9d9d9', padding: '6px 10px', textAlign: 'left' };
const head: CSSProperties = { ...cell, background: '#fafafa', fontWeight: 600 };
const num: CSSProperties = { ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' };
const captionStyle: CSSProperties = { captionSide: 'top', textAlign: 'left', fontWeight: 600, padding: '0 0 6px', color: '#262626' };

/** A table with a caption, column headers and a row header per row: the text alternative of the charts. */
function DataTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: { key: string; head: ReactNode; cells: ReactNode[] }[] }) {
  return (
    <ScrollRegion label={`${caption} 표`}>
      <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14, marginBottom: 16 }}>
        <caption style={captionStyle}>{caption}</caption>
        <thead>
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" style={head}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row" style={{ ...cell, fontWeight: 400 }}>
                {r.head}
              </th>
              {r.cells.map((c, i) => (
                <td key={i} style={typeof c === 'number' ? num : cell}>
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const withBand = (score: number | null | undefined, band: string | null | undefined, labels: Record<string, string>) =>
  score === null || score === undefined ? '-' : band ? `${score} (${labels[band]})` : String(score);
const changeText = (change: number | null | undefined, direction: string | null | undefined) =>
  change === null || change === undefined ? '-' : `${signed(change)}${direction ? ` ${DIRECTION_LABELS[direction]}` : ''}`;
const day = (v: string | null | undefined) => (v ? formatDate(v) : '없음');

function Chart({ label, rows, category, series }: { label: string; rows: Record<string, string | number>[]; category: string; series: { key: string; name: string }[] }) {
  return (
    <Suspense fallback={<Spin description="차트를 불러오는 중입니다" />}>
      <BarFigure label={label} rows={rows} category={category} series={series} />
    </Suspense>
  );
}

function SdqPart({ sdq }: { sdq: Timeline['sdq'] }) {
  if (!sdq.length) return <Typography.Paragraph type="secondary">작성 완료된 SDQ-KR 검사가 없습니다.</Typography.Paragraph>;
  const totals = sdq.map((s) => {
    const total = s.rows.find((r) => r.measure === 'TOTAL');
    return { 응답자: s.informantName, ...(total?.pre != null && { pre: total.pre }), ...(total?.post != null && { post: total.post }) };
  });
  const bands = (r: SdqRow) => (r.higherIsBetter ? SDQ_PROSOCIAL_BAND_LABELS : SDQ_BAND_LABELS);
  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} xl={10}>
        <Chart label="응답자별 SDQ-KR 총 난점 사전·사후" rows={totals} category="응답자" series={[{ key: 'pre', name: '사전' }, { key: 'post', name: '사후' }]} />
      </Col>
      <Col xs={24} xl={14}>
        {sdq.map((s) => (
          <DataTable
            key={s.informant}
            caption={`${s.informantName} 응답 (사전 ${day(s.preDoneAt)}, 사후 ${day(s.postDoneAt)})`}
            headers={['척도', '사전', '사후', '변화 (사후−사전)']}
            rows={s.rows.map((r) => ({
              key: r.measure,
              head: r.higherIsBetter ? `${r.name} (높을수록 좋음)` : r.name,
              cells: [withBand(r.pre, r.preBand, bands(r)), withBand(r.post, r.postBand, bands(r)), changeText(r.change, r.direction)],
            }))}
          />
        ))}
      </Col>
    </Row>
  );
}

function CgiPart({ cgi }: { cgi: Timeline['cgi'] }) {
  if (cgi.preS == null && cgi.postS == null) return <Typography.Paragraph type="secondary">작성 완료된 CGI가 없습니다.</Typography.Paragraph>;
  return (
    <DataTable
      caption="CGI 사전·사후"
      headers={['척도', '사전', '사후', '변화 (사후−사전)']}
      rows={[
        { key: 'S', head: 'CGI-S 심각도 (낮을수록 좋음)', cells: [cgi.preSName ?? '-', cgi.postSName ?? '-', changeText(cgi.changeS, cgi.direction)] },
        { key: 'I', head: 'CGI-I 호전도', cells: ['-', cgi.postIName ?? '-', '-'] },
      ]}
    />
  );
}

function ScreeningPart({ screenings }: { screenings: Timeline['screenings'] }) {
  if (!screenings.length) return <Typography.Paragraph type="secondary">연계된 정서·행동 간편검사 결과가 없습니다.</Typography.Paragraph>;
  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} xl={10}>
        <Chart label="연도별 간편검사 전체 T점수" rows={screenings.map((s) => ({ 연도: `${s.year}년`, t: s.total.t }))} category="연도" series={[{ key: 't', name: '전체 T점수' }]} />
      </Col>
      <Col xs={24} xl={14}>
        <DataTable
          caption="연도별 정서·행동 간편검사"
          headers={['연도', '전체 T점수', '영역별 T점수', '비고']}
          rows={screenings.map((s) => ({
            key: String(s.evaluationId),
            head: `${s.year}년`,
            cells: [
              // a crisis answer is read apart from the total: a flagged 일반군 is never shown as a plain 일반군
              s.crisis ? (
                <Space size={4} wrap>
                  {`${s.total.t} (${s.total.rangeName})`}
                  <ScreeningCrisisTag label="위기 응답" />
                </Space>
              ) : (
                `${s.total.t} (${s.total.rangeName})`
              ),
              s.categories.map((c) => `${c.name} ${c.t} (${c.rangeName})`).join(', '),
              [s.referred && '이 사례의 연계 검사', s.normDemo && '시연용 규준 (임상 사용 불가)'].filter(Boolean).join(', ') || '-',
            ],
          }))}
        />
      </Col>
    </Row>
  );
}

function EventList({ events }: { events: Timeline['events'] }) {
  if (!events.length) return <Typography.Paragraph type="secondary">기록된 사건이 없습니다.</Typography.Paragraph>;
  return (
    <ol style={{ paddingLeft: 20, margin: 0 }}>
      {events.map((e, i) => (
        <li key={i} style={{ marginBottom: 4 }}>
          <time dateTime={e.date}>{formatDate(e.date)}</time> {e.label}
          {e.detail && ` · ${e.detail}`}
        </li>
      ))}
    </ol>
  );
}

const sub = { fontSize: 15, marginTop: 16 } as const;

/**
 * 학생 변화 추이 on the case detail: the student's screenings of every year, SDQ-KR before and after per informant
 * with the change, CGI, and the case's events, each chart beside a real table (the table is the text alternative),
 * and the Excel download of the change table (with its reason, written to the access log by the server).
 */
export function CaseTimelineSection({ requestId }: { requestId: number }) {
  const { data, loading, error } = useQuery(CaseTimelineQuery, { variables: { requestId }, fetchPolicy: 'cache-and-network' });
  const [excelOpen, setExcelOpen] = useState(false);
  const tl = data?.caseTimeline;
  return (
    <section aria-labelledby="case-timeline-title" style={{ marginTop: 24 }}>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={2} id="case-timeline-title" style={{ fontSize: 16, margin: 0 }}>
          학생 변화 추이
        </Typography.Title>
        {tl && (
          <Button icon={<DownloadOutlined aria-hidden />} onClick={() => setExcelOpen(true)}>
            변화 추이 엑셀 다운로드
          </Button>
        )}
      </Space>
      {error && <LoadError error={error} fallback="학생 변화 추이를 불러오지 못했습니다." style={{ marginTop: 8 }} />}
      {!tl && loading && <Spin description="불러오는 중입니다" />}
      {tl && (
        <>
          <Typography.Title level={3} style={sub}>
            SDQ-KR 사전·사후 변화
          </Typography.Title>
          <SdqPart sdq={tl.sdq} />
          <Typography.Title level={3} style={sub}>
            CGI
          </Typography.Title>
          <CgiPart cgi={tl.cgi} />
          <Typography.Title level={3} style={sub}>
            연도별 정서·행동 간편검사
          </Typography.Title>
          <ScreeningPart screenings={tl.screenings} />
          <Typography.Title level={3} style={sub}>
            사례 진행
          </Typography.Title>
          <EventList events={tl.events} />
        </>
      )}
      <ExcelReasonDialog
        open={excelOpen}
        onClose={() => setExcelOpen(false)}
        defaultName={`학생변화추이_${requestId}`}
        description="SDQ-KR·CGI의 사전·사후 변화, 연도별 간편검사, 사례 진행을 내려받습니다. 학생 이름과 연락처는 들어가지 않습니다."
        idPrefix="timeline"
        download={async (name, reason) => {
          const { blob, fileName } = await downloadTimelineExcel(requestId, name, reason);
          saveBlob(blob, fileName);
        }}
      />
    </section>
  );
}
