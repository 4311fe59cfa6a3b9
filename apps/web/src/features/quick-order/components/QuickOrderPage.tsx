import { type CartBatchResult, parseQuickOrderText, QUICK_ORDER_MAX_LINES } from '@dealerport/contract';
import { Alert, Anchor, Button, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEraser, IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorText } from '../../../lib/api-error';
import { usePhoneScreen } from '../../../lib/media';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { useUserStore } from '../../../lib/stores/user-store';
import { useQuickOrderPad } from '../hooks/use-quick-order-pad';
import { hasText, storageKey } from '../lib/pad-rows';
import { type AddLines, FileImportCard, PasteLinesCard } from './PadInputs';
import { PadRows, type RowHandlers } from './PadRows';
import { SummaryBar } from './SummaryBar';

interface QuickOrderPageProps {
  /** The cart changed: the route marks the cart's queries stale (they belong to the baskets feature). */
  onCartChanged?: () => void;
}

/**
 * /quick-order: the dealer's pad of "code quantity" lines, typed, pasted or uploaded, each resolved for the
 * acting customer, the good ones put into the cart in one go. One pad per user and customer, kept in the tab.
 */
export function QuickOrderPage({ onCartChanged }: QuickOrderPageProps) {
  const userId = useUserStore((s) => s.user?.id ?? '-');
  const customerId = useCustomerStore((s) => s.selected?.id);
  if (!customerId) return null;
  const key = storageKey(userId, customerId);
  // another customer is another pad: everything starts again from that customer's kept rows
  return <Pad key={key} storageKey={key} onCartChanged={onCartChanged} />;
}

function Pad({ storageKey: key, onCartChanged }: { storageKey: string; onCartChanged?: () => void }) {
  const { t } = useTranslation();
  const phone = usePhoneScreen();
  const pad = useQuickOrderPad({ storageKey: key, onCartChanged });
  const [dropped, setDropped] = useState(0);
  const [confirmClear, setConfirmClear] = useState(false);

  // ----- focus: Enter moves on to a row that may only exist after the next render -----
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const pendingFocus = useRef<string | null>(null);
  const focusRow = useCallback((id: string) => {
    const input = inputs.current.get(id);
    if (input) input.focus();
    else pendingFocus.current = id;
  }, []);
  useEffect(() => {
    const id = pendingFocus.current;
    if (id && inputs.current.has(id)) {
      pendingFocus.current = null;
      inputs.current.get(id)?.focus();
    }
  });

  const { setText, setQuantity, pick, replaceCode, remove, resolveRow, nextRow, pasteAt, addRow, addLines } = pad;
  const handlers = useMemo<RowHandlers>(
    () => ({
      setText,
      setQuantity,
      pick,
      replaceCode,
      remove,
      enter: (id) => {
        resolveRow(id);
        focusRow(nextRow(id));
      },
      take: replaceCode,
      pasteLines: (id, text) => {
        const lines = parseQuickOrderText(text);
        if (lines.length === 0) return false;
        setDropped(pasteAt(id, lines).dropped);
        return true;
      },
      registerInput: (id, input) => {
        if (input) inputs.current.set(id, input);
        else inputs.current.delete(id);
      },
    }),
    [setText, setQuantity, pick, replaceCode, remove, resolveRow, nextRow, pasteAt, focusRow],
  );

  const onLines: AddLines = useCallback(
    (lines) => {
      const result = addLines(lines);
      setDropped(result.dropped);
      return result;
    },
    [addLines],
  );

  const filled = pad.rows.filter(hasText).length;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('quickOrder.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('quickOrder.intro', { max: QUICK_ORDER_MAX_LINES })}
        </Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <PasteLinesCard onLines={onLines} />
        <FileImportCard onLines={onLines} />
      </SimpleGrid>

      {dropped > 0 && (
        <Alert
          color="orange"
          variant="light"
          role="alert"
          withCloseButton
          onClose={() => setDropped(0)}
          closeButtonLabel={t('quickOrder.close')}
        >
          {t('quickOrder.capacity', { max: QUICK_ORDER_MAX_LINES, count: dropped })}
        </Alert>
      )}
      {pad.resolveError !== null && (
        <Alert color="red" variant="light" role="alert" title={t('quickOrder.resolveError')}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">{errorText(pad.resolveError, t('errors.unexpected'))}</Text>
            <Button size="xs" variant="light" color="red" onClick={pad.retry}>
              {t('quickOrder.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {pad.addError !== null && !pad.adding && (
        <Alert color="red" variant="light" role="alert">
          {errorText(pad.addError, t('errors.unexpected'))}
        </Alert>
      )}
      {pad.addResult && <AddResult lines={pad.addResult} onClose={pad.dismissAddResult} />}

      <PadRows rows={pad.rows} handlers={handlers} phone={phone} />

      <Group gap="sm" wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={filled >= QUICK_ORDER_MAX_LINES}
          onClick={() => focusRow(addRow())}
        >
          {t('quickOrder.addRow')}
        </Button>
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconEraser size={16} aria-hidden />}
          disabled={filled === 0}
          onClick={() => setConfirmClear(true)}
        >
          {t('quickOrder.clear')}
        </Button>
      </Group>

      <SummaryBar summary={pad.summary} adding={pad.adding} onAdd={() => void pad.addToCart().catch(() => {})} />

      <ConfirmDialog
        opened={confirmClear}
        title={t('quickOrder.clearTitle')}
        message={t('quickOrder.clearMessage', { count: filled })}
        confirmLabel={t('quickOrder.clear')}
        onConfirm={() => {
          pad.clear();
          setConfirmClear(false);
        }}
        onClose={() => setConfirmClear(false)}
      />
    </Stack>
  );
}

/** What "Add to cart" did: how many went in (a link to the cart), and per product why one did not. */
function AddResult({ lines, onClose }: { lines: CartBatchResult['lines']; onClose: () => void }) {
  const { t } = useTranslation();
  const added = lines.filter((l) => l.added);
  const refused = lines.filter((l) => !l.added);
  return (
    <Alert
      color={refused.length > 0 ? 'orange' : 'teal'}
      variant="light"
      role="status"
      withCloseButton
      onClose={onClose}
      closeButtonLabel={t('quickOrder.close')}
      title={t('quickOrder.result.added', { count: added.length })}
    >
      <Stack gap="xs">
        {refused.length > 0 && (
          <>
            <Text size="sm">{t('quickOrder.result.refused', { count: refused.length })}</Text>
            <List size="sm" spacing={2}>
              {refused.map((l) => (
                <List.Item key={l.productId}>
                  <Text span fw={600}>
                    {l.productCode}
                  </Text>{' '}
                  · {l.productName}: {l.message ?? l.code}
                </List.Item>
              ))}
            </List>
          </>
        )}
        {added.length > 0 && (
          <Anchor component={Link} to="/cart" size="sm" fw={600}>
            {t('quickOrder.result.toCart')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
