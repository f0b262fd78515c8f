import { useQuery } from '@apollo/client/react';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, DatePicker, Form, Row, Select, Spin } from 'antd';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { saveBlob } from '../../app/api';
import { downloadFile } from '../../shared/download';
import { koreanYear } from '../../shared/format';
import { ExcelReasonDialog } from '../../shared/ui/ExcelReasonDialog';
import { errorMessage } from '../../shared/graphqlError';
import { FigureTable, type FigureColumn } from './FigureTable';
import { filterProblem, readFilters, STAT_FILTER_KEYS, statisticsExcelBody, type StatFilters } from './filters';
import { StatisticsOptionsQuery } from './operations';
import { SearchButtons } from '../../shared/ui/listParts';
import { dayFromParam, dayToParam } from '../../shared/listParams';
import { withParticle } from '../../shared/validators';

const BarFigure = lazy(() => import('./charts'));
const DAY = 'YYYY-MM-DD';

/** The filters in the URL, and a setter that replaces them all. */
export function useStatFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const setFilters = (f: StatFilters) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const k of STAT_FILTER_KEYS) {
        const v = f[k];
        if (v) next.set(k, v);
        else next.delete(k);
      }
      return next;
    });
  return { filters, setFilters };
}

interface FormValues {
  year?: string;
  fromDate?: Dayjs | null;
  toDate?: Dayjs | null;
  sdCode?: string;
  centerId?: string;
}

/**
 * A statistics screen: the filters (연도, 기간, 시도, 센터 from requestStatisticsOptions, i.e. what the caller's reach
 * holds), the Excel download of the screen's sheet, and the figures.
 */
export function StatisticsShell({ title, sheet, children }: { title: string; sheet: 'REQUEST' | 'REPORT'; children(filters: StatFilters): ReactNode }) {
  const { filters, setFilters } = useStatFilters();
  const { data: options } = useQuery(StatisticsOptionsQuery);
  const [form] = Form.useForm<FormValues>();
  const [problem, setProblem] = useState<string>();
  const [excelOpen, setExcelOpen] = useState(false);
  const urlProblem = filterProblem(filters);
  const o = options?.requestStatisticsOptions;
  const thisYear = koreanYear();
  const years = [...new Set([thisYear, ...(o?.years ?? [])])].sort((a, b) => b - a);

  const submit = (v: FormValues) => {
    const next: StatFilters = {
      year: v.year || undefined,
      fromDate: dayToParam(v.fromDate),
      toDate: dayToParam(v.toDate),
      sdCode: v.sdCode || undefined,
      centerId: v.centerId || undefined,
    };
    const bad = filterProblem(next);
    setProblem(bad);
    if (!bad) setFilters(next);
  };
  const reset = () => {
    form.setFieldsValue({ year: undefined, fromDate: undefined, toDate: undefined, sdCode: undefined, centerId: undefined });
    setProblem(undefined);
    setFilters({});
  };

  const download = async (fileName: string, reason: string) => {
    const { blob, fileName: saved } = await downloadFile('POST', 'svs-u/request/statistics-excel-download', `${title}.xlsx`, statisticsExcelBody(sheet, filters, fileName, reason));
    saveBlob(blob, saved);
  };

  return (
    <Card
      title={title}
      extra={
        <Button icon={<DownloadOutlined aria-hidden />} onClick={() => setExcelOpen(true)}>
          엑셀 다운로드
        </Button>
      }
    >
      <Form<FormValues>
        key={JSON.stringify(filters)}
        form={form}
        layout="inline"
        initialValues={{
          ...filters,
          fromDate: dayFromParam(filters.fromDate),
          toDate: dayFromParam(filters.toDate),
        }}
        onFinish={submit}
        style={{ marginBottom: 16, rowGap: 8 }}
        aria-label={`${title} 검색 조건`}
      >
        <Form.Item label="연도" name="year" htmlFor="stat-year">
          <Select id="stat-year" allowClear placeholder="전체" style={{ width: 110 }} options={years.map((y) => ({ value: String(y), label: `${y}년` }))} />
        </Form.Item>
        <Form.Item label="기간" name="fromDate" htmlFor="stat-from">
          <DatePicker id="stat-from" format={DAY} placeholder="시작일" style={{ width: 140 }} />
        </Form.Item>
        <Form.Item label="~" name="toDate" htmlFor="stat-to" colon={false}>
          <DatePicker id="stat-to" format={DAY} placeholder="종료일" aria-label="기간 종료일" style={{ width: 140 }} />
        </Form.Item>
        <Form.Item label="시도" name="sdCode" htmlFor="stat-sido">
          <Select id="stat-sido" allowClear placeholder="전체" style={{ width: 150 }} options={(o?.sidos ?? []).map((s) => ({ value: s.code, label: s.name }))} />
        </Form.Item>
        <Form.Item label="센터" name="centerId" htmlFor="stat-center">
          <Select
            id="stat-center"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="전체"
            style={{ width: 200 }}
            options={(o?.centers ?? []).map((c) => ({ value: c.code, label: c.name }))}
          />
        </Form.Item>
        <SearchButtons onReset={reset} />
      </Form>
      {(problem ?? urlProblem) && <Alert type="error" showIcon title={problem ?? urlProblem} role="alert" style={{ marginBottom: 16 }} />}
      {children(filters)}
      <ExcelReasonDialog
        open={excelOpen}
        onClose={() => setExcelOpen(false)}
        idPrefix="stat"
        defaultName={title}
        description="화면의 검색 조건으로 집계한 수치를 내려받습니다. 학생 개인의 정보는 들어가지 않습니다."
        download={download}
      />
    </Card>
  );
}

/** The state of a figures query: loading, or the server's Korean message. */
export function QueryState({ loading, error, what }: { loading: boolean; error?: unknown; what: string }) {
  if (error) return <Alert type="error" showIcon title={errorMessage(error, `${withParticle(what, '을/를')} 불러오지 못했습니다.`)} style={{ marginBottom: 16 }} />;
  return loading ? <Spin description="불러오는 중입니다" style={{ display: 'block', margin: '24px auto' }} /> : null;
}

/** One figure: its chart, and the same rows as a table beside it (below it on a narrow screen). */
export function Figure<R extends Record<string, string | number>>({
  title,
  rows,
  category,
  rowHeader,
  columns,
  timeline,
  total,
}: {
  title: string;
  rows: R[];
  category: keyof R & string;
  rowHeader: string;
  columns: FigureColumn<R>[];
  /** Columns over a time axis (months); other figures are horizontal bars, so every name stays readable at 360 px. */
  timeline?: boolean;
  total?: boolean;
}) {
  return (
    <Card type="inner" size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{title}</h2>} style={{ marginBottom: 16 }}>
      <Row gutter={[24, 16]}>
        <Col xs={24} xl={14}>
          <Suspense fallback={<Spin description="차트를 불러오는 중입니다" />}>
            <BarFigure
              label={title}
              rows={rows.map((r) => ({ [category]: r[category], ...Object.fromEntries(columns.map((c) => [c.key, c.value(r)])) }))}
              category={category}
              series={columns.map((c) => ({ key: c.key, name: c.title }))}
              horizontal={!timeline}
            />
          </Suspense>
        </Col>
        <Col xs={24} xl={10}>
          <FigureTable caption={title} rowHeader={rowHeader} rowName={(r) => String(r[category])} columns={columns} rows={rows} total={total} />
        </Col>
      </Row>
    </Card>
  );
}
