import { mkdirSync, writeFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations, DealerApi, describeViolations, settle, signIn, type Violation, watchTraffic } from './a11y';
import { text, tr } from './lang';
import { type FlowPortal, setupFlowPortal } from './portal';

/**
 * The main screens, each checked with axe-core for serious and critical violations at a laptop's size
 * in the light and the dark colour scheme and at a phone's size in the light one, and photographed
 * likewise into e2e/screenshots/ (not committed, with each check's details beside) so a reviewer can
 * look at them without running the portal.
 */

const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;
/** Screenshots of every screen for a person to look at: `E2E_SCREENSHOTS=1` (CI has no one to look). */
const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';
/**
 * The dark scheme changes colours only (the same markup, landmarks and names as the light one, which the
 * light and phone runs check with every rule): its run checks the colour rules.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
export type Scheme = 'light' | 'dark';
/** `dealer-de`: the demo's German dealer (the de-only pages, the configurator). */
type Who = 'guest' | 'dealer' | 'dealer-de' | 'admin';

/** The file's portal and browser (checkScreens). */
let flow: FlowPortal;
/** What the screens show, prepared through the API: a category with products, a placed order, a cart line. */
let demo: { categoryId: number; productName: string; docNumber: string };

interface Screen {
  name: string;
  who: Who;
  /** Goes to the screen and waits for its content (the page is signed in as `who`). */
  open(page: Page): Promise<void>;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name }).first().waitFor({ state: 'visible' });

