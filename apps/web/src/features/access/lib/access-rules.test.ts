import type { CustomerAccessItem } from '@dealerport/contract';
import { describe, expect, it } from 'vitest';
import { draftSize, EMPTY_DRAFT, ruleCount, setFlag, shownFlags, toggleRemoved, toUpdateBody } from './access-rules';

const item = (id: number, over: Partial<CustomerAccessItem> = {}): CustomerAccessItem => ({
  accessPropertyDetailId: id,
  accessCustomerPropertyDetailId: 100 + id,
  propertyDetailName: `d${id}`,
  hasList: true,
  hasBasket: true,
  showPrice: true,
  showStock: true,
  showXmlStock: false,
  ...over,
});

describe('access rule drafts', () => {
  it('keeps only real changes and sends them with the removals', () => {
    const a = item(1);
    const b = item(2, { hasList: false });
    let draft = setFlag(EMPTY_DRAFT, a, 'showPrice', false);
    draft = setFlag(draft, b, 'hasList', true);
    draft = setFlag(draft, b, 'hasList', false); // back to the saved value: no change
    expect(shownFlags(draft, a).showPrice).toBe(false);
    expect(draftSize(draft)).toBe(1);

    draft = toggleRemoved(draft, 3);
    draft = toggleRemoved(draft, 1); // edited, then removed: removed wins
    expect(draftSize(draft)).toBe(2);
    expect(toUpdateBody(draft)).toEqual({ items: [], removedPropertyDetailIds: [3, 1] });

    draft = toggleRemoved(draft, 1);
    expect(toUpdateBody(draft)).toEqual({
      items: [{ accessPropertyDetailId: 1, hasList: true, hasBasket: true, showPrice: false, showStock: true, showXmlStock: false }],
      removedPropertyDetailIds: [3],
    });
  });

  it('counts the rules over the property groups', () => {
    expect(ruleCount(undefined)).toBe(0);
    expect(
      ruleCount({
        customerAccesses: [
          { propertyName: 'Marka', items: [item(1), item(2)] },
          { propertyName: 'Mevsim', items: [item(3)] },
        ],
        categoryAccessProperties: [],
      }),
    ).toBe(3);
  });
});
