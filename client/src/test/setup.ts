import { cleanup } from '@testing-library/react';
import { message, Modal, notification } from 'antd';
import { afterAll, afterEach } from 'vitest';

// antd reads window.matchMedia (responsive observers); jsdom has none.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// antd's Select, Table and TextArea observe their size; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// Unmount after every test, including what antd's static message, notification and modal functions rendered in roots
// of their own (a page outside <App> falls back to them) with their closing timers; and before the file's jsdom goes
// away let React's scheduler finish what it queued (work running after the teardown throws "window is not defined").
function unmountAll() {
  message.destroy();
  notification.destroy();
  Modal.destroyAll();
  cleanup();
}
afterEach(unmountAll);
afterAll(async () => {
  unmountAll();
  // test files share a worker's jsdom (isolate: false in vite.config.ts): what one file stored must not reach the next
  localStorage.clear();
  sessionStorage.clear();
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  // a closed antd message or notification waits for the end of its leave animation, which jsdom never plays: end it,
  // so the next file of this worker does not find the notice (role alert) still in the document. On a loaded machine
  // the closing itself can come late, so look again for up to 3 s before calling a notice left behind.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const notices = () => document.querySelectorAll('.ant-message-notice, .ant-notification-notice').length;
  let left = notices();
  for (let waited = 0; waited < 3000 && (waited === 0 || left); waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const el of document.querySelectorAll('[class*="-leave-active"]')) {
      el.dispatchEvent(new Event('transitionend'));
      el.dispatchEvent(new Event('animationend'));
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    left = notices();
  }
  if (left) throw new Error(`${left} antd notice(s) still in the document after the file`);
});
