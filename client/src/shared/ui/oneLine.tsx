/**
 * A table cell's number or date kept on one line: a narrow column breaks 2026-7000003-0012, 010-****-0042 or
 * 2026-11-25 at its hyphens, and it then reads as several values.
 */
export const oneLine = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;
