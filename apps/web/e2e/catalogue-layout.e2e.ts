import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en, text, tr } from './lang';
import { setupFlowPortal } from './portal';

const flow = setupFlowPortal();

/** The passenger-car tyres of the demo catalogue: many products, long names, every stock bucket. */
const LIST = '/products?category=2';

/** The brand facet group as the server names it in each language (demo data). */
const BRAND: Record<string, string> = { tr: 'Marka', de: 'Marke', en: 'Brand' };
const LANGUAGE_NAMES: Record<string, string> = { tr: 'Türkçe', de: 'Deutsch', en: 'English' };

async function signInAsDealer(page: Page) {
  await page.goto(`${flow.url}/sign-in`);
  await page.getByLabel(text(tr, 'signIn.userName')).fill('dealer');
  await page.getByLabel(text(tr, 'signIn.password'), { exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: text(tr, 'signIn.submit') }).click();
  await page.waitForURL(/\/home/);
}

interface CardLayout {
  cards: number;
  nodesPerCard: number;
  /** Elements of a card whose content is wider than their box (a clipped label) or that stick out of it. */
  clipped: string[];
  /** Stock values broken over two lines. */
  wrappedStock: string[];
}

/** Measures every card of the list as laid out. */
function cardLayout(page: Page): Promise<CardLayout> {
  return page.evaluate(() => {
    const cards = Array.from(document.querySelectorAll<HTMLElement>('[data-testid=product-card]'));
    const clipped: string[] = [];
    const wrappedStock: string[] = [];
    let nodes = 0;
    for (const card of cards) {
      nodes += card.querySelectorAll('*').length + 1;
      const box = card.getBoundingClientRect();
      for (const el of Array.from(card.querySelectorAll<HTMLElement>('*'))) {
        const rect = el.getBoundingClientRect();
        // visually hidden texts (1 px) are meant to be read out, not seen
        if (rect.width <= 1 || rect.height <= 1) continue;
        const what = `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" in ${card.getAttribute('aria-label')}`;
        if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
          clipped.push(`${what} (${el.scrollWidth} > ${el.clientWidth})`);
        if (rect.left < box.left - 1 || rect.right > box.right + 1) clipped.push(`${what} sticks out of its card`);
      }
      const stock = card.querySelector<HTMLElement>('[data-testid=stock-text]');
      if (stock) {
        const lineHeight = Number.parseFloat(getComputedStyle(stock).lineHeight) || 20;
        if (stock.getBoundingClientRect().height > lineHeight * 1.5) wrappedStock.push(stock.textContent ?? '');
      }
    }
    return { cards: cards.length, nodesPerCard: cards.length ? Math.round(nodes / cards.length) : 0, clipped, wrappedStock };
  });
}

async function expectCardsFit(page: Page) {
  const layout = await cardLayout(page);
  expect(layout.cards).toBeGreaterThan(0);
  expect(layout.clipped).toEqual([]);
  expect(layout.wrappedStock).toEqual([]);
  // a page holds 50 cards: each stays light (a card had 54 nodes before issue 12)
  expect(layout.nodesPerCard).toBeLessThanOrEqual(40);
}

/** The stock label of the cards in each language. */
const STOCK: Record<string, string> = { tr: 'Stok', de: 'Bestand', en: 'Stock' };

/** Signed in (in Turkish) on the list, then through each language by the footer's language list. */
async function eachLanguage(size: { width: number; height: number }, check: (page: Page, lng: string) => Promise<void>) {
  const page = await flow.browser.newPage({ viewport: size, locale: 'tr-TR' });
  page.setDefaultTimeout(20_000);
  try {
    await signInAsDealer(page);
    await page.goto(`${flow.url}${LIST}`);
    for (const lng of ['tr', 'de', 'en']) {
      if (lng !== 'tr') {
        // the footer's language list (the header's menu is hidden on a phone)
        await page.getByRole('button', { name: LANGUAGE_NAMES[lng], exact: true }).click();
      }
      await page.waitForFunction((l) => document.documentElement.lang === l, lng);
      // the cards come again in the new language (the server words the stock text)
      await page
        .getByTestId('stock-text')
        .first()
        .filter({ hasText: `${STOCK[lng]}:` })
        .waitFor({ state: 'visible' });
      await check(page, lng);
    }
  } finally {
    await page.close();
  }
}

describe('catalogue layout', () => {
  it('at 1366 x 900 the cards fit in Turkish, German and English, and the facet groups follow the language', async () => {
    await eachLanguage({ width: 1366, height: 900 }, async (page, lng) => {
      // the facet groups are asked for again in the new language
      await page.getByRole('button', { name: BRAND[lng], exact: true }).waitFor({ state: 'visible' });
      await expectCardsFit(page);
      if (lng === 'en') {
        // the list view's rows too
        // the view switch's option: an icon, its name read out only
        await page
          .locator('label')
          .filter({ hasText: text(en, 'catalog.list.list') })
          .click();
        await page.locator('[data-testid=product-card][data-view=list]').first().waitFor({ state: 'visible' });
        await expectCardsFit(page);
      }
    });
  });

  it('at 390 x 844 the cards fit in Turkish, German and English', async () => {
    await eachLanguage({ width: 390, height: 844 }, async (page) => {
      await expectCardsFit(page);
    });
  });
});
