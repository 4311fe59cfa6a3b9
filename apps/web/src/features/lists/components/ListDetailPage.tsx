import type { ListDetail, ListLine } from '@dealerport/contract';
import { Alert, Anchor, Badge, Box, Button, Card, Checkbox, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconFileExport, IconFileImport, IconPencil, IconShoppingCartPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { RemoveLineButton } from '../../../components/RemoveLineButton';
import { type MoveButtonKeys, MoveButtons } from '../../../components/ReorderControls';
import { useDeleteConfirmation } from '../../../components/use-delete-confirmation';
import { ApiError, errorText } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';
import { usePhoneScreen } from '../../../lib/media';
import { formatMoney } from '../../../lib/money';
import { showErrorToast, showSuccessToast } from '../../../lib/notify';
import { moved } from '../../../lib/reorder';
import { useAddListToCart } from '../api/add-list-to-cart';
import { useDeleteList } from '../api/delete-list';
import { useExportList } from '../api/export-list';
import { useList } from '../api/get-list';
import { useRenameList } from '../api/rename-list';
import { useReplaceListLines } from '../api/replace-list-lines';
import { CartBatchResultDialog } from './CartBatchResultDialog';
import { ImportListDialog } from './ImportListDialog';
import { LineQuantity } from './LineQuantity';
import { ListNameDialog } from './ListNameDialog';

const MOVE_KEYS: MoveButtonKeys = {
  up: 'lists.lines.up',
  down: 'lists.lines.down',
  upNamed: 'lists.lines.upNamed',
  downNamed: 'lists.lines.downNamed',
};

interface ListDetailPageProps {
  id: string;
  /**
   * After lines went into the cart: the cart is the baskets feature's, so the screen composing both says
   * what to read again (features do not import each other).
   */
  onCartChanged?: () => unknown;
}

/** A line's name as the screen and its buttons call it: the product's, or that it is gone. */
function useLineName() {
  const { t } = useTranslation();
  return (line: ListLine) => line.product?.name ?? t('lists.lines.unavailableNamed', { id: line.productId });
}

/**
 * /lists/{id}: a list's lines with today's price and stock of each product; quantities, order (up/down,
 * keyboard-reachable) and removal are saved at once; chosen lines or all of them go into the cart, with a
 * result per product; the list as xlsx, and a csv/xlsx file's rows added to it.
 */
export function ListDetailPage({ id, onCartChanged }: ListDetailPageProps) {
  const { t, i18n } = useTranslation();
  const list = useList(id);
  const navigate = useNavigate();
  const phone = usePhoneScreen();
  const lineName = useLineName();
  const replace = useReplaceListLines(id);
  const toCart = useAddListToCart(onCartChanged);
  const exporting = useExportList();
  const rename = useRenameList();
  const removal = useDeleteConfirmation<ListDetail>({
    mutation: useDeleteList(),
    title: t('lists.delete.title'),
    message: (l) => t('lists.delete.message', { name: l.name }),
    deleted: (l) => t('lists.delete.done', { name: l.name }),
    onDeleted: () => navigate('/lists'),
  });
  // chosen by product: an edit answers the list with new line ids, the products stay
  const [chosenProducts, setChosenProducts] = useState<ReadonlySet<number>>(new Set());
  const [renaming, setRenaming] = useState(false);
  const [importing, setImporting] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const linesRef = useRef<HTMLDivElement>(null);
  const focusAfterMove = useRef<{ name: string; by: -1 | 1 } | null>(null);

  // A moved row's button keeps the focus (React moves the row's elements, which drops it), so the keyboard
  // can go on moving the same line; at an end, its other button takes it.
  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted || !linesRef.current) return;
    focusAfterMove.current = null;
    const button = (by: -1 | 1) =>
      linesRef.current?.querySelector<HTMLButtonElement>(
        `button[aria-label="${CSS.escape(t(by === -1 ? MOVE_KEYS.upNamed : MOVE_KEYS.downNamed, { name: wanted.name }))}"]`,
      );
    const same = button(wanted.by);
    (same && !same.disabled ? same : button(wanted.by === -1 ? 1 : -1))?.focus();
  });

  const back = (
    <Anchor component={Link} to="/lists" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('lists.back')}
      </Group>
    </Anchor>
  );

  if (list.isPending) return <LoadingSpinner />;
  if (list.isError) {
    const notFound = list.error instanceof ApiError && list.error.status === 404;
    return (
      <Stack gap="md" align="flex-start">
        {back}
        <Alert color="red" variant="light" role="alert">
          {notFound ? t('lists.notFound') : errorText(list.error, t('lists.loadError'))}
        </Alert>
      </Stack>
    );
  }

  const data = list.data;
  const lines = data.lines;
  const orderable = lines.filter((l) => l.product !== null);
  const chosen = orderable.filter((l) => chosenProducts.has(l.productId));
  const allChosen = orderable.length > 0 && chosen.length === orderable.length;

  const change = (next: ListLine[]) =>
    replace.mutate(next, {
      onError: (error) => {
        // a 400 was shown by the API client with the server's message
        if (!(error instanceof ApiError && error.status === 400)) showErrorToast(errorText(error, t('errors.unexpected')));
      },
    });
  const setQuantity = (line: ListLine, quantity: number) =>
    change(lines.map((l) => (l.productId === line.productId ? { ...l, quantity } : l)));
  const move = (index: number, by: -1 | 1) => {
    const line = lines[index];
    if (!line) return;
    focusAfterMove.current = { name: lineName(line), by };
    setAnnouncement(t('lists.lines.moved', { name: lineName(line), position: index + by + 1, total: lines.length }));
    change(moved(lines, index, by));
  };
  const remove = (line: ListLine) => {
    setAnnouncement(t('lists.lines.removed', { name: lineName(line) }));
    change(lines.filter((l) => l.productId !== line.productId));
  };
  const toggle = (line: ListLine, on: boolean) =>
    setChosenProducts((current) => {
      const next = new Set(current);
      if (on) next.add(line.productId);
      else next.delete(line.productId);
      return next;
    });
  const toggleAll = (on: boolean) => setChosenProducts(on ? new Set(orderable.map((l) => l.productId)) : new Set());
  const busy = replace.isPending || toCart.isPending;

  const lineProps = { lines, chosen: chosenProducts, lineName, onToggle: toggle, onMove: move, onRemove: remove, onQuantity: setQuantity };

  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {data.name}
          </Title>
          <Text size="sm" c="dimmed">
            {t('lists.lineCount', { count: data.lineCount })} ·{' '}
            {data.updatedBy
              ? t('lists.changedBy', { date: formatDateTime(data.updatedAt, i18n.language), name: data.updatedBy })
              : t('lists.changed', { date: formatDateTime(data.updatedAt, i18n.language) })}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => {
              rename.reset();
              setRenaming(true);
            }}
          >
            {t('lists.rename.action')}
          </Button>
          <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => removal.ask(data)}>
            {t('common.delete')}
          </Button>
        </Group>
      </Group>

      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Button
            leftSection={<IconShoppingCartPlus size={16} aria-hidden />}
            disabled={orderable.length === 0 || busy}
            loading={toCart.isPending && toCart.variables?.lineIds === undefined}
            onClick={() => toCart.mutate({ id })}
          >
            {t('lists.toCart.all')}
          </Button>
          <Button
            variant="light"
            disabled={chosen.length === 0 || busy}
            loading={toCart.isPending && toCart.variables?.lineIds !== undefined}
            onClick={() => toCart.mutate({ id, lineIds: chosen.map((l) => l.id) })}
          >
            {t('lists.toCart.selected', { count: chosen.length })}
          </Button>
        </Group>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconFileExport size={16} aria-hidden />}
            loading={exporting.isPending}
            disabled={lines.length === 0}
            onClick={() => exporting.mutate(id, { onError: (error) => showErrorToast(errorText(error, t('errors.unexpected'))) })}
          >
            {t('lists.export')}
          </Button>
          <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => setImporting(true)}>
            {t('lists.import.action')}
          </Button>
        </Group>
      </Group>

      {lines.length === 0 ? (
        <Card withBorder>
          <Text c="dimmed">{t('lists.lines.empty')}</Text>
        </Card>
      ) : (
        <div ref={linesRef}>
          {phone ? (
            <Stack gap="sm">
              <Checkbox
                label={t('lists.lines.chooseAll')}
                checked={allChosen}
                indeterminate={chosen.length > 0 && !allChosen}
                disabled={orderable.length === 0}
                onChange={(e) => toggleAll(e.currentTarget.checked)}
              />
              <ListLineCards {...lineProps} />
            </Stack>
          ) : (
            <Card withBorder padding="xs">
              <ListLinesTable {...lineProps} allChosen={allChosen} someChosen={chosen.length > 0} onToggleAll={toggleAll} />
            </Card>
          )}
        </div>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>

      <CartBatchResultDialog title={t('lists.toCart.title', { name: data.name })} result={toCart.data} onClose={() => toCart.reset()} />
      <ImportListDialog listId={id} opened={importing} onClose={() => setImporting(false)} />
      <ListNameDialog
        opened={renaming}
        title={t('lists.rename.title', { name: data.name })}
        initial={data.name}
        confirmLabel={t('common.save')}
        pending={rename.isPending}
        error={rename.error}
        onSubmit={(name) =>
          rename.mutate(
            { id, name },
            {
              onSuccess: () => {
                setRenaming(false);
                showSuccessToast(t('lists.rename.done', { name }));
              },
            },
          )
        }
        onClose={() => setRenaming(false)}
      />
      {removal.dialog}
    </Stack>
  );
}

