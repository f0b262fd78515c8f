import { useEffect, useState } from 'react';

/**
 * Whether the server exposes the local demo mailbox (/app/dev/mailbox, on outside production), so the sign-up
 * and find pages can link to it. Asked once per page view; the link opens the JSON list in a new tab.
 */
export function useDemoMailbox(): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (import.meta.env.VITE_DEMO === 'false') return;
    let live = true;
    fetch('/app/dev/mailbox?to=probe%40localhost', { headers: { Accept: 'application/json' } })
      .then((r) => live && setOn(r.ok && (r.headers.get('content-type') ?? '').includes('json')))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return on;
}

export const mailboxHref = (email?: string) => '/app/dev/mailbox' + (email ? `?to=${encodeURIComponent(email.trim())}` : '');