const SCREENS: Screen[] = [
  {
    name: 'sign-in',
    who: 'guest',
    open: async (page) => {
      await page.goto(`${flow.url}/sign-in`);
      await page.getByRole('button', { name: text(tr, 'signIn.submit') }).waitFor({ state: 'visible' });
    },
  },
  {
    name: 'home',
    who: 'dealer',
    open: async (page) => {
      await page.goto(`${flow.url}/home`);
      await heading(page, text(tr, 'home.title'));
      // what the demo data puts there: the carousel, the category tiles, a bundle strip
      await page.getByRole('region', { name: text(tr, 'banners.carousel.label') }).waitFor({ state: 'visible' });
      await heading(page, text(tr, 'home.categories'));
      await page.getByTestId('bundle-new').waitFor({ state: 'visible' });
    },
  },
  {
    name: 'home-staff',
    who: 'admin',
    open: async (page) => {
      await page.goto(`${flow.url}/home`);
      await heading(page, text(tr, 'home.chooseCustomer.title'));
    },
  },
  {
    name: 'products',
    who: 'dealer',
    open: async (page) => {
      await page.goto(`${flow.url}/products?category=${demo.categoryId}`);
      await page.getByTestId('product-card').first().waitFor({ state: 'visible' });
    },
  },
  {
    name: 'products-category-banners',
    who: 'dealer',
    open: async (page) => {
      // a top-level category with a demo banner, reached from the home's tiles
      await page.goto(`${flow.url}/home`);
      await page
        .getByRole('region', { name: text(tr, 'home.categories') })
        .getByRole('link', { name: 'Lastik', exact: true })
        .click();
      await page.getByRole('region', { name: text(tr, 'banners.carousel.categoryLabel') }).waitFor({ state: 'visible' });
      await page.getByTestId('product-card').first().waitFor({ state: 'visible' });
    },
  },
  {
    name: 'product-detail',
    who: 'dealer',
    open: async (page) => {
      await page.goto(`${flow.url}/products?category=${demo.categoryId}`);
      const card = page.getByTestId('product-card').first();
      await card.waitFor({ state: 'visible' });
      const name = (await card.getAttribute('aria-label')) ?? '';
      await card.getByRole('button', { name, exact: true }).click();
      await page.getByRole('dialog').waitFor({ state: 'visible' });
    },
  },
  {
    name: 'cart',
    who: 'dealer',
    open: async (page) => {
      await page.goto(`${flow.url}/cart`);
      // a table row, or on a phone a card
      await page
        .getByRole('row', { name: demo.productName })
        .or(page.getByRole('article', { name: demo.productName }))
        .first()
        .waitFor({ state: 'visible' });
    },
  },
  {
    name: 'quick-order',
    who: 'dealer',
    open: async (page) => {
      await page.goto(`${flow.url}/quick-order`);
      await page.getByRole('textbox', { name: text(tr, 'quickOrder.paste.label') }).waitFor({ state: 'visible' });
    },
  },
  {
    name: 'lists',
    who: 'dealer',
    open: async (page) => {
      await page.goto(`${flow.url}/lists`);
      // the demo dealer's lists
      await page.getByRole('link').filter({ hasText: 'Akü stoğu' }).first().waitFor({ state: 'visible' });
    },
  },
  {
    name: 'orders',
    who: 'dealer',
    open: async (page) => {
      await page.goto(`${flow.url}/orders`);
      await page.getByRole('link', { name: demo.docNumber, exact: true }).waitFor({ state: 'visible' });
    },
  },
  {
    name: 'order-detail',
    who: 'dealer',
    open: async (page) => {
      await page.goto(`${flow.url}/orders/${demo.docNumber}`);
      await heading(page, demo.docNumber);
    },
  },
  {
    name: 'finance',
    who: 'dealer',
    open: async (page) => {
      await page.goto(`${flow.url}/customer-finance`);
      await heading(page, text(tr, 'finance.title'));
    },
  },
  {
    // an administrator has no customer yet: the selection modal opens by itself (spec 01 §2)
    name: 'customer-select',
    who: 'admin',
    open: async (page) => {
      await page.goto(`${flow.url}/home`);
      await page
        .getByRole('dialog', { name: text(tr, 'customers.modalTitle') })
        .getByRole('row')
        .nth(1)
        .waitFor({ state: 'visible' });
    },
  },
  {
    name: 'users',
    who: 'admin',
    open: async (page) => {
      await page.goto(`${flow.url}/users`);
      await heading(page, text(tr, 'users.title'));
      await page.getByRole('table').first().waitFor({ state: 'visible' });
    },
  },
  {
    name: 'roles',
    who: 'admin',
    open: async (page) => {
      await page.goto(`${flow.url}/user-groups`);
      await heading(page, text(tr, 'roles.title'));
    },
  },
  {
    name: 'campaigns',
    who: 'admin',
    open: async (page) => {
      await page.goto(`${flow.url}/admin/campaigns`);
      await heading(page, text(tr, 'priceRules.campaigns.title'));
      // the demo's running campaign
      await page
        .getByRole('table', { name: text(tr, 'priceRules.campaigns.tableLabel') })
        .getByRole('row', { name: /KIS/ })
        .waitFor({ state: 'visible' });
    },
  },
  {
    name: 'price-lists',
    who: 'admin',
    open: async (page) => {
      await page.goto(`${flow.url}/admin/price-lists`);
      await heading(page, text(tr, 'priceRules.priceLists.title'));
      await page
        .getByRole('table', { name: text(tr, 'priceRules.priceLists.tableLabel') })
        .getByRole('row', { name: /BAYI-A-JANT/ })
        .waitFor({ state: 'visible' });
    },
  },
  {
    name: 'integration-settings',
    who: 'admin',
    open: async (page) => {
      await page.goto(`${flow.url}/integration-settings`);
      await heading(page, text(tr, 'integrationSettings.erp.title'));
      await heading(page, text(tr, 'integrationKeys.title'));
      await heading(page, text(tr, 'syncUpload.title'));
    },
  },
  {
    name: 'general-settings',
    who: 'admin',
    open: async (page) => {
      await page.goto(`${flow.url}/general-settings`);
      await heading(page, text(tr, 'generalSettings.title'));
      await page.getByLabel(text(tr, 'generalSettings.companyName')).waitFor({ state: 'visible' });
    },
  },
  {
    name: 'site-settings',
    who: 'admin',
    open: async (page) => {
      await page.goto(`${flow.url}/general-settings?tab=site`);
      await page.getByRole('region', { name: text(tr, 'siteSettings.preview') }).waitFor({ state: 'visible' });
    },
  },
  {
    name: 'mail-settings',
    who: 'admin',
    open: async (page) => {
      await page.goto(`${flow.url}/general-settings?tab=mail`);
      await page.getByLabel(text(tr, 'mailSettings.senderEmail')).waitFor({ state: 'visible' });
    },
  },
  {
    name: 'payment-settings',
    who: 'admin',
    open: async (page) => {
      await page.goto(`${flow.url}/general-settings?tab=payment`);
      await page.getByRole('table', { name: text(tr, 'payments.pos.tableLabel') }).waitFor({ state: 'visible' });
    },
  },
  {
    name: 'payment-return',
    who: 'dealer',
    open: async (page) => {
      // A return without a provider's answer: the payment is not verified, the page says so (no live payment needed).
      await page.goto(`${flow.url}/paypal/${demo.docNumber}/00000000-0000-4000-8000-000000000000`);
      await heading(page, text(tr, 'payments.returnTitle'));
      await page.getByRole('alert').first().waitFor({ state: 'visible' });
    },
  },
  {
    name: 'img-settings',
    who: 'admin',
    open: async (page) => {
      await page.goto(`${flow.url}/img-settings`);
      await heading(page, text(tr, 'imageSettings.title'));
      await page.getByLabel(text(tr, 'imageSettings.maxUploadKb')).waitFor({ state: 'visible' });
    },
  },
  {
    name: 'configs',
    who: 'admin',
    open: async (page) => {
      await page.goto(`${flow.url}/configs`);
      await heading(page, text(tr, 'configs.title'));
      await page.getByRole('region', { name: 'client' }).waitFor({ state: 'visible' });
    },
  },
  {
    name: 'documents',
    who: 'admin',
    open: async (page) => {
      await page.goto(`${flow.url}/documents`);
      await heading(page, text(tr, 'documents.title'));
      await page.getByRole('button', { name: text(tr, 'documents.upload') }).waitFor();
    },
  },
  {
    name: 'dashboard',
    who: 'admin',
    open: async (page) => {
      await page.goto(`${flow.url}/dashboard`);
      await heading(page, text(tr, 'dashboard.title'));
      await page.getByRole('table').first().waitFor({ state: 'visible' });
    },
  },
  {
    name: 'order-report',
    who: 'admin',
    open: async (page) => {
      await page.goto(`${flow.url}/order-report`);
      await heading(page, text(tr, 'reports.order.title'));
      await page.getByRole('table').first().waitFor({ state: 'visible' });
    },
  },
  {
    name: 'stock-price',
    who: 'admin',
    open: async (page) => {
      await page.goto(`${flow.url}/stock-price`);
      await heading(page, text(tr, 'reports.product.title'));
      await page.getByRole('table').first().waitFor({ state: 'visible' });
    },
  },
  {
    name: 'customer-report',
    who: 'admin',
    open: async (page) => {
      await page.goto(`${flow.url}/customer-report`);
      await heading(page, text(tr, 'reports.customer.title'));
      await page.getByRole('table').first().waitFor({ state: 'visible' });
    },
  },
  {
    name: 'product-image-report',
    who: 'admin',
    open: async (page) => {
      await page.goto(`${flow.url}/product-image-report`);
      await heading(page, text(tr, 'reports.productImage.title'));
      await page.getByRole('table').first().waitFor({ state: 'visible' });
    },
  },
  {
    name: 'banner-management',
    who: 'admin',
    open: async (page) => {
      await page.goto(`${flow.url}/banner-management`);
      await heading(page, text(tr, 'banners.title'));
      await page.getByRole('table').first().waitFor({ state: 'visible' });
    },
  },
  {
    name: 'bundle-management',
    who: 'admin',
    open: async (page) => {
      await page.goto(`${flow.url}/bundle-management`);
      await heading(page, text(tr, 'bundles.title'));
      await page.getByRole('table').first().waitFor({ state: 'visible' });
    },
  },
  {
    name: 'mail-template-management',
    who: 'admin',
    open: async (page) => {
      await page.goto(`${flow.url}/mail-template-management`);
      await heading(page, text(tr, 'emailTemplates.title'));
      await page.getByRole('table').first().waitFor({ state: 'visible' });
    },
  },
  {
    name: 'category-mail-templates',
    who: 'admin',
    open: async (page) => {
      await page.goto(`${flow.url}/category-mail-templates`);
      await heading(page, text(tr, 'emailTemplates.categoryTitle'));
      await page.getByRole('table').first().waitFor({ state: 'visible' });
    },
  },
  {
    name: 'scheduled-tasks',
    who: 'admin',
    open: async (page) => {
      await page.goto(`${flow.url}/scheduled-tasks`);
      await heading(page, text(tr, 'scheduledTasks.jobsTitle'));
      await page.getByRole('table').first().waitFor({ state: 'visible' });
    },
  },
  {
    name: 'translations',
    who: 'admin',
    open: async (page) => {
      await page.goto(`${flow.url}/translations`);
      await heading(page, text(tr, 'localizations.title'));
      await page.getByRole('table').first().waitFor({ state: 'visible' });
    },
  },
  {
    name: 'configurator',
    who: 'dealer-de',
    open: async (page) => {
      await page.goto(`${flow.url}/configurator`);
      await pickDemoVehicle(page);
      await page.getByTestId('configurator-rims').getByRole('article').first().waitFor({ state: 'visible' });
    },
  },
  {
    name: 'battery-search',
    who: 'dealer-de',
    open: async (page) => {
      await page.goto(`${flow.url}/battery-search`);
      await pickDemoVehicle(page);
      await page.getByTestId('battery-results').getByRole('article').first().waitFor({ state: 'visible' });
    },
  },
  {
    name: 'expert-opinion',
    who: 'dealer-de',
    open: async (page) => {
      await page.goto(`${flow.url}/expert-opinion`);
      await pickDemoVehicle(page);
      await page.locator('form button[type="submit"]').click();
      await page.getByRole('table').first().waitFor({ state: 'visible' });
    },
  },
  {
    name: 'pivot',
    who: 'dealer-de',
    open: async (page) => {
      await page.goto(`${flow.url}/pivot`);
      // the result (a table or the empty text), not the fields' hint above it
      await page.locator('table, [data-testid="pivot-empty"]').filter({ visible: true }).first().waitFor({ state: 'visible' });
    },
  },
  {
    name: 'profile-stock-feed',
    who: 'dealer',
    open: async (page) => {
      await page.goto(`${flow.url}/user-settings/profile`);
      await page.getByRole('region', { name: text(tr, 'stockFeed.title') }).waitFor({ state: 'visible' });
    },
  },
];

