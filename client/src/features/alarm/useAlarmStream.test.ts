import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const rest = vi.fn();
vi.mock('../../app/api', () => ({ rest: (...a: unknown[]) => rest(...a) }));
// test files share their worker's modules (vite.config.ts isolate: false): a page test that ran before may have loaded
// the hook with the real api, so this file takes a fresh copy, which imports the mock
vi.resetModules();
const { useAlarmStream } = await import('./useAlarmStream');

/** A stand-in for the browser's EventSource: the test opens it, sends events and breaks it. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  url: string;
  closed = false;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  open() {
    act(() => this.onopen?.());
  }
  emit(type: string, data: unknown) {
    act(() => this.listeners.get(type)?.forEach((fn) => fn(new MessageEvent(type, { data: JSON.stringify(data) }))));
  }
  fail() {
    act(() => this.onerror?.());
  }
}
const last = () => FakeEventSource.all[FakeEventSource.all.length - 1];

let tickets = 0;
beforeEach(() => {
  FakeEventSource.all = [];
  tickets = 0;
  vi.stubGlobal('EventSource', FakeEventSource);
  rest.mockImplementation(async (method: string, path: string) => {
    if (method === 'POST' && path === 'svs-u/alarm-history/stream-ticket') return { ticket: `t${++tickets}`, expiresIn: 60 };
    if (method === 'GET' && path === 'svs-u/alarm-history/is-new') return 7;
    throw new Error(`unexpected ${method} ${path}`);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  rest.mockReset();
});

describe('useAlarmStream', () => {
  it('opens the stream with a ticket (same origin, never the access token), shows the count and announces new alarms once', async () => {
    const onAlarm = vi.fn();
    const { result } = renderHook(() => useAlarmStream(true, { onAlarm }));
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    expect(last().url).toBe('/app/svs-u/alarm-history/stream?ticket=t1');
    last().open();
    last().emit('alarm', { unread: 2 });
    expect(result.current).toEqual({ unread: 2, live: true });
    expect(onAlarm).not.toHaveBeenCalled();

    last().emit('alarm', { unread: 3, alarm: { id: 41, title: '회원 가입 승인 요청', link: '/auth/user/detail/9' } });
    expect(result.current.unread).toBe(3);
    expect(onAlarm).toHaveBeenCalledWith({ id: 41, title: '회원 가입 승인 요청', link: '/auth/user/detail/9' });
    // the same alarm again (two events racing) is not shown twice
    last().emit('alarm', { unread: 3, alarm: { id: 41, title: '회원 가입 승인 요청' } });
    expect(onAlarm).toHaveBeenCalledTimes(1);
    // polling is not used while the stream is live
    expect(rest).not.toHaveBeenCalledWith('GET', 'svs-u/alarm-history/is-new');
  });

  it('when the stream breaks: polls is-new meanwhile, reconnects with a new ticket after a growing delay, stops polling once back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { result } = renderHook(() => useAlarmStream(true, { baseDelayMs: 1_000, pollMs: 30_000 }));
      await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
      last().open();
      last().fail();
      const first = FakeEventSource.all[0];
      expect(first.closed).toBe(true);
      await waitFor(() => expect(result.current).toEqual({ unread: 7, live: false }));

      await act(() => vi.advanceTimersByTimeAsync(1_000));
      await waitFor(() => expect(FakeEventSource.all).toHaveLength(2));
      expect(last().url).toContain('ticket=t2');
      last().fail(); // fails again before opening: the next try waits 2 s
      await act(() => vi.advanceTimersByTimeAsync(1_500));
      expect(FakeEventSource.all).toHaveLength(2);
      await act(() => vi.advanceTimersByTimeAsync(600));
      await waitFor(() => expect(FakeEventSource.all).toHaveLength(3));
      last().open();
      last().emit('alarm', { unread: 8 });
      expect(result.current).toEqual({ unread: 8, live: true });
      const polls = rest.mock.calls.filter((c) => c[1] === 'svs-u/alarm-history/is-new').length;
      await act(() => vi.advanceTimersByTimeAsync(90_000));
      expect(rest.mock.calls.filter((c) => c[1] === 'svs-u/alarm-history/is-new').length).toBe(polls);
    } finally {
      vi.useRealTimers();
    }
  });

  it('falls back to polling where EventSource does not exist, and closes everything on sign-out', async () => {
    vi.stubGlobal('EventSource', undefined);
    const { result, rerender } = renderHook(({ on }) => useAlarmStream(on), { initialProps: { on: true } });
    await waitFor(() => expect(result.current.unread).toBe(7));
    vi.stubGlobal('EventSource', FakeEventSource);
    rerender({ on: false });
    const { rerender: again } = renderHook(({ on }) => useAlarmStream(on), { initialProps: { on: true } });
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    again({ on: false });
    expect(FakeEventSource.all[0].closed).toBe(true);
  });
});
