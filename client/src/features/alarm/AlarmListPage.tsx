import { App, Button, Card, Empty, Space, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, rest } from '../../app/api';
import { usePaging, type PageTotals } from '../../shared/paging';
import { formatDateTime } from '../../shared/validators';
import { wholeWords } from '../../shared/ui/oneLine';

interface Alarm {
  id: number;
  type: string;
  title: string;
  content?: string;
  link?: string;
  isRead: boolean;
  createdAt: string;
}
interface Page<T> extends PageTotals {
  content: T[];
}

/** /auth/alarm/list: the signed-in user's alarms, newest first. */
export default function AlarmListPage() {
  const paging = usePaging();
  const { message } = App.useApp();
  const [data, setData] = useState<Page<Alarm> | null>(null);
  const [loading, setLoading] = useState(true);
  const [marking, setMarking] = useState(false);

  const load = useCallback(() => {
    setLoading(true);
    return rest<Page<Alarm>>('GET', 'svs-u/alarm-history', { query: paging.variables })
      .then(setData)
      .catch(() => setData({ content: [], totalElements: 0 }))
      .finally(() => setLoading(false));
  }, [paging.variables]);

  useEffect(() => {
    void load();
  }, [load]);

  const markAll = async () => {
    setMarking(true);
    try {
      await rest('PUT', 'svs-u/alarm-history/me');
      message.success('모든 알림을 읽음으로 표시했습니다.');
      await load();
    } catch (e) {
      message.error(errorMessage(e, '수정 실패'));
    } finally {
      setMarking(false);
    }
  };

  const unread = data?.content.some((a) => !a.isRead);
  return (
    <Card>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
          알림
        </Typography.Title>
        <Button onClick={markAll} loading={marking} disabled={!unread}>
          모두 읽음
        </Button>
      </Space>
      <Table<Alarm>
        rowKey="id"
        loading={loading}
        dataSource={data?.content ?? []}
        locale={{ emptyText: <Empty description="알림이 없습니다." /> }}
        pagination={paging.tablePagination(data)}
        columns={[
          {
            title: '상태',
            dataIndex: 'isRead',
            width: 90,
            render: (v: boolean) => (v ? <Tag>읽음</Tag> : <Tag color="blue">새 알림</Tag>),
          },
          {
            title: '제목',
            dataIndex: 'title',
            render: (v: string, a) =>
              a.link && a.link.startsWith('/auth/') ? <Link to={a.link}>{v}</Link> : v,
          },
          { title: '내용', dataIndex: 'content', responsive: ['md'] },
          { title: '일시', dataIndex: 'createdAt', width: 160, render: (v: string) => wholeWords(formatDateTime(v)) },
        ]}
      />
    </Card>
  );
}