/** The fitment pages' vehicle picker: the demo's Golf VII 1.4 TSI of 2016 (seed/fitment.ts). */
async function pickDemoVehicle(page: Page): Promise<void> {
  const selects = page.locator('select');
  const pick = async (i: number, option: string | { label: string }) => {
    await expect.poll(() => selects.nth(i).isEnabled()).toBe(true);
    await selects.nth(i).selectOption(option);
  };
  await pick(0, 'Volkswagen');
  await pick(1, 'Golf VII');
  await pick(2, '2016');
  await pick(3, { label: '1.4 TSI 92 kW' });
}

const contexts: BrowserContext[] = [];
const pages = new Map<string, Page>();

/** A page of its own per user and colour scheme (Turkish browser, reduced motion), signed in once. */
async function pageFor(who: Who, scheme: Scheme, viewport: { width: number; height: number }): Promise<Page> {
  const key = `${who}-${scheme}`;
  const known = pages.get(key);
  if (known) return known;
  const context = await flow.browser.newContext({ viewport, locale: 'tr-TR', colorScheme: scheme, reducedMotion: 'reduce' });
  contexts.push(context);
  // the portal keeps its colour scheme in its theme store (the toggle in the header), not the system's
  await context.addInitScript((mode) => {
    if (!localStorage.getItem('dealerport.theme')) {
      localStorage.setItem('dealerport.theme', JSON.stringify({ state: { mode, layout: 'modern', navCollapsed: false }, version: 1 }));
    }
  }, scheme);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  watchTraffic(page);
  if (who !== 'guest') {
    await page.goto(`${flow.url}/sign-in`);
    await signIn(page, who);
  }
  pages.set(key, page);
  return page;
}