interface LinesProps {
  lines: ListLine[];
  chosen: ReadonlySet<number>;
  lineName: (line: ListLine) => string;
  onToggle: (line: ListLine, on: boolean) => void;
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (line: ListLine) => void;
  onQuantity: (line: ListLine, quantity: number) => void;
}

/** The product's code and name, or that it is no longer available to the customer. */
function LineProduct({ line, name }: { line: ListLine; name: string }) {
  const { t } = useTranslation();
  if (!line.product) {
    return (
      <Stack gap={2} align="flex-start">
        <Text size="sm" c="dimmed">
          {name}
        </Text>
        <Badge color="gray" variant="light" size="sm">
          {t('lists.lines.unavailable')}
        </Badge>
      </Stack>
    );
  }
  return (
    <Box style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Text size="xs" c="dimmed" ff="monospace">
        {line.product.code}
      </Text>
      <Text size="sm" fw={500}>
        {line.product.name}
      </Text>
    </Box>
  );
}

/** Today's net unit price for the customer, or why there is none. */
function LinePrice({ line }: { line: ListLine }) {
  const { t, i18n } = useTranslation();
  if (!line.product) return <>—</>;
  if (line.product.price === null) return <>{t('lists.lines.priceHidden')}</>;
  return <>{formatMoney(line.product.price, i18n.language, line.product.currency)}</>;
}

