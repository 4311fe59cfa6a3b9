import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import de from '../../public/lang/de.json';
import en from '../../public/lang/en.json';
import tr from '../../public/lang/tr.json';
import { initI18n } from '../lib/i18n';

// Mantine needs these browser APIs that jsdom lacks.
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

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
// Animation frames and timers still pending when a test file ends are cancelled before its window goes away:
// Mantine's transitions start a timer from inside a frame (use-transition), and a frame or timer that ran
// after the teardown threw "window is not defined" as an unhandled error, failing a run whose tests had all
// passed.
const pendingFrames = new Set<number>();
const requestFrame = window.requestAnimationFrame.bind(window);
const cancelFrame = window.cancelAnimationFrame.bind(window);
window.requestAnimationFrame = (callback) => {
  const id = requestFrame((time) => {
    pendingFrames.delete(id);
    callback(time);
  });
  pendingFrames.add(id);
  return id;
};
window.cancelAnimationFrame = (id) => {
  pendingFrames.delete(id);
  cancelFrame(id);
};
const pendingTimers = new Set<number>();
const startTimer = window.setTimeout;
const stopTimer = window.clearTimeout;
window.setTimeout = ((callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
  const id = startTimer(
    (...callbackArgs: unknown[]) => {
      pendingTimers.delete(id);
      callback(...callbackArgs);
    },
    delay,
    ...args,
  );
  pendingTimers.add(id);
  return id;
}) as typeof window.setTimeout;
window.clearTimeout = ((id: number | undefined) => {
  if (id !== undefined) pendingTimers.delete(id);
  stopTimer(id);
}) as typeof window.clearTimeout;
afterAll(() => {
  for (const id of pendingFrames) cancelFrame(id);
  pendingFrames.clear();
  for (const id of pendingTimers) stopTimer(id);
  pendingTimers.clear();
});
window.HTMLElement.prototype.scrollIntoView = () => {};
Object.defineProperty(window, 'scrollTo', { writable: true, value: () => {} });

// Tests read English; the bundled files are the same ones served at /lang/{lng}.json.
await initI18n({
  lng: 'en',
  resources: { en: { translation: en }, tr: { translation: tr }, de: { translation: de } },
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
