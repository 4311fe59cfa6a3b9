import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { useSpecialPriceStore } from '../lib/special-price-store';
import { actForCustomer, product } from '../test-fixtures';
import { ProductCard } from './ProductCard';

/** The list price 100.00 (120.00 with VAT); 90.00 without the campaign, 81.00 with it. */
const onCampaign = product({
  campaign: 'Winter weeks',
  discountedPrice: '81.00',
  discountedPriceWithVat: '97.20',
  priceBeforeCampaign: '90.00',
  priceBeforeCampaignWithVat: '108.00',
});

function renderCard(item = onCampaign) {
  return renderWithProviders(<ProductCard product={item} topCategoryCode="LST" view="grid" onOpen={() => {}} />);
}

beforeEach(() => {
  actForCustomer();
  useSpecialPriceStore.setState(useSpecialPriceStore.getInitialState(), true);
});

describe('ProductCard prices', () => {
  it('strikes the price without the campaign beside the price, net and gross, under the campaign’s name', () => {
    renderCard();
    const card = within(screen.getByRole('article', { name: 'Winter tyre 205/55 R16' }));
    expect(card.getByText('Winter weeks')).toBeInTheDocument();
    expect(card.getByTestId('price-before-campaign')).toHaveTextContent('€90.00');
    expect(card.getByTestId('price-before-campaign').tagName).toBe('S');
    expect(card.getByText('Without the campaign:')).toBeInTheDocument();
    expect(card.getByText('€81.00')).toBeInTheDocument();
    expect(card.getByText('€108.00').tagName).toBe('S');
    expect(card.getByText('€97.20')).toBeInTheDocument();
    // one struck price: the campaign's saving, not the list price as well
    expect(card.queryByTestId('list-price')).not.toBeInTheDocument();
    expect(card.queryByText('€100.00')).not.toBeInTheDocument();
    // no "why this price" on the dense list's cards
    expect(card.queryByRole('button', { name: /why this price/i })).not.toBeInTheDocument();
  });

  it('strikes the list price as before when no campaign lowers the price', () => {
    renderCard(product({ campaign: 'Top seller' }));
    const card = within(screen.getByRole('article', { name: 'Winter tyre 205/55 R16' }));
    expect(card.getByText('Top seller')).toBeInTheDocument();
    expect(card.getByTestId('list-price')).toHaveTextContent('€100.00');
    expect(card.queryByTestId('price-before-campaign')).not.toBeInTheDocument();
  });

  it('stays as light as a card with a discounted list price (a page holds 50 cards)', () => {
    const { container, unmount } = renderCard(product({ campaign: 'Winter weeks' }));
    const listPriced = container.querySelectorAll('[data-testid=product-card] *').length;
    unmount();
    const { container: campaign } = renderCard();
    expect(campaign.querySelectorAll('[data-testid=product-card] *').length).toBeLessThanOrEqual(listPriced);
  });

  it('marks up the price without the campaign too in special-price mode', () => {
    useSpecialPriceStore.setState({ enabled: true, percentages: { JNT: 0, LST: 10, AKU: 0, AKS: 0 }, fixedExpense: 0 });
    renderCard();
    const card = within(screen.getByRole('article', { name: 'Winter tyre 205/55 R16' }));
    expect(card.getByTestId('price-before-campaign')).toHaveTextContent('€99.00');
    expect(card.getByText('€89.10')).toBeInTheDocument();
  });
});
