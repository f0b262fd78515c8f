import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { inflight } from './inflight';

/** Shows only after this long, so quick calls do not flicker (SPEC §9 "fetch minimum delay 200 ms"). */
export const PROGRESS_MIN_DELAY_MS = 200;

type Phase = 'idle' | 'running' | 'done' | 'failed';

/** A thin bar at the top of the window that follows requests in flight (REST and GraphQL). */
export function ProgressBar() {
  const s = useSyncExternalStore(inflight.subscribe, inflight.get, inflight.get);
  const [phase, setPhase] = useState<Phase>('idle');
  const [width, setWidth] = useState(0);
  const failuresSeen = useRef(s.failures);
  const failedDuringRun = useRef(false);

  useEffect(() => {
    if (s.failures !== failuresSeen.current) {
      failuresSeen.current = s.failures;
      failedDuringRun.current = true;
    }
  }, [s.failures]);

  useEffect(() => {
    if (s.active > 0) {
      if (phase === 'running') return;
      failedDuringRun.current = false;
      const t = setTimeout(() => {
        setPhase('running');
        setWidth(10);
      }, PROGRESS_MIN_DELAY_MS);
      return () => clearTimeout(t);
    }
    if (phase !== 'running') return;
    setPhase(failedDuringRun.current ? 'failed' : 'done');
    setWidth(100);
    const t = setTimeout(() => {
      setPhase('idle');
      setWidth(0);
    }, 400);
    return () => clearTimeout(t);
  }, [s.active, phase]);

  // creep towards 90 % while running; capped at 100 % (SPEC §9)
  useEffect(() => {
    if (phase !== 'running') return;
    const t = setInterval(() => setWidth((w) => Math.min(90, w + (90 - w) * 0.1)), 200);
    return () => clearInterval(t);
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="불러오는 중"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(width)}
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        zIndex: 2000,
        height: 3,
        width: `${Math.min(100, width)}%`,
        background: phase === 'failed' ? '#ff4d4f' : 'var(--svs-accent, #1f6feb)',
        transition: 'width 200ms ease-out, opacity 300ms',
        opacity: phase === 'done' || phase === 'failed' ? 0.6 : 1,
        pointerEvents: 'none',
      }}
    />
  );
}