/** Per screen and scheme: how many serious or critical rules failed, and on how many elements. */
const summary: string[] = [];
/** Where the file's time went, per phase of a screen's check (seconds, summed over the screens). */
const spent = { open: 0, settle: 0, axe: 0 };

/** Checks what the page shows now, notes the counts in the summary and writes the details beside the screenshots. */
async function check(
  page: Page,
  screen: Screen,
  scheme: Scheme,
  width: number,
  timing: { open: number; settle: number; axe: number },
): Promise<Violation[]> {
  const started = performance.now();
  const violations = await blockingViolations(page, scheme === 'dark' ? COLOUR_RULES : undefined);
  timing.axe = (performance.now() - started) / 1000;
  for (const phase of ['open', 'settle', 'axe'] as const) spent[phase] += timing[phase];
  const nodes = violations.reduce((n, v) => n + v.nodes.length, 0);
  const ids = violations.map((v) => v.id).join(', ');
  const times = `open ${timing.open.toFixed(2)} s, settle ${timing.settle.toFixed(2)} s, axe ${timing.axe.toFixed(2)} s`;
  summary.push(
    `  ${scheme.padEnd(5)} ${String(width).padEnd(4)} ${screen.name.padEnd(16)} ${violations.length} rules, ${nodes} nodes${ids ? `: ${ids}` : ''} (${times})`,
  );
  // every element of every violation, for whoever fixes them
  writeFileSync(`${SCREENSHOTS}${screen.name}-${width}-${scheme}.axe.json`, JSON.stringify(violations, null, 2));
  return violations;
}

