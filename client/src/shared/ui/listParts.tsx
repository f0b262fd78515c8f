import { Button, Form, Grid, Input, Space, Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { LoadError } from './LoadError';
import { listColumns, listLayout, type ListColumn } from './listColumns';
import { ScrollRegion } from './ScrollRegion';

type ListTableProps<Row> = Omit<TableProps<Row>, 'rowKey' | 'dataSource' | 'locale' | 'columns'> & {
  /** Names the region the table scrolls in ("센터 목록"). */
  label: string;
  /** Its columns; one with `under` joins the column it names on screens from 768 to 1599 px wide (listColumns.tsx). */
  columns: readonly ListColumn<Row>[];
  /**
   * The keys of the columns a phone shows (below 768 px), the ones that name a row and its state; the others show
   * from 768 px on. Without it a phone shows every column.
   */
  phoneColumns?: readonly string[];
  /** The page's rows (the list's `content`); none before the first answer. */
  rows: readonly Row[] | undefined;
  emptyText: ReactNode;
  /**
   * The list query's error, shown above the table with the server's message or else `loadFailed`; a temporary outage
   * with a 다시 시도 button (LoadError).
   */
  error?: unknown;
  loadFailed?: string;
};

/**
 * A paged list's body: its load error, then its table (rows keyed by id, its columns as listColumns lays them out for
 * the screen's width, cells a little tighter than antd's default), in a region that would scroll sideways at a width
 * between those the lists are fitted to (1280 px with the side menu, and phones).
 */
export function ListTable<Row extends object>({ label, columns, phoneColumns, rows, emptyText, error, loadFailed = '', ...table }: ListTableProps<Row>) {
  const layout = listLayout(Grid.useBreakpoint());
  return (
    <>
      {!!error && <LoadError error={error} fallback={loadFailed} style={{ marginBottom: 16 }} />}
      <ScrollRegion label={label}>
        <Table<Row> rowKey="id" size="middle" dataSource={rows ?? []} locale={{ emptyText }} columns={listColumns(columns, layout, phoneColumns)} {...table} />
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
