/** Time source that tests can move forward (lockout, code expiry) without sleeping. */
let offsetMs = 0;
export const now = () => new Date(Date.now() + offsetMs);
export const advanceClock = (ms: number) => {
  offsetMs += ms;
};
export const resetClock = () => {
  offsetMs = 0;
};
