import { render } from '@testing-library/react';
import { Table } from 'antd';
import { describe, expect, it } from 'vitest';
import { listColumns, listLayout, type ListColumn } from './listColumns';

interface Row {
  id: number;
  name: string;
  school: { name: string };
  filed: string;
  closed: string | null;
}

const columns: ListColumn<Row>[] = [
  { title: '번호', dataIndex: 'id', key: 'id', width: 80 },
  { title: '이름', dataIndex: 'name', key: 'name', width: 120 },
  { title: '학교', dataIndex: ['school', 'name'], key: 'school', under: 'name' },
  { title: '의뢰일', dataIndex: 'filed', key: 'filed' },
  { title: '종결일', dataIndex: 'closed', key: 'closed', under: 'filed', render: (v: string | null) => v ?? '-' },
];
const rows: Row[] = [{ id: 7, name: '강들', school: { name: '한빛중학교' }, filed: '2026-03-02', closed: null }];

const table = (layout: Parameters<typeof listColumns>[1], phone?: string[]) => {
  const { container, unmount } = render(<Table<Row> rowKey="id" columns={listColumns(columns, layout, phone)} dataSource={rows} pagination={false} />);
  const text = (sel: string) => [...container.querySelectorAll(sel)].map((c) => c.textContent);
  const out = {
    heads: text('thead th'),
    cells: text('tbody td'),
    widths: [...container.querySelectorAll('col')].map((c) => c.style.width),
    whole: [...container.querySelectorAll<HTMLElement>('tbody td span')].filter((s) => s.style.whiteSpace === 'nowrap').map((s) => s.textContent),
  };
  unmount();
  return out;
};

describe('listColumns', () => {
  it('wide: every column on its own, without the fixed widths', () => {
    const t = table('wide', ['name']);
    expect(t.heads).toEqual(['번호', '이름', '학교', '의뢰일', '종결일']);
    expect(t.cells).toEqual(['7', '강들', '한빛중학교', '2026-03-02', '-']);
    expect(t.widths.filter(Boolean)).toEqual([]);
    // a value shown as it is keeps its dates and numbers on one line
    expect(t.whole).toEqual(['2026-03-02']);
  });

  it('joined (768–1599 px): a column with `under` shows inside the one it names, header and cells', () => {
    const t = table('joined', ['name']);
    expect(t.heads).toEqual(['번호', '이름학교', '의뢰일종결일']);
    expect(t.cells).toEqual(['7', '강들한빛중학교', '2026-03-02-']);
  });

  it('phone: only the phone columns, or every column without a list of them', () => {
    expect(table('phone', ['name', 'closed']).heads).toEqual(['이름', '종결일']);
    expect(table('phone').heads).toEqual(['번호', '이름', '학교', '의뢰일', '종결일']);
  });
});

describe('listLayout', () => {
  it('follows the breakpoints, and shows every column while they are unknown', () => {
    expect(listLayout({})).toBe('wide');
    expect(listLayout({ xs: false, sm: false, md: false, lg: false, xl: false, xxl: false })).toBe('wide');
    expect(listLayout({ xs: true, sm: false, md: false })).toBe('phone');
    expect(listLayout({ xs: false, sm: true, md: true, lg: true, xl: true, xxl: false })).toBe('joined');
    expect(listLayout({ xs: false, sm: true, md: true, lg: true, xl: true, xxl: true })).toBe('wide');
  });
});