/** The two sizes a screen is checked at. */
export type Size = 'desktop' | 'phone';
const SIZES: Record<Size, { width: number; height: number }> = { desktop: DESKTOP, phone: PHONE };

/**
 * Registers the checks of one colour scheme at one size in the calling test file, with its own portal and
 * browser: a11y-light.e2e.ts (laptop), a11y-phone.e2e.ts (phone, light) and a11y-dark.e2e.ts (laptop) run
 * side by side, and the e2e sequencer (e2e/sequencer.ts) starts them first as the longest files.
 */
export function checkScreens(scheme: Scheme, size: Size): void {
  const viewport = SIZES[size];
  flow = setupFlowPortal();
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const dealer = await DealerApi.signIn(flow.url);
    const product = await dealer.orderableProduct();
    await dealer.addToCart(product.id, product.quantity);
    const docNumber = await dealer.placeOrder();
    // and a line left in the cart for the cart screen
    await dealer.addToCart(product.id, product.quantity);
    demo = { categoryId: product.categoryId, productName: product.name, docNumber };
  });

  afterAll(async () => {
    if (summary.length > 0) {
      const total = `open ${spent.open.toFixed(1)} s, settle ${spent.settle.toFixed(1)} s, axe ${spent.axe.toFixed(1)} s`;
      console.log(`axe-core, serious and critical violations per screen:\n${summary.join('\n')}\n  all screens: ${total}`);
    }
    for (const context of contexts) await context.close().catch(() => undefined);
  });

  describe(`accessibility, ${scheme} colour scheme, ${size}`, () => {
    for (const screen of SCREENS) {
      it(`${screen.name}: no serious or critical axe-core violation`, async () => {
        // loaded afresh at its size, as a phone would (a resized page may be mid-transition)
        const started = performance.now();
        const page = await pageFor(screen.who, scheme, viewport);
        await screen.open(page);
        const opened = performance.now();
        await settle(page);
        const timing = { open: (opened - started) / 1000, settle: (performance.now() - opened) / 1000, axe: 0 };
        const violations = await check(page, screen, scheme, viewport.width, timing);
        if (TAKE_SCREENSHOTS) {
          await page.screenshot({ path: `${SCREENSHOTS}${screen.name}-${viewport.width}-${scheme}.png`, fullPage: true });
        }

        // the administrator's customer, once the modal is checked, lets the admin screens show themselves
        if (screen.name === 'customer-select') {
          const dialog = page.getByRole('dialog', { name: text(tr, 'customers.modalTitle') });
          await dialog.getByRole('row').nth(1).click();
          await dialog.waitFor({ state: 'hidden' });
        }

        expect(
          violations.map((v) => v.id),
          `${screen.name} (${scheme}, ${viewport.width}):\n${describeViolations(violations)}`,
        ).toEqual([]);
      });
    }
  });
}
