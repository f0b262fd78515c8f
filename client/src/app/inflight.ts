/**
 * Counts requests in flight (REST and GraphQL) so the top progress bar can follow them (SPEC §4 "a loading
 * indicator starts, fails or finishes around fetches").
 */
type Listener = (state: InflightState) => void;
export interface InflightState {
  active: number;
  /** Bumped when a request fails, so the bar can flash the failed colour. */
  failures: number;
}

let state: InflightState = { active: 0, failures: 0 };
const listeners = new Set<Listener>();

function emit(next: InflightState) {
  state = next;
  listeners.forEach((l) => l(state));
}

export const inflight = {
  get: () => state,
  subscribe(l: Listener) {
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  },
  start() {
    emit({ ...state, active: state.active + 1 });
    let done = false;
    return (ok = true) => {
      if (done) return;
      done = true;
      emit({ active: Math.max(0, state.active - 1), failures: state.failures + (ok ? 0 : 1) });
    };
  },
  /** Wraps a promise: counted while it runs. */
  track<T>(p: Promise<T>): Promise<T> {
    const end = inflight.start();
    return p.then(
      (v) => {
        end(true);
        return v;
      },
      (e) => {
        end(false);
        throw e;
      },
    );
  },
};