function LineActions({
  line,
  index,
  count,
  name,
  onMove,
  onRemove,
}: { line: ListLine; index: number; count: number; name: string } & Pick<LinesProps, 'onMove' | 'onRemove'>) {
  const { t } = useTranslation();
  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      <MoveButtons index={index} count={count} name={name} keys={MOVE_KEYS} onMove={(by) => onMove(index, by)} />
      <RemoveLineButton
        aria-label={t('lists.lines.removeNamed', { name })}
        tooltip={t('lists.lines.remove')}
        onClick={() => onRemove(line)}
      />
    </Group>
  );
}

function ListLinesTable({
  lines,
  chosen,
  lineName,
  onToggle,
  onMove,
  onRemove,
  onQuantity,
  allChosen,
  someChosen,
  onToggleAll,
}: LinesProps & { allChosen: boolean; someChosen: boolean; onToggleAll: (on: boolean) => void }) {
  const { t } = useTranslation();
  const anyOrderable = lines.some((l) => l.product !== null);
  return (
    <Table verticalSpacing="xs" aria-label={t('lists.lines.label')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>
            <Checkbox
              aria-label={t('lists.lines.chooseAll')}
              checked={allChosen}
              indeterminate={someChosen && !allChosen}
              disabled={!anyOrderable}
              onChange={(e) => onToggleAll(e.currentTarget.checked)}
            />
          </Table.Th>
          <Table.Th>{t('lists.columns.product')}</Table.Th>
          <Table.Th ta="end">{t('lists.columns.price')}</Table.Th>
          <Table.Th>{t('lists.columns.stock')}</Table.Th>
          <Table.Th w={150}>{t('lists.columns.quantity')}</Table.Th>
          <Table.Th w={120}>
            <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line, index) => {
          const name = lineName(line);
          return (
            <Table.Tr key={line.productId} aria-label={name} data-unavailable={line.product === null || undefined}>
              <Table.Td>
                <Checkbox
                  aria-label={t('lists.lines.choose', { name })}
                  checked={chosen.has(line.productId) && line.product !== null}
                  disabled={line.product === null}
                  onChange={(e) => onToggle(line, e.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>
                <LineProduct line={line} name={name} />
              </Table.Td>
              <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                <LinePrice line={line} />
              </Table.Td>
              <Table.Td>{line.product?.stockText ?? '—'}</Table.Td>
              <Table.Td>
                <LineQuantity line={line} name={name} onChange={(q) => onQuantity(line, q)} />
              </Table.Td>
              <Table.Td>
                <LineActions line={line} index={index} count={lines.length} name={name} onMove={onMove} onRemove={onRemove} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** A phone: a card per line (choice and product, price and stock, then quantity and the line's buttons). */
function ListLineCards({ lines, chosen, lineName, onToggle, onMove, onRemove, onQuantity }: LinesProps) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap="sm" aria-label={t('lists.lines.label')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {lines.map((line, index) => {
        const name = lineName(line);
        return (
          <li key={line.productId}>
            <Paper component="article" withBorder p="sm" aria-label={name} data-unavailable={line.product === null || undefined}>
              <Group align="flex-start" gap="sm" wrap="nowrap">
                <Checkbox
                  mt={4}
                  aria-label={t('lists.lines.choose', { name })}
                  checked={chosen.has(line.productId) && line.product !== null}
                  disabled={line.product === null}
                  onChange={(e) => onToggle(line, e.currentTarget.checked)}
                />
                <Box style={{ flex: 1, minWidth: 0 }}>
                  <LineProduct line={line} name={name} />
                  {line.product && (
                    <Text size="sm" mt={4}>
                      <LinePrice line={line} />
                      {line.product.stockText !== null && ` · ${t('lists.columns.stock')}: ${line.product.stockText}`}
                    </Text>
                  )}
                </Box>
              </Group>
              <Group justify="space-between" align="center" mt="sm" wrap="nowrap" gap="xs">
                <LineQuantity line={line} name={name} onChange={(q) => onQuantity(line, q)} />
                <LineActions line={line} index={index} count={lines.length} name={name} onMove={onMove} onRemove={onRemove} />
              </Group>
            </Paper>
          </li>
        );
      })}
    </Stack>
  );
}
