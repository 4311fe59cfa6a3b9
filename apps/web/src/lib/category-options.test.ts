import type { AdminCategory } from '@dealerport/contract';
import { describe, expect, it } from 'vitest';
import { categoryOptions } from './category-options';

const node = (id: number, name: string, children: AdminCategory[] = [], isActive = true): AdminCategory => ({
  id,
  name,
  order: id,
  parentCategoryId: null,
  icon: null,
  refCode: null,
  isActive,
  children,
});

describe('categoryOptions', () => {
  it('lists the tree in order with path labels, an inactive parent marking its subtree', () => {
    const tree = [node(1, 'Lastik', [node(11, 'Yaz'), node(12, 'Kış')]), node(2, 'Jant', [node(21, 'Çelik')], false)];
    expect(categoryOptions(tree, '(pasif)')).toEqual([
      { value: '1', label: 'Lastik', isActive: true },
      { value: '11', label: 'Lastik › Yaz', isActive: true },
      { value: '12', label: 'Lastik › Kış', isActive: true },
      { value: '2', label: 'Jant (pasif)', isActive: false },
      { value: '21', label: 'Jant › Çelik (pasif)', isActive: false },
    ]);
    expect(categoryOptions(undefined)).toEqual([]);
  });
});
