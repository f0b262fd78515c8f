import { useQuery } from '@apollo/client/react';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, DatePicker, Form, Input, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorMessage as restErrorMessage, restBlob, saveBlob } from '../../app/api';
import type { SmsSendHistoryPageQueryQuery } from '../../gql/graphql';
import { formatDateTime } from '../../shared/validators';
import { useListParams, dayFromParam, dayToParam } from '../../shared/listParams';
import { SmsSendHistoryPageQuery } from './operations';
import {
  excelFileName,
  linkParts,
  SMS_FILTER_KEYS,
  SMS_PURPOSE_OPTIONS,
  SMS_STATUS_OPTIONS,
  searchProblem,
  searchVariables,
  type SmsFilters,
} from './smsHistory';
import { oneLine } from '../../shared/ui/oneLine';
import { ListTable, SearchButtons } from '../../shared/ui/listParts';

type Row = SmsSendHistoryPageQueryQuery['smsSendHistory']['content'][number];

const EXCEL_NAME = 'SMS 발송 내역';
const DAY = 'YYYY-MM-DD';

interface FormValues {
  mobile?: string;
  keyword?: string;
  purpose?: string;
  status?: string;
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
}

const toForm = (f: SmsFilters): FormValues => ({
  ...f,
  startDate: dayFromParam(f.startDate),
  endDate: dayFromParam(f.endDate),
});

const fromForm = (v: FormValues): SmsFilters => ({
  mobile: v.mobile?.trim() || undefined,
  keyword: v.keyword?.trim() || undefined,
  purpose: v.purpose || undefined,
  status: v.status || undefined,
  startDate: dayToParam(v.startDate),
  endDate: dayToParam(v.endDate),
});

/**
 * The text as sent, its links clickable (with the local driver this list is the demo's phone) and underlined: a link
 * inside text must not be told apart by its colour alone (axe link-in-text-block; the admin accent is 2.3:1 to text).
 */
