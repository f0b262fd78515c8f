import { Fragment } from 'react';

/**
 * A number or date kept on one line, in a table cell or a detail's field: a narrow column breaks 2026-7000003-0012,
 * 010-****-0042 or 2026-11-25 at its hyphens, and it then reads as several values.
 */
export const oneLine = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;

/** Several such values in one cell (`2026-11-18 ~ 2031-11-24`, a date and its time): the cell may break between them, never inside one. */
export const wholeWords = (text: string) => (
  <>
    {text.split(' ').map((word, i) => (
      <Fragment key={i}>
        {i > 0 && ' '}
        {oneLine(word)}
      </Fragment>
    ))}
  </>
);

/**
 * A text with the numbers and dates in it kept whole (`2026-05-27 이전 등록`, `010-****-0042`): the text wraps as
 * usual, never inside one of them. A list's columns that show their value as it is get it (listColumns.tsx).
 */
export const numbersWhole = (text: string) => {
  const parts = text.split(/([\d*]+(?:-[\d*]+)+)/);
  return parts.length === 1 ? text : <>{parts.map((part, i) => (i % 2 ? <Fragment key={i}>{oneLine(part)}</Fragment> : part))}</>;
};
