import type { PaymentProvider, PosConfig } from '@dealerport/contract';
import { NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditModal, useEditing } from '../../../components/EditModal';
import { ListToolbar } from '../../../components/ListToolbar';
import { MutationForm, useFormSave } from '../../../components/MutationForm';
import { PagedDataTable, usePaging } from '../../../components/PagedDataTable';
import { DeleteAction, EditAction, rowActionsColumn } from '../../../components/RowActions';
import { useDeleteConfirmation } from '../../../components/use-delete-confirmation';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { useUserStore } from '../../../lib/stores/user-store';
import { useCreatePosConfig, useDeletePosConfig, usePosConfigs, useUpdatePosConfig } from '../api/pos-configs';
import { PROVIDERS } from '../lib/providers';
import { type PosCustomer, PosCustomerPicker } from './PosCustomerPicker';

const NO_PERMISSIONS: readonly string[] = [];
const PAGE_SIZES = [10, 25, 50] as const;

/**
 * Customer POS configuration (spec 02 §3 "Point-of-sale entry"): which provider serves a customer's online
 * payments up to an amount, lowest priority first; an entry without a customer serves every customer.
 */
export function PosConfigSection() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const permissions = useUserStore((s) => s.user?.role.permissions ?? NO_PERMISSIONS);
  const canCreate = permissions.includes('payment-pos.create');
  const canUpdate = permissions.includes('payment-pos.update');
  const canDelete = permissions.includes('payment-pos.delete');
  const paging = usePaging(PAGE_SIZES);
  const list = usePosConfigs({ PageNumber: paging.page, PageSize: paging.pageSize, OrderBy: 'priority asc' });
  const editor = useEditing<PosConfig>();
  const deletion = useDeleteConfirmation<PosConfig>({
    mutation: useDeletePosConfig(),
    title: t('payments.pos.deleteTitle'),
    message: (p) => t('payments.pos.deleteConfirm', { name: p.description || t(`payments.providers.${p.posId}`) }),
    deleted: () => t('payments.pos.deleted'),
  });
  const { edit } = editor;
  const { ask } = deletion;

  const columns = useMemo<DataTableColumn<PosConfig>[]>(() => {
    const cols: DataTableColumn<PosConfig>[] = [
      { accessor: 'priority', title: t('payments.pos.priority'), textAlign: 'right' },
      { accessor: 'posId', title: t('payments.pos.posId'), render: (p) => t(`payments.providers.${p.posId}`) },
      { accessor: 'amount', title: t('payments.pos.amount'), textAlign: 'right', render: (p) => formatMoney(p.amount, locale) },
      {
        accessor: 'customer',
        title: t('payments.pos.customer'),
        render: (p) => (p.customer ? `${p.customer.code ?? ''} ${p.customer.name}`.trim() : t('payments.pos.everyCustomer')),
      },
      { accessor: 'description', title: t('payments.pos.description') },
      {
        accessor: 'updatedOn',
        title: t('payments.pos.updated'),
        render: (p) => `${formatDateTime(p.updatedOn, locale)}${p.modifiedBy ? ` · ${p.modifiedBy}` : ''}`,
      },
    ];
    if (canUpdate || canDelete) {
      cols.push(
        rowActionsColumn(t('common.actions'), (p) => (
          <>
            {canUpdate && (
              <EditAction label={t('payments.pos.edit')} aria-label={t('payments.pos.editNamed', { id: p.id })} onClick={() => edit(p)} />
            )}
            {canDelete && <DeleteAction aria-label={t('payments.pos.deleteNamed', { id: p.id })} onClick={() => ask(p)} />}
          </>
        )),
      );
    }
    return cols;
  }, [t, locale, canUpdate, canDelete, edit, ask]);

  return (
    <Stack gap="sm">
      <Text fw={600}>{t('payments.pos.title')}</Text>
      <Text size="sm" c="dimmed">
        {t('payments.pos.intro')}
      </Text>
      <ListToolbar create={canCreate && { label: t('payments.pos.create'), onClick: editor.create }}>{null}</ListToolbar>
      <PagedDataTable<PosConfig>
        query={list}
        columns={columns}
        label={t('payments.pos.tableLabel')}
        emptyText={t('payments.pos.empty')}
        {...paging}
      />
      <EditModal
        editor={editor}
        createTitle={t('payments.pos.createTitle')}
        editTitle={(p) => t('payments.pos.editNamed', { id: p.id })}
        size="md"
      >
        {(item) => <PosConfigForm item={item} onDone={editor.close} />}
      </EditModal>
      {deletion.dialog}
    </Stack>
  );
}

function PosConfigForm({ item, onDone }: { item: PosConfig | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useFormSave(useCreatePosConfig(), useUpdatePosConfig(), onDone);
  // A new entry starts on a real provider: the demo gateway is a test mode that takes no money.
  const [posId, setPosId] = useState<PaymentProvider>(item?.posId ?? 'paypal');
  const [amount, setAmount] = useState<string | number>(item?.amount ?? '');
  const [priority, setPriority] = useState<string | number>(item?.priority ?? 1);
  const [description, setDescription] = useState(item?.description ?? '');
  const [customer, setCustomer] = useState<PosCustomer | null>(item?.customer ?? null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { posId, amount: String(amount), priority: Number(priority), description, customerId: customer?.id ?? null };
    if (item) save.update({ id: item.id, body }, t('payments.pos.saved'));
    else save.create(body, t('payments.pos.saved'));
  };
  return (
    <MutationForm onSubmit={submit} onCancel={onDone} mutation={save}>
      <Select
        label={t('payments.pos.posId')}
        data={PROVIDERS.map((p) => ({ value: p, label: t(`payments.providers.${p}`) }))}
        description={posId === 'demo' ? t('payments.settings.testModeTitle') : undefined}
        value={posId}
        onChange={(v) => v && setPosId(v as PaymentProvider)}
        allowDeselect={false}
        withAsterisk
      />
      <NumberInput
        label={t('payments.pos.amount')}
        description={t('payments.pos.amountHint')}
        value={amount}
        onChange={setAmount}
        min={0}
        decimalScale={2}
        withAsterisk
      />
      <NumberInput
        label={t('payments.pos.priority')}
        description={t('payments.pos.priorityHint')}
        value={priority}
        onChange={setPriority}
        min={0}
        allowDecimal={false}
        withAsterisk
      />
      <TextInput label={t('payments.pos.description')} value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
      <PosCustomerPicker value={customer} onChange={setCustomer} />
    </MutationForm>
  );
}
