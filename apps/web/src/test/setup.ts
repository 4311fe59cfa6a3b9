import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
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
