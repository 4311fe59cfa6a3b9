import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import de from '../../public/lang/de.json';
import en from '../../public/lang/en.json';
import tr from '../../public/lang/tr.json';
import { useSpecialPriceStore } from '../features/catalog/lib/special-price-store';
import { initI18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { useAuthStore } from '../lib/stores/auth-store';
import { useCustomerStore } from '../lib/stores/customer-store';
import { useLocaleStore } from '../lib/stores/locale-store';
import { useOrderTransactionStore } from '../lib/stores/order-transaction-store';
import { useThemeStore } from '../lib/stores/theme-store';
import { useUserStore } from '../lib/stores/user-store';

// A whole-app render (layout, screen, their queries) on a busy 2-core machine can take over the default
// second (findBy* of the reports and product-properties screens timed out at 5 s under a load of 15 while
// other suites ran); waiting longer is not a failure (the test timeout is generous for the same reason).
configure({ asyncUtilTimeout: 15_000 });

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
// The files of a worker may share one window (vitest.config.ts): wrap its originals once.
const shared = window as unknown as { __testOriginals?: TestOriginals };
shared.__testOriginals ??= {
  requestFrame: window.requestAnimationFrame.bind(window),
  cancelFrame: window.cancelAnimationFrame.bind(window),
  startTimer: window.setTimeout,
  stopTimer: window.clearTimeout,
};
const originals = shared.__testOriginals;
interface TestOriginals {
  requestFrame: typeof window.requestAnimationFrame;
  cancelFrame: typeof window.cancelAnimationFrame;
  startTimer: typeof window.setTimeout;
  stopTimer: typeof window.clearTimeout;
}
const pendingFrames = new Set<number>();
const { requestFrame, cancelFrame, startTimer, stopTimer } = originals;
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

// The files of a worker share its modules (vitest.config.ts): each file starts from the stores' and the
// query cache's first state, as it would in a fresh window.
window.localStorage.clear();
for (const store of [
  useAuthStore,
  useUserStore,
  useCustomerStore,
  useLocaleStore,
  useThemeStore,
  useOrderTransactionStore,
  useSpecialPriceStore,
]) {
  (store.setState as (state: unknown, replace: true) => void)(store.getInitialState(), true);
}
queryClient.clear();

// Tests read English; the bundled files are the same ones served at /lang/{lng}.json.
await initI18n({
  lng: 'en',
  resources: { en: { translation: en }, tr: { translation: tr }, de: { translation: de } },
});

afterEach(() => {
  cleanup();
  // the files of a worker share its modules (vitest.config.ts): Mantine's notifications are a module's store
  notifications.clean();
  notifications.cleanQueue();
  window.localStorage.clear();
});
