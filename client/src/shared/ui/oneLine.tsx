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
