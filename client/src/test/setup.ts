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
  await new Promise((resolve) => setTimeout(resolve, 100));
});
