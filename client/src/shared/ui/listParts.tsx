import { Alert, Button, Form, Input, Space, Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from '../graphqlError';
import { ScrollRegion } from './ScrollRegion';

type ListTableProps<Row> = Omit<TableProps<Row>, 'rowKey' | 'dataSource' | 'locale'> & {
  /** Names the region the table scrolls in ("센터 목록"). */
  label: string;
  /** The page's rows (the list's `content`); none before the first answer. */
  rows: readonly Row[] | undefined;
  emptyText: ReactNode;
  /** The list query's error, shown above the table with the server's message or else `loadFailed`. */
  error?: unknown;
  loadFailed?: string;
};

/** A paged list's body: its load error, then its table (rows keyed by id) in a region that scrolls sideways. */
export function ListTable<Row extends object>({ label, rows, emptyText, error, loadFailed = '', ...table }: ListTableProps<Row>) {
  return (
    <>
      {!!error && <Alert type="error" showIcon title={errorMessage(error, loadFailed)} style={{ marginBottom: 16 }} />}
      <ScrollRegion label={label}>
        <Table<Row> rowKey="id" dataSource={rows ?? []} locale={{ emptyText }} {...table} />
      </ScrollRegion>
    </>
  );
}

/** The 검색 (submit) and 초기화 buttons that end a list's inline filter form. */
export function SearchButtons({ onReset }: { onReset: () => void }) {
  return (
    <Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          검색
        </Button>
        <Button onClick={onReset}>초기화</Button>
      </Space>
    </Form.Item>
  );
}

/** A filter form's 검색어 box: searches on Enter or its button, with the trimmed text. */
export function KeywordFilter({ id, placeholder, value, onSearch }: { id: string; placeholder?: string; value?: string; onSearch: (keyword: string) => void }) {
  return (
    <Form.Item label="검색어" htmlFor={id}>
      <Input.Search
        id={id}
        placeholder={placeholder}
        allowClear
        enterButton="검색"
        defaultValue={value}
        onSearch={(v) => onSearch(v.trim())}
        style={{ width: 280, maxWidth: '100%' }}
      />
    </Form.Item>
  );
}
