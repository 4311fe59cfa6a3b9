import type { CartLine, DeliveryAddress } from '@dealerport/contract';
import { Card, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionLabel } from '../../../components/SearchOption';
import { errorText } from '../../../lib/api-error';
import type { Checkout } from '../hooks/use-checkout';
import { type CartCategory, PaymentMethodsPanel } from './PaymentMethodsPanel';

const NOTE_MAX_LENGTH = 1000;

function addressLine(a: DeliveryAddress): string {
  return [a.title, a.address, [a.postCode, a.city].filter(Boolean).join(' '), a.countryCode].filter(Boolean).join(', ');
}

interface CheckoutCardProps {
  lines: readonly CartLine[];
  checkout: Checkout;
  categoryOf?: (categoryId: number) => CartCategory | null;
}

/** The cart screen's checkout card (spec 01 §3): a payment method per category, the delivery address and a note. */
export function CheckoutCard({ lines, checkout, categoryOf }: CheckoutCardProps) {
  const { t } = useTranslation();
  const { addresses, addressList, chosen, note } = checkout;
  return (
    <Card withBorder>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('cart.checkout')}
        </Title>
        <PaymentMethodsPanel lines={lines} categoryOf={categoryOf} />
        <Select
          label={t('cart.address')}
          placeholder={addresses.isPending ? t('common.loading') : t('cart.addressPlaceholder')}
          data={addressList.map((a) => ({ value: a.code, label: optionLabel({ name: a.caption, code: a.code }) }))}
          value={chosen?.code ?? null}
          onChange={checkout.chooseAddress}
          allowDeselect={false}
          required
          error={
            addresses.isError
              ? errorText(addresses.error, t('cart.addressesError'))
              : addresses.isSuccess && addressList.length === 0
                ? t('cart.noAddress')
                : undefined
          }
          comboboxProps={{ withinPortal: true }}
        />
        {chosen && (
          <Text size="sm" c="dimmed" data-testid="chosen-address">
            {addressLine(chosen)}
            {chosen.responsible ? ` · ${chosen.responsible}` : ''}
          </Text>
        )}
        <Textarea
          label={t('cart.note')}
          placeholder={t('cart.notePlaceholder')}
          value={note}
          onChange={(e) => checkout.setNote(e.currentTarget.value)}
          maxLength={NOTE_MAX_LENGTH}
          autosize
          minRows={2}
          maxRows={6}
          description={`${note.length}/${NOTE_MAX_LENGTH}`}
        />
      </Stack>
    </Card>
  );
}
