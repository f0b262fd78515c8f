import { useEffect, useState } from 'react';

/** The browser's online/offline state (SPEC §4), shown as a banner while offline and briefly when back. */
export function OnlineBanner() {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  const [backOnline, setBackOnline] = useState(false);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      setBackOnline(true);
    };
    const down = () => {
      setOnline(false);
      setBackOnline(false);
    };
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);

  useEffect(() => {
    if (!backOnline) return;
    const t = setTimeout(() => setBackOnline(false), 3000);
    return () => clearTimeout(t);
  }, [backOnline]);

  if (online && !backOnline) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      style={{
        position: 'fixed',
        left: '50%',
        bottom: 24,
        transform: 'translateX(-50%)',
        zIndex: 2000,
        padding: '8px 16px',
        borderRadius: 8,
        color: '#fff',
        background: online ? '#389e0d' : '#cf1322',
        boxShadow: '0 4px 12px rgba(0,0,0,.15)',
        fontSize: 14,
      }}
    >
      {online ? '인터넷에 다시 연결되었습니다.' : '인터넷 연결이 끊어졌습니다. 연결 상태를 확인해주세요.'}
    </div>
  );
}
