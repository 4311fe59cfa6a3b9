import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { initI18n } from './lib/i18n';

// When this runs before src/boot.ts (rarely: boot is tiny), boot starts nothing and i18n fetches itself.
window.dealerportBoot ??= { translations: {} };

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

// Both start at once (ADR 0031): the router loads the first page's code as soon as it exists, while the
// translations arrive. The first render waits for the translations only, so no screen flashes
// untranslated keys; it is usually the later of the two.
const router = createAppRouter();
initI18n()
  .catch((err: unknown) => console.error('Could not load translations', err))
  .finally(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
