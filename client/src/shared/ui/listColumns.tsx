import type { Grid, TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { numbersWhole } from './oneLine';

/**
 * A list's column: antd's, and `under`, the key of another column whose cells it joins on screens from 768 to
 * 1599 px wide (a 1280 px screen with the side menu has some 940 px for the table): the date a case closed under the
 * date it was filed, the school under an evaluation's number. The header names both.
 */
export type ListColumn<Row> = TableColumnsType<Row>[number] & { under?: string };

/**
 * How a list lays out its columns: `phone` below 768 px (only the columns that name a row and its state), `joined`
 * from 768 to 1599 px (every column, some joined to another), `wide` from 1600 px, and while the width is not known
 * yet (the first render, or jsdom without media queries): every column on its own.
 */
export type ListLayout = 'phone' | 'joined' | 'wide';

export function listLayout(screens: ReturnType<typeof Grid.useBreakpoint>): ListLayout {
  if (!Object.values(screens).some(Boolean)) return 'wide';
  if (!screens.md) return 'phone';
  return screens.xxl ? 'wide' : 'joined';
}

const keyOf = <Row,>(column: ListColumn<Row>) => String(column.key ?? '');

const hasRender = <Row,>(column: ListColumn<Row>) => 'render' in column && !!column.render;

/** A value shown as it is: a text with its numbers and dates kept whole (oneLine.tsx numbersWhole). */
const asIs = (value: unknown): ReactNode => (typeof value === 'string' ? numbersWhole(value) : (value as ReactNode));

/** What the column shows in the row's cell: its render of the row's value, or the value. */
function cellOf<Row>(column: ListColumn<Row>, row: Row, index: number): ReactNode {
  const path = 'dataIndex' in column && column.dataIndex != null ? [column.dataIndex].flat() : [];
  const value = path.reduce<unknown>((v, k) => (v == null ? v : (v as Record<string, unknown>)[String(k)]), path.length ? row : undefined);
  return 'render' in column && column.render ? (column.render(value, row, index) as ReactNode) : asIs(value);
}

const titleOf = <Row,>(column: ListColumn<Row>): ReactNode => (typeof column.title === 'function' ? null : column.title);

/**
 * The columns as a list shows them in `layout` (issue 27: at 1280 px every column and the pager without a sideways
 * scroll, on a phone fewer columns): without fixed widths, so each takes what its content needs and the table the
 * width of its card (numbers and dates keep to one line: a column that shows its value as it is gets numbersWhole,
 * a render takes oneLine.tsx itself); on a phone only `phoneColumns` (every column without it); between 768 and 1599
 * px the columns with `under` inside the column they name.
 */
export function listColumns<Row>(columns: readonly ListColumn<Row>[], layout: ListLayout, phoneColumns?: readonly string[]): TableColumnsType<Row> {
  const shown = columns.filter((c) => (layout === 'phone' ? !phoneColumns || phoneColumns.includes(keyOf(c)) : layout === 'wide' || !c.under));
  return shown.map((column) => {
    const { width: _width, under: _under, ...rest } = column;
    const joined = layout === 'joined' ? columns.filter((c) => c.under === keyOf(column)) : [];
    if (!joined.length) return hasRender(column) ? rest : { ...rest, render: asIs };
    return {
      ...rest,
      title: (
        <>
          <div>{titleOf(column)}</div>
          {joined.map((c) => (
            <div key={keyOf(c)} style={{ marginTop: 4 }}>
              {titleOf(c)}
            </div>
          ))}
        </>
      ),
      render: (_: unknown, row: Row, index: number) => (
        <>
          {cellOf(column, row, index)}
          {joined.map((c) => (
            <div key={keyOf(c)} style={{ marginTop: 4 }}>
              {cellOf(c, row, index)}
            </div>
          ))}
        </>
      ),
    };
  });
}
