import type { ListLine } from '@dealerport/contract';
import { NumberInput, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The contract's largest quantity of a list line. */
const MAX_QUANTITY = 1_000_000;

/**
 * A line's quantity, saved when the field is left or Enter pressed (not on every key). A list is not the
 * cart: the product's minimum and stock are the cart's to check when the list goes in.
 */
export function LineQuantity({ line, name, onChange }: { line: ListLine; name: string; onChange: (quantity: number) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | string>(line.quantity);
  const [shown, setShown] = useState(line.quantity);
  // the list was read again (another user, a refusal): show its quantity
  if (shown !== line.quantity) {
    setShown(line.quantity);
    setValue(line.quantity);
  }
  const commit = () => {
    const quantity = typeof value === 'number' ? value : Number.parseInt(value, 10);
    if (!Number.isInteger(quantity) || quantity < 1) {
      setValue(line.quantity);
      return;
    }
    const bounded = Math.min(quantity, MAX_QUANTITY);
    setValue(bounded);
    if (bounded !== line.quantity) onChange(bounded);
  };
  return (
    <NumberInput
      size="xs"
      w={124}
      min={1}
      max={MAX_QUANTITY}
      step={1}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="blur"
      value={value}
      onChange={setValue}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      rightSection={
        line.product ? (
          <Text size="xs" c="dimmed">
            {line.product.unitCode}
          </Text>
        ) : undefined
      }
      rightSectionWidth={48}
      aria-label={t('lists.lines.quantityFor', { name })}
    />
  );
}
