import { createContext, useEffect, useRef, useState } from 'react';
import { rest } from '../../app/api';
import { API_BASE } from '../../app/http';

/**
 * The signed-in user's unread alarm count as the layout's stream keeps it (null until known), for pages that show it
 * too (the main page), so that one screen never shows two different counts.
 */
export const UnreadAlarmsContext = createContext<number | null>(null);

/**
 * How many new alarms the layout's stream has announced since the page opened (0 at first). Pages whose data an
 * alarm may change (the crisis alerts of the main page and the evaluation list) refetch when it moves, so they
 * update live through the same stream as the bell.
 */
export const AlarmTickContext = createContext(0);

/** What the server's `alarm` event carries (GET svs-u/alarm-history/stream). */
export interface AlarmEvent {
  unread: number;
  /** The new alarm, when the event announces one (absent on the count sent when the stream opens). */
  alarm?: { id: number; title: string; link?: string };
}

export interface AlarmStreamOptions {
  /** A new alarm arrived (not called for the count sent when a stream opens). */
  onAlarm?: (alarm: NonNullable<AlarmEvent['alarm']>) => void;
  /** First reconnection delay, doubling up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Polling of is-new while the stream is down. */
  pollMs?: number;
}

/**
 * The signed-in user's unread alarm count, kept current without a reload: a server-sent event stream
 * (same origin, so CSP connect-src 'self' covers it) opened with a 60-second ticket, since EventSource cannot send
 * the bearer token. When the stream fails it is closed (the browser's own retry would reuse an expired ticket) and
 * reopened with a new ticket after 1 s, 2 s, 4 s … up to a minute; meanwhile, and where EventSource does not
 * exist, the count is polled from is-new as before.
 */
export function useAlarmStream(enabled: boolean, o: AlarmStreamOptions = {}): { unread: number | null; live: boolean } {
  const [unread, setUnread] = useState<number | null>(null);
  const [live, setLive] = useState(false);
  const onAlarm = useRef(o.onAlarm);
  onAlarm.current = o.onAlarm;
  const { baseDelayMs = 1_000, maxDelayMs = 60_000, pollMs = 30_000 } = o;

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let poll: ReturnType<typeof setInterval> | undefined;
    let failures = 0;
    const lastShown = { id: 0 };

    const pollOnce = () =>
      rest<number>('GET', 'svs-u/alarm-history/is-new')
        .then((n) => !stopped && typeof n === 'number' && setUnread(n))
        .catch(() => {});
    const startPolling = () => {
      if (poll) return;
      void pollOnce();
      poll = setInterval(() => void pollOnce(), pollMs);
    };
    const stopPolling = () => {
      clearInterval(poll);
      poll = undefined;
    };

    const fail = () => {
      source?.close();
      source = undefined;
      if (stopped) return;
      setLive(false);
      startPolling();
      const delay = Math.min(baseDelayMs * 2 ** failures, maxDelayMs);
      failures++;
      retry = setTimeout(() => void connect(), delay);
    };

    const connect = async () => {
      if (stopped) return;
      let ticket: string;
      try {
        ticket = (await rest<{ ticket: string }>('POST', 'svs-u/alarm-history/stream-ticket')).ticket;
      } catch {
        return fail();
      }
      if (stopped) return;
      const es = new EventSource(`${API_BASE}svs-u/alarm-history/stream?ticket=${encodeURIComponent(ticket)}`);
      source = es;
      es.addEventListener('alarm', (ev) => {
        let data: AlarmEvent;
        try {
          data = JSON.parse((ev as MessageEvent<string>).data) as AlarmEvent;
        } catch {
          return;
        }
        if (typeof data.unread === 'number') setUnread(data.unread);
        if (data.alarm && data.alarm.id > lastShown.id) {
          lastShown.id = data.alarm.id;
          onAlarm.current?.(data.alarm);
        }
      });
      es.onopen = () => {
        failures = 0;
        stopPolling();
        setLive(true);
      };
      es.onerror = () => {
        if (source === es) fail();
      };
    };

    if (typeof EventSource === 'undefined') startPolling();
    else void connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      stopPolling();
      source?.close();
      source = undefined;
    };
  }, [enabled, baseDelayMs, maxDelayMs, pollMs]);

  return { unread, live };
}
