/** A record id from the route or the query string (1–9 digits), or undefined: a malformed id is "no such record". */
export const parseId = (v: string | null | undefined): number | undefined => (v && /^\d{1,9}$/.test(v) ? Number(v) : undefined);
