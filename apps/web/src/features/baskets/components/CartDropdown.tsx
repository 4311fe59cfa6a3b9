import type { SimplifiedCart } from '@dealerport/contract';
import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  Group,
  Image,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { RemoveLineButton } from '../../../components/RemoveLineButton';
import { errorText } from '../../../lib/api-error';
import { isDealer } from '../../../lib/identity';
import { formatQuantity } from '../../../lib/numbers';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { useUserStore } from '../../../lib/stores/user-store';
import { useTunables } from '../../../lib/tunables';
import { useCartItemCount } from '../api/get-cart-item-count';
import { useSimplifiedCart } from '../api/get-simplified-cart';
import { useRemoveCartProduct } from '../api/remove-cart-product';
import { useClearCart } from '../api/remove-cart-products';
import { useCartCustomerId } from '../hooks/use-cart-customer-id';

/** The badge shows at most 99, then "99+" (spec 02 §9; config item badgeMax). */
export function badgeLabel(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}

interface CartDropdownProps {
  /** Image when a product has none (the app supplies the catalogue's fallback by category). */
  fallbackImage?: (categoryId: number) => string;
}

/**
 * Header cart dropdown (spec 01 §2): opens on click; lines with image, name, unit and quantity, a delete
 * per line, clear cart, the empty-cart message, a prompt to select a customer when none is, and a link
 * to /cart. The badge counts the lines (total-item). Spec 01 §9: at least 280 px wide, 340 on larger screens.
 */
export function CartDropdown({ fallbackImage }: CartDropdownProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const customerId = useCartCustomerId();
  const count = useCartItemCount(customerId);
  const lines = count.data?.totalItem ?? 0;
  const { badgeMax } = useTunables();

  const dropdownId = useId();

  // The popover's target is the badge's wrapper (a div), which may carry no aria-expanded: the button
  // inside states what it opens instead of Mantine's roles.
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      shadow="md"
      withinPortal
      trapFocus={false}
      hideDetached={false}
      withRoles={false}
    >
      <Popover.Target>
        <Indicator label={badgeLabel(lines, badgeMax)} size={18} disabled={lines === 0} color="red" offset={4} inline>
          <Tooltip label={t('cart.dropdown.title')} openDelay={400} disabled={opened}>
            <ActionIcon
              variant="subtle"
              size="lg"
              onClick={() => setOpened((o) => !o)}
              aria-label={t('cart.dropdown.button', { count: lines })}
              aria-expanded={opened}
              aria-haspopup="dialog"
              aria-controls={opened ? dropdownId : undefined}
            >
              <IconShoppingCart size={20} />
            </ActionIcon>
          </Tooltip>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown
        id={dropdownId}
        role="dialog"
        aria-label={t('cart.dropdown.title')}
        miw={{ base: 280, sm: 340 }}
        maw="calc(100vw - 16px)"
        p="sm"
      >
        {opened && <CartDropdownBody customerId={customerId} fallbackImage={fallbackImage} onNavigate={() => setOpened(false)} />}
      </Popover.Dropdown>
    </Popover>
  );
}

interface CartDropdownBodyProps {
  customerId: string | null;
  fallbackImage?: ((categoryId: number) => string) | undefined;
  /** Closes the dropdown: the user goes elsewhere. */
  onNavigate: () => void;
}

function CartDropdownBody({ customerId, fallbackImage, onNavigate }: CartDropdownBodyProps) {
  const { t } = useTranslation();
  const selected = useCustomerStore((s) => s.selected !== null);
  const cart = useSimplifiedCart(customerId);

  if (!selected) return <SelectCustomerPrompt onNavigate={onNavigate} />;
  if (customerId === null || cart.isPending) return <LoadingSpinner size="sm" />;
  if (cart.isError) {
    return (
      <Alert color="red" variant="light">
        {errorText(cart.error, t('cart.loadError'))}
      </Alert>
    );
  }
  const data: SimplifiedCart = cart.data;
  if (data.cartDetails.length === 0) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="dimmed">
          {t('cart.empty')}
        </Text>
        <Button component={Link} to="/products" size="xs" variant="light" onClick={onNavigate}>
          {t('cart.browse')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600} size="sm">
          {t('cart.dropdown.title')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('cart.lineCount', { count: data.itemCount })}
        </Text>
      </Group>
      <CartDropdownLines lines={data.cartDetails} fallbackImage={fallbackImage} />
      <Divider />
      <CartDropdownFooter onNavigate={onNavigate} />
    </Stack>
  );
}

/** No customer is acting: staff are offered the customer modal; a dealer always has its own. */
function SelectCustomerPrompt({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const openCustomerModal = useCustomerStore((s) => s.openModal);
  const dealer = useUserStore((s) => isDealer(s.user));
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{t('cart.dropdown.selectCustomer')}</Text>
      {!dealer && (
        <Button
          size="xs"
          variant="light"
          onClick={() => {
            onNavigate();
            openCustomerModal();
          }}
        >
          {t('nav.selectCustomer')}
        </Button>
      )}
    </Stack>
  );
}

interface CartDropdownLinesProps {
  lines: SimplifiedCart['cartDetails'];
  fallbackImage?: ((categoryId: number) => string) | undefined;
}

function CartDropdownLines({ lines, fallbackImage }: CartDropdownLinesProps) {
  const { t, i18n } = useTranslation();
  const remove = useRemoveCartProduct();
  return (
    <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('cart.dropdown.title')}>
        {lines.map((line) => (
          <Group key={line.productId} component="li" gap="sm" wrap="nowrap" aria-label={line.name}>
            <Image
              src={line.images[0]?.url ?? fallbackImage?.(line.categoryId) ?? null}
              fallbackSrc={fallbackImage?.(line.categoryId)}
              alt=""
              w={44}
              h={44}
              fit="contain"
              radius="sm"
            />
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" lineClamp={2}>
                {line.name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatQuantity(line.quantity, line.unitCode, i18n.language)}
              </Text>
            </Stack>
            <RemoveLineButton
              aria-label={t('cart.removeNamed', { name: line.name })}
              loading={remove.isPending && remove.variables === line.productId}
              onClick={() => remove.mutate(line.productId)}
            />
          </Group>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}

/** Clearing the cart at once (the cart screen asks first), and the way to the cart screen. */
function CartDropdownFooter({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const clear = useClearCart();
  return (
    <Group justify="space-between" wrap="nowrap">
      <UnstyledButton
        onClick={() => clear.mutate()}
        disabled={clear.isPending}
        c="red"
        fz="sm"
        aria-label={t('cart.clear')}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        {clear.isPending ? <Loader size={14} color="red" /> : <IconTrash size={14} aria-hidden />}
        {t('cart.clear')}
      </UnstyledButton>
      <Button component={Link} to="/cart" size="xs" onClick={onNavigate}>
        {t('cart.viewAll')}
      </Button>
    </Group>
  );
}
