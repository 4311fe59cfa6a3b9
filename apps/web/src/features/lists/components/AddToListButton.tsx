import { LIST_NAME_MAX, type ListLineInput, RenameListBodySchema } from '@dealerport/contract';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconPlaylistAdd } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { errorText } from '../../../lib/api-error';
import { showSuccessToast } from '../../../lib/notify';
import { useAddListLine } from '../api/add-list-line';
import { useCreateList } from '../api/create-list';
import { useLists } from '../api/list-lists';
import classes from './AddToListButton.module.css';

const MAX_QUANTITY = 1_000_000;

interface AddToListButtonProps {
  productId: number;
  /** The product's name: the button's and the dialog's. */
  name: string;
  /** Where the dialog's quantity starts: the card's quantity field, else the product's minimum. */
  quantity: number;
  size?: 'xs' | 'sm' | 'md';
}

/**
 * "Add to list" beside a product's add-to-cart (the catalogue's card and detail; the route hands it in):
 * an icon button opening a dialog that adds the product to one of the customer's lists or to a new one.
 */
export function AddToListButton({ productId, name, quantity, size = 'sm' }: AddToListButtonProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Tooltip label={t('lists.addTo.action')}>
        {size === 'xs' ? (
          // a card's: one element (see the module's note)
          <UnstyledButton
            className={classes.light}
            aria-label={t('lists.addTo.named', { name })}
            aria-haspopup="dialog"
            onClick={() => setOpened(true)}
          />
        ) : (
          <ActionIcon
            variant="default"
            size={36}
            aria-label={t('lists.addTo.named', { name })}
            aria-haspopup="dialog"
            onClick={() => setOpened(true)}
          >
            <IconPlaylistAdd size={18} />
          </ActionIcon>
        )}
      </Tooltip>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('lists.addTo.title')}>
        {opened && <AddToListForm productId={productId} name={name} quantity={quantity} onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function AddToListForm({
  productId,
  name,
  quantity: initialQuantity,
  onDone,
}: Omit<AddToListButtonProps, 'size'> & { onDone: () => void }) {
  const { t } = useTranslation();
  const lists = useLists();
  const addLine = useAddListLine();
  const create = useCreateList();
  const [mode, setMode] = useState<'existing' | 'new' | null>(null);
  const [listId, setListId] = useState<string | null>(null);
  const [newName, setNewName] = useState('');
  const [quantity, setQuantity] = useState<number | string>(initialQuantity);
  const [touched, setTouched] = useState(false);
  const modeLabelId = useId();

  if (lists.isPending) return <LoadingSpinner />;
  const existing = lists.data ?? [];
  // no list yet: a new one it is
  const chosenMode = mode ?? (existing.length > 0 ? 'existing' : 'new');
  const amount = typeof quantity === 'number' ? quantity : Number.parseInt(quantity, 10);
  const quantityValid = Number.isInteger(amount) && amount >= 1 && amount <= MAX_QUANTITY;
  const nameValid = RenameListBodySchema.safeParse({ name: newName }).success;
  const targetValid = chosenMode === 'existing' ? listId !== null : nameValid;
  const pending = addLine.isPending || create.isPending;
  const error = chosenMode === 'existing' ? addLine.error : create.error;

  const submit = () => {
    setTouched(true);
    if (!quantityValid || !targetValid) return;
    const line: ListLineInput = { productId, quantity: amount };
    if (chosenMode === 'existing' && listId) {
      const target = existing.find((l) => l.id === listId);
      addLine.mutate(
        { id: listId, line },
        {
          onSuccess: () => {
            showSuccessToast(t('lists.addTo.done', { name, list: target?.name ?? '' }));
            onDone();
          },
        },
      );
    } else {
      const listName = newName.trim();
      create.mutate(
        { name: listName, lines: [line] },
        {
          onSuccess: () => {
            showSuccessToast(t('lists.addTo.done', { name, list: listName }));
            onDone();
          },
        },
      );
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        <NumberInput
          label={t('lists.columns.quantity')}
          min={1}
          max={MAX_QUANTITY}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          value={quantity}
          onChange={setQuantity}
          error={touched && !quantityValid ? t('lists.addTo.quantityInvalid') : undefined}
          w={160}
        />
        {existing.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id={modeLabelId}>
              {t('lists.addTo.target')}
            </Text>
            <SegmentedControl
              aria-labelledby={modeLabelId}
              value={chosenMode}
              onChange={(value) => setMode(value === 'new' ? 'new' : 'existing')}
              data={[
                { value: 'existing', label: t('lists.addTo.existing') },
                { value: 'new', label: t('lists.addTo.newList') },
              ]}
              fullWidth
            />
          </Stack>
        )}
        {chosenMode === 'existing' ? (
          <Select
            label={t('lists.addTo.list')}
            placeholder={t('lists.addTo.pick')}
            data={existing.map((l) => ({ value: l.id, label: l.name }))}
            value={listId}
            onChange={setListId}
            searchable
            comboboxProps={{ withinPortal: true }}
            error={touched && listId === null ? t('lists.addTo.pickRequired') : undefined}
            data-autofocus
          />
        ) : (
          <TextInput
            label={t('lists.addTo.newName')}
            value={newName}
            onChange={(e) => setNewName(e.currentTarget.value)}
            maxLength={LIST_NAME_MAX}
            required
            error={touched && !nameValid ? t('lists.nameRequired') : undefined}
            data-autofocus
          />
        )}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(error, t('errors.unexpected'))}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('lists.addTo.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
