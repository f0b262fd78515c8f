import { cleanup } from '@testing-library/react';
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

// Unmount after every test, and before the file's jsdom goes away let React's scheduler finish what it queued
// (a render or an antd message timer firing after teardown throws "window is not defined" into the run).
afterEach(cleanup);
afterAll(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 50));
});
