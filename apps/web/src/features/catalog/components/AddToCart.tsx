import type { ProductListItem } from '@dealerport/contract';
import { Button, Group, NumberInput, Tooltip } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../../lib/api-error';
import { showErrorToast, showSuccessToast } from '../../../lib/notify';

type QuantityFields = Pick<ProductListItem, 'id' | 'name' | 'minOrderQuantity' | 'maxOrderQuantity' | 'placeHolderQuantity' | 'hasBasket'>;

/**
 * Puts a product in the cart (the cart feature's call, handed down by the app: features do not import
 * each other). Resolves when the cart has it; rejects with the server's refusal.
 */
export type AddToCartHandler = (productId: number, quantity: number) => Promise<unknown>;

/** The quantity sent when the field is left empty: the product's placeholder, kept within min/max. */
export function defaultQuantity(product: QuantityFields): number {
  return boundQuantity(product, product.placeHolderQuantity || product.minOrderQuantity || 1);
}

export function boundQuantity(product: QuantityFields, quantity: number): number {
  const min = Math.max(product.minOrderQuantity, 1);
  const max = product.maxOrderQuantity ?? Number.POSITIVE_INFINITY;
  return Math.min(Math.max(Math.trunc(quantity), min), Math.max(max, min));
}

interface AddToCartProps {
  product: QuantityFields;
  size?: 'xs' | 'sm' | 'md';
  /** The add call; without it (no cart here) the button stays disabled. */
  onAdd?: AddToCartHandler;
}

/**
 * Quantity and add to cart (spec 01 §2, §4): the quantity respects the product's min/max and defaults to
 * its placeholder quantity; adding a product already in the cart replaces its quantity. A success toast
 * confirms; a refusal (400) is the API client's red toast with the server's message. A product the
 * customer may not order (hasBasket false) stays disabled and says why.
 */
export function AddToCart({ product, size = 'sm', onAdd }: AddToCartProps) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState<number | string>('');
  const [adding, setAdding] = useState(false);
  const orderable = product.hasBasket && onAdd !== undefined;
  const reason = product.hasBasket ? t('catalog.cart.comingSoon') : t('catalog.cart.notOrderable');

  const add = async () => {
    if (!onAdd || adding) return;
    const typed = typeof quantity === 'number' ? quantity : Number.parseInt(quantity, 10);
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
      onClick={orderable ? () => void add() : (event) => event.preventDefault()}
      // data-disabled keeps the tooltip working where a disabled button would swallow the hover
      data-disabled={orderable ? undefined : true}
      aria-disabled={orderable ? undefined : true}
      leftSection={<IconShoppingCartPlus size={16} aria-hidden />}
      aria-label={t('catalog.cart.addNamed', { name: product.name })}
    >
      {t('catalog.cart.add')}
    </Button>
  );

  return (
    <Group gap={6} wrap="nowrap" align="flex-end">
      <NumberInput
        size={size}
        w={96}
        min={Math.max(product.minOrderQuantity, 1)}
        max={product.maxOrderQuantity ?? undefined}
        step={1}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        placeholder={String(defaultQuantity(product))}
        value={quantity}
        onChange={setQuantity}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && orderable) void add();
        }}
        disabled={!product.hasBasket}
        aria-label={t('catalog.cart.quantityFor', { name: product.name })}
      />
      {orderable ? (
        button
      ) : (
        <Tooltip label={reason} withArrow multiline w={220}>
          {button}
        </Tooltip>
      )}
    </Group>
  );
}
