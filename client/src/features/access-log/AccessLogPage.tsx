import { useQuery } from '@apollo/client/react';
import { Button, Card, DatePicker, Form, Input, Modal, Select, Typography, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { restBlob, saveBlob } from '../../app/api';
import { errorMessage as restErrorMessage } from '../../app/http';
import type { AccessAction, AccessLogPageQueryQuery } from '../../gql/graphql';
import { useFeedback } from '../../shared/ui/feedback';
import { useListParams } from '../../shared/listParams';
import { ACTION_LABELS, ACTION_OPTIONS, actorLabel, fileStamp, isAccessAction } from './labels';
import { AccessLogPageQuery } from './operations';
import { oneLine } from '../../shared/ui/oneLine';
import { ListTable } from '../../shared/ui/listParts';

type Row = AccessLogPageQueryQuery['accessLogs']['content'][number];

const KEYS = ['loginId', 'subjectType', 'subjectId', 'action', 'from', 'to'] as const;

interface FilterValues {
  loginId?: string;
  subjectType?: string;
  subjectId?: string;
  action?: AccessAction;
  period?: [Dayjs | null, Dayjs | null] | null;
}

const DATE = 'YYYY-MM-DD';

export default function AccessLogPage() {
  const { message } = useFeedback();
  const { page, size, filters, setFilters, pagination } = useListParams(KEYS);
  const action = isAccessAction(filters.action) ? filters.action : undefined;
  const variables = {
    loginId: filters.loginId,
    subjectType: filters.subjectType,
    subjectId: filters.subjectId,
    action,
    from: filters.from,
    to: filters.to,
  };
  const { data, previousData, loading, error, refetch } = useQuery(AccessLogPageQuery, {
    variables: { ...variables, page, size },
    fetchPolicy: 'cache-and-network',
  });
  const logs = (data ?? previousData)?.accessLogs;
  // the kinds of record and their labels come from the server, which declares every kind it logs
  const subjectOptions = (data ?? previousData)?.accessLogSubjects ?? [];
  const subjects = new Map(subjectOptions.map((s) => [s.value, s.label]));
  const [exportOpen, setExportOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [reasonForm] = Form.useForm<{ reason: string }>();

  const search = (v: FilterValues) =>
    setFilters({
      loginId: v.loginId?.trim(),
      subjectType: v.subjectType,
      subjectId: v.subjectId?.trim(),
      action: v.action,
      from: v.period?.[0]?.format(DATE),
      to: v.period?.[1]?.format(DATE),
    });

  const download = async ({ reason }: { reason: string }) => {
    setExporting(true);
    try {
      const blob = await restBlob('POST', 'svs-u/access-log/excel-download', { body: { ...variables, reason: reason.trim() } });
      saveBlob(blob, `접근기록_${fileStamp()}.xlsx`);
      message.success('완료되었습니다.');
      setExportOpen(false);
      // the download is itself a row of this log
      void refetch();
    } catch (e) {
      message.error(restErrorMessage(e, '다운로드에 실패했습니다.'));
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnsType<Row> = [
    { title: '일시', dataIndex: 'createdAt', key: 'createdAt', render: (d: string) => oneLine(dayjs(d).format('YYYY-MM-DD HH:mm:ss')) },
    {
      title: '접근한 사람',
      key: 'who',
      render: (_, r) => actorLabel(r, subjects),
    },
    { title: '접근 유형', dataIndex: 'action', key: 'action', render: (a: AccessAction) => ACTION_LABELS[a] ?? a },
    { title: '기록 종류', dataIndex: 'subjectType', key: 'subjectType', render: (t: string) => subjects.get(t) ?? t },
    { title: '기록 번호', dataIndex: 'subjectId', key: 'subjectId', render: (v?: string | null) => v ?? '-' },
    { title: '건수', dataIndex: 'count', key: 'count', align: 'right', render: (v?: number | null) => (v == null ? '-' : v.toLocaleString('ko-KR')) },
    { title: '사유', dataIndex: 'reason', key: 'reason', render: (v?: string | null) => v ?? '-' },
    { title: '비고', dataIndex: 'detail', key: 'detail', render: (v?: string | null) => v ?? '-' },
    { title: 'IP', dataIndex: 'ip', key: 'ip', render: (v?: string | null) => v ?? '-' },
  ];

  const initial: FilterValues = {
    loginId: filters.loginId,
    subjectType: filters.subjectType,
    subjectId: filters.subjectId,
    action,
    period: filters.from || filters.to ? [filters.from ? dayjs(filters.from) : null, filters.to ? dayjs(filters.to) : null] : null,
  };

  return (
    <Card
      title="개인정보 접근 기록"
      extra={
        <Button type="primary" onClick={() => setExportOpen(true)}>
          엑셀 다운로드
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        개인정보를 조회·내려받기·수정한 기록입니다. 기록은 고치거나 지울 수 없으며, 내려받기도 사유와 함께 기록됩니다.
      </Typography.Paragraph>
      {/* keyed by the URL's filters: back and forward show the filters of the list they show */}
      <Form<FilterValues> key={KEYS.map((k) => filters[k] ?? '').join('|')} layout="inline" initialValues={initial} onFinish={search} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="loginId" label="접근한 사람 아이디">
          <Input allowClear style={{ width: 160 }} maxLength={100} />
        </Form.Item>
        <Form.Item name="subjectType" label="기록 종류">
          <Select allowClear placeholder="전체" options={subjectOptions} style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="subjectId" label="기록 번호">
          <Input allowClear style={{ width: 130 }} maxLength={100} />
        </Form.Item>
        <Form.Item name="action" label="접근 유형">
          <Select allowClear placeholder="전체" options={ACTION_OPTIONS} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="period" label="기간">
          <DatePicker.RangePicker allowEmpty={[true, true]} format={DATE} placeholder={['시작일', '종료일']} />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit">검색</Button>
        </Form.Item>
      </Form>
      <ListTable<Row>
        label="접근 기록 목록" emptyText="접근 기록이 없습니다." error={error} loadFailed="접근 기록을 불러오지 못했습니다."
        columns={columns} rows={logs?.content} loading={loading} pagination={pagination(logs, '건')}
        phoneColumns={['createdAt', 'who']}
      />
      <Modal
        title="접근 기록 엑셀 다운로드"
        open={exportOpen}
        okText="다운로드"
        cancelText="취소"
        confirmLoading={exporting}
        onOk={() => reasonForm.submit()}
        onCancel={() => setExportOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>
          지금 검색 조건에 맞는 기록 전체를 내려받습니다. 내려받기는 개인정보 처리 기록으로 남으므로 사유를 적어 주세요.
        </Typography.Paragraph>
        <Form form={reasonForm} layout="vertical" onFinish={download} preserve={false}>
          <Form.Item
            name="reason"
            label="다운로드 사유"
            required
            rules={[
              { validator: (_, v?: string) => (v && v.trim() ? Promise.resolve() : Promise.reject(new Error('다운로드 사유를 입력해주세요.'))) },
              { min: 2, message: '다운로드 사유를 2자 이상 입력해주세요.' },
              { max: 500, message: '다운로드 사유는 500자 이내로 입력해주세요.' },
            ]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
