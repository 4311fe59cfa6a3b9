import type { ProductListItem } from '@dealerport/contract';
import { Button, Group, NumberInput, Tooltip } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type QuantityFields = Pick<ProductListItem, 'id' | 'name' | 'minOrderQuantity' | 'maxOrderQuantity' | 'placeHolderQuantity' | 'hasBasket'>;

/**
 * Quantity and add to cart. The basket calls do not exist yet, so the button stays disabled and says
 * why; a product the customer may not order (hasBasket false) says that instead.
 */
export function AddToCart({ product, size = 'sm' }: { product: QuantityFields; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState<number | string>('');
  const reason = product.hasBasket ? t('catalog.cart.comingSoon') : t('catalog.cart.notOrderable');
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
        placeholder={String(product.placeHolderQuantity || product.minOrderQuantity || 1)}
        value={quantity}
        onChange={setQuantity}
        disabled={!product.hasBasket}
        aria-label={t('catalog.cart.quantityFor', { name: product.name })}
      />
      <Tooltip label={reason} withArrow multiline w={220}>
        {/* data-disabled keeps the tooltip working where a disabled button would swallow the hover */}
        <Button
          size={size}
          data-disabled
          aria-disabled
          onClick={(event) => event.preventDefault()}
          leftSection={<IconShoppingCartPlus size={16} aria-hidden />}
          aria-label={t('catalog.cart.addNamed', { name: product.name })}
        >
          {t('catalog.cart.add')}
        </Button>
      </Tooltip>
    </Group>
  );
}