function MessageText({ text }: { text: string }) {
  return (
    <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
      {linkParts(text).map((p, i) =>
        p.href ? (
          <a key={i} href={p.href} target="_blank" rel="noopener noreferrer" style={{ textDecoration: 'underline' }}>
            {p.text}
          </a>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </span>
  );
}

export default function SmsSendHistoryPage() {
  const { message } = App.useApp();
  const { page, size, filters, setFilters, pagination } = useListParams(SMS_FILTER_KEYS);
  const [form] = Form.useForm<FormValues>();
  const [problem, setProblem] = useState<string>();
  const [downloading, setDownloading] = useState(false);
  const search = searchVariables(filters);
  const { data, previousData, loading, error } = useQuery(SmsSendHistoryPageQuery, {
    variables: { ...search, page, size },
    fetchPolicy: 'cache-and-network',
  });
  const history = (data ?? previousData)?.smsSendHistory;

  const submit = (values: FormValues) => {
    const next = fromForm(values);
    const bad = searchProblem(next);
    setProblem(bad);
    if (!bad) setFilters({ mobile: null, keyword: null, purpose: null, status: null, startDate: null, endDate: null, ...next });
  };

  const reset = () => {
    form.resetFields();
    form.setFieldsValue({ mobile: undefined, keyword: undefined, purpose: undefined, status: undefined, startDate: null, endDate: null });
    setProblem(undefined);
    setFilters({ mobile: null, keyword: null, purpose: null, status: null, startDate: null, endDate: null });
  };

  const download = async () => {
    setDownloading(true);
    try {
      const blob = await restBlob('POST', 'svs-u/sms/send-history/excel-download', { body: { ...search, fileName: EXCEL_NAME } });
      saveBlob(blob, excelFileName(EXCEL_NAME));
    } catch (e) {
      message.error(restErrorMessage(e, '엑셀 파일을 내려받지 못했습니다. 잠시 후 다시 시도해주세요.'));
    } finally {
      setDownloading(false);
    }
  };

  const columns: TableColumnsType<Row> = [
    { title: '번호', dataIndex: 'id', key: 'id' },
    { title: '요청 일시', dataIndex: 'createdAt', key: 'createdAt', render: (d: string) => oneLine(formatDateTime(d)) },
    { title: '수신번호', dataIndex: 'mobile', key: 'mobile' },
    { title: '구분', dataIndex: 'kind', key: 'kind' },
    { title: '용도', dataIndex: 'purposeLabel', key: 'purposeLabel' },
    { title: '내용', dataIndex: 'content', key: 'content', render: (t: string) => <MessageText text={t} /> },
    {
      title: '상태',
      key: 'status',
      render: (_, row) => {
        const option = SMS_STATUS_OPTIONS.find((o) => o.value === row.status);
        return (
          <Space orientation="vertical" size={2}>
            <Tag color={option?.color}>{row.statusLabel}</Tag>
            {row.sentAt && <Typography.Text type="secondary">{formatDateTime(row.sentAt)} 완료</Typography.Text>}
            {row.attempts > 1 && <Typography.Text type="secondary">시도 {row.attempts}회</Typography.Text>}
            {row.nextAttemptAt && row.attempts > 0 && <Typography.Text type="secondary">다음 시도 {formatDateTime(row.nextAttemptAt)}</Typography.Text>}
            {row.lastError && <Typography.Text type="danger">{row.lastError}</Typography.Text>}
            {row.deliveryLabel && (
              <Typography.Text type={row.delivery === 'UNDELIVERED' ? 'danger' : 'secondary'}>
                수신: {row.deliveryLabel}
                {row.deliveryReason ? ` (${row.deliveryReason})` : ''}
              </Typography.Text>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <Card
      title="SMS 발송 내역"
      extra={
        <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void download()} loading={downloading}>
          엑셀 다운로드
        </Button>
      }
    >
      <Form<FormValues>
        // back and forward change the URL's filters: the form shows them again
        key={JSON.stringify(filters)}
        form={form}
        layout="inline"
        initialValues={toForm(filters)}
        onFinish={submit}
        style={{ marginBottom: 16, rowGap: 8 }}
        aria-label="SMS 발송 내역 검색"
      >
        <Form.Item label="수신번호" name="mobile" htmlFor="sms-filter-mobile">
          <Input id="sms-filter-mobile" inputMode="numeric" placeholder="예: 1234" allowClear style={{ width: 150 }} />
        </Form.Item>
        <Form.Item label="내용" name="keyword" htmlFor="sms-filter-keyword">
          <Input id="sms-filter-keyword" placeholder="문자 내용" allowClear maxLength={100} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item label="용도" name="purpose" htmlFor="sms-filter-purpose">
          <Select id="sms-filter-purpose" allowClear placeholder="전체" options={SMS_PURPOSE_OPTIONS} style={{ width: 170 }} />
        </Form.Item>
        <Form.Item label="상태" name="status" htmlFor="sms-filter-status">
          <Select
            id="sms-filter-status"
            allowClear
            placeholder="전체"
            options={SMS_STATUS_OPTIONS.map(({ value, label }) => ({ value, label }))}
            style={{ width: 130 }}
          />
        </Form.Item>
        <Form.Item label="시작일" name="startDate" htmlFor="sms-filter-start">
          <DatePicker id="sms-filter-start" format={DAY} placeholder="YYYY-MM-DD" style={{ width: 150 }} />
        </Form.Item>
        <Form.Item label="종료일" name="endDate" htmlFor="sms-filter-end">
          <DatePicker id="sms-filter-end" format={DAY} placeholder="YYYY-MM-DD" style={{ width: 150 }} />
        </Form.Item>
        <SearchButtons onReset={reset} />
      </Form>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} role="alert" />}
      <ListTable<Row>
        label="발송 내역 목록" emptyText="발송 내역이 없습니다." error={error} loadFailed="SMS 발송 내역을 불러오지 못했습니다."
        columns={columns} rows={history?.content} loading={loading} pagination={pagination(history, '건')}
        phoneColumns={['createdAt', 'status']}
      />
    </Card>
  );
}
