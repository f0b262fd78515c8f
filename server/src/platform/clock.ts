/**
 * Time source that tests can move forward (lockout, code expiry) without sleeping, or stop at an instant
 * (freezeClock) so a boundary such as "valid for exactly 10 minutes" can be tested to the millisecond.
 */
let offsetMs = 0;
let frozenAt: number | undefined;
export const now = () => new Date(frozenAt ?? Date.now() + offsetMs);
export const advanceClock = (ms: number) => {
  if (frozenAt !== undefined) frozenAt += ms;
  else offsetMs += ms;
};
/** Stops the clock at `at` (now() answers it until advanced or reset). */
export const freezeClock = (at: Date = now()) => {
  frozenAt = at.getTime();
};
export const resetClock = () => {
  offsetMs = 0;
  frozenAt = undefined;
};
