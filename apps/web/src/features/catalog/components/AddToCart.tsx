import type { ProductListItem } from '@dealerport/contract';
import { Button, NumberInput, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../../lib/api-error';
import { showErrorToast, showSuccessToast } from '../../../lib/notify';
import classes from './AddToCart.module.css';

type QuantityFields = Pick<
  ProductListItem,
  'id' | 'name' | 'minOrderQuantity' | 'maxOrderQuantity' | 'placeHolderQuantity' | 'hasBasket' | 'showPrice' | 'showStock' | 'stock'
>;

/**
 * Puts a product in the cart (the cart feature's call, handed down by the app: features do not import
 * each other). Resolves when the cart has it; rejects with the server's refusal.
 */
export type AddToCartHandler = (productId: number, quantity: number) => Promise<unknown>;

/**
 * "Add to list" beside the add button (the lists feature's, handed down by the route): given the quantity
 * the field holds, else the product's minimum, and the size of the row. A stable function keeps cards memoised.
 */
export type RenderListAction = (product: { id: number; name: string }, quantity: number, size: 'xs' | 'sm' | 'md') => ReactNode;

/**
 * The stock a quantity may use: the exact total the API sends with the product while the customer may
 * see stock. The card words it as a bucket ("20+", pricing.ts), but that is how it is said, not a secret:
 * the figure is in the answer and the cart's refusal names it. Stock hidden (showStock false): unknown,
 * the server decides. The total is over all warehouses; those serving the delivery country may hold less,
 * so the server stays the judge.
 */
export function knownStock(product: Pick<QuantityFields, 'showStock' | 'stock'>): number | null {
  return product.showStock && product.stock !== null ? Math.max(product.stock, 0) : null;
}

/** The quantities that can be ordered: min/max of the product and, when known, its stock (no step in the contract). */
export function quantityRange(product: QuantityFields): { min: number; max: number } {
  const min = Math.max(product.minOrderQuantity, 1);
  const stock = knownStock(product);
  const max = Math.min(product.maxOrderQuantity ?? Number.POSITIVE_INFINITY, stock ?? Number.POSITIVE_INFINITY);
  return { min, max };
}

/** The quantity sent when the field is left empty: the product's placeholder, kept within min/max and stock. */
export function defaultQuantity(product: QuantityFields): number {
  return boundQuantity(product, product.placeHolderQuantity || product.minOrderQuantity || 1);
}

export function boundQuantity(product: QuantityFields, quantity: number): number {
  const { min, max } = quantityRange(product);
  return Math.min(Math.max(Math.trunc(quantity), min), Math.max(max, min));
}

export type BlockedReason = 'notOrderable' | 'priceOnRequest' | 'outOfStock' | 'belowMinimum';

/**
 * Why the product cannot go in the cart at all, in the order the server checks (baskets.service
 * addCartProduct), or null: each of these would only end in the server's red toast.
 */
export function blockedReason(product: QuantityFields): BlockedReason | null {
  if (!product.hasBasket) return 'notOrderable';
  if (!product.showPrice) return 'priceOnRequest';
  const stock = knownStock(product);
  if (stock === 0) return 'outOfStock';
  if (stock !== null && stock < Math.max(product.minOrderQuantity, 1)) return 'belowMinimum';
  return null;
}

interface AddToCartProps {
  product: QuantityFields;
  size?: 'xs' | 'sm' | 'md';
  /** The add call; without it (no cart here) the button stays disabled. */
  onAdd?: AddToCartHandler;
  /** Cards: no spin buttons on the quantity and no icon, so the row fits a narrow card in every language. */
  compact?: boolean;
  /** "Add to list", when the route offers it; shown even when the product cannot go in the cart today. */
  listAction?: RenderListAction | undefined;
}

/**
 * Quantity and add to cart (spec 01 §2, §4): the quantity respects the product's min/max and the stock
 * the customer sees, and defaults to its placeholder quantity within them; adding a product already in
 * the cart replaces its quantity. A success toast confirms; a refusal (400) is the API client's red toast
 * with the server's message. What cannot work (not orderable, price on request, out of stock, less stock
 * than the minimum) is disabled up front, the reason in a tooltip and tied to the button
 * (aria-describedby) for screen readers.
 */
export function AddToCart({ product, size = 'sm', onAdd, compact = false, listAction }: AddToCartProps) {
  const { t } = useTranslation();
  const reasonId = useId();
  const [quantity, setQuantity] = useState<number | string>('');
  const [adding, setAdding] = useState(false);
  const blocked = blockedReason(product);
  const orderable = blocked === null && onAdd !== undefined;
  const { min, max } = quantityRange(product);
  const reason = blocked
    ? t(`catalog.cart.blocked.${blocked}`, { stock: knownStock(product) ?? 0, min })
    : orderable
      ? null
      : t('catalog.cart.comingSoon');

  const typed = typeof quantity === 'number' ? quantity : Number.parseInt(quantity, 10);
  const listQuantity = Number.isInteger(typed) && typed > 0 ? typed : min;

  const add = async () => {
    if (!onAdd || adding || !orderable) return;
    const amount = Number.isInteger(typed) && typed > 0 ? boundQuantity(product, typed) : defaultQuantity(product);
    setAdding(true);
    try {
      await onAdd(product.id, amount);
      setQuantity('');
      showSuccessToast(t('cart.addedToast', { quantity: amount, name: product.name }));
    } catch (error) {
      // a 400 was already shown by the API client with the server's message
      if (!(error instanceof ApiError && error.status === 400)) showErrorToast(errorText(error, t('errors.unexpected')));
    } finally {
      setAdding(false);
    }
  };

  const button = (
    <Button
      size={size}
      loading={adding}
      className={compact ? classes.buttonGrow : classes.button}
      onClick={orderable ? () => void add() : (event) => event.preventDefault()}
      // aria-disabled rather than disabled: the button stays focusable, so its tooltip and reason are reachable
      data-disabled={orderable ? undefined : true}
      aria-disabled={orderable ? undefined : true}
      aria-describedby={reason ? reasonId : undefined}
      leftSection={compact ? undefined : <IconShoppingCartPlus size={16} aria-hidden />}
      aria-label={t('catalog.cart.addNamed', { name: product.name })}
    >
      {t('catalog.cart.add')}
    </Button>
  );

  return (
    <div className={classes.row}>
      <NumberInput
        size={size}
        className={compact ? classes.quantityCompact : classes.quantity}
        min={min}
        max={Number.isFinite(max) ? Math.max(max, min) : undefined}
        step={1}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        hideControls={compact}
        inputMode="numeric"
        placeholder={blocked ? undefined : String(defaultQuantity(product))}
        value={quantity}
        onChange={setQuantity}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && orderable) void add();
        }}
        disabled={blocked !== null}
        aria-label={t('catalog.cart.quantityFor', { name: product.name })}
      />
      {reason ? (
        <>
          <Tooltip label={reason} withArrow multiline w={220} events={{ hover: true, focus: true, touch: true }}>
            {button}
          </Tooltip>
          <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
        </>
      ) : (
        button
      )}
      {listAction?.(product, listQuantity, size)}
    </div>
  );
}
