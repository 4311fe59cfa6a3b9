import type { WarehouseTarget, WarehouseTargetInput } from '@dealerport/contract';
import { Group, MultiSelect, NumberInput, Select, SimpleGrid, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MutationForm, useFormSave } from '../../../components/MutationForm';
import { useCreateWarehouseTarget } from '../api/create-warehouse-target';
import { useAdminWarehouses } from '../api/list-admin-warehouses';
import { useCountries } from '../api/list-countries';
import { useUpdateWarehouseTarget } from '../api/update-warehouse-target';

interface FormValues {
  warehouseCode: string | null;
  acceptedCountryCodes: string[];
  rejectedCountryCodes: string[];
  priority: number | string;
  isExport: boolean;
  isExportRegistered: boolean;
}

export function toWarehouseTargetInput(v: FormValues): WarehouseTargetInput {
  return {
    warehouseCode: v.warehouseCode ?? '',
    acceptedCountryCodes: v.acceptedCountryCodes,
    rejectedCountryCodes: v.rejectedCountryCodes,
    priority: Number(v.priority),
    isExport: v.isExport,
    isExportRegistered: v.isExportRegistered,
  };
}

interface Props {
  /** The rule to edit; null creates one. */
  target: WarehouseTarget | null;
  onDone: () => void;
  onCancel: () => void;
}

/** Creates or edits a warehouse rule: which delivery countries a warehouse serves, and how early. */
export function WarehouseTargetForm({ target, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const warehouses = useAdminWarehouses();
  const countries = useCountries();
  const save = useFormSave(useCreateWarehouseTarget(), useUpdateWarehouseTarget(), onDone);
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: {
      warehouseCode: target?.warehouseCode ?? null,
      acceptedCountryCodes: target?.acceptedCountryCodes ?? [],
      rejectedCountryCodes: target?.rejectedCountryCodes ?? [],
      priority: target?.priority ?? 1,
      isExport: target?.isExport ?? false,
      isExportRegistered: target?.isExportRegistered ?? false,
    },
    validate: {
      warehouseCode: (v) => (v ? null : t('validation.required')),
      priority: (v) => {
        const n = Number(v);
        return v !== '' && Number.isInteger(n) && n >= 0 && n <= 10000 ? null : t('warehouseTargets.validation.priority');
      },
      rejectedCountryCodes: (v, values) => {
        const both = v.filter((c) => values.acceptedCountryCodes.includes(c));
        return both.length ? t('warehouseTargets.validation.both', { codes: both.join(', ') }) : null;
      },
    },
  });

  const warehouseOptions = (warehouses.data ?? []).map((w) => ({ value: w.code, label: `${w.code} – ${w.name}` }));
  if (target && !warehouseOptions.some((o) => o.value === target.warehouseCode)) {
    warehouseOptions.push({ value: target.warehouseCode, label: `${target.warehouseCode} – ${target.warehouseName}` });
  }
  const countryOptions = (countries.data ?? []).map((c) => ({ value: c.id.toUpperCase(), label: `${c.name} (${c.id.toUpperCase()})` }));
  // codes already chosen stay visible while the list loads (or when a code is not in it)
  for (const code of [...form.values.acceptedCountryCodes, ...form.values.rejectedCountryCodes]) {
    if (!countryOptions.some((o) => o.value === code)) countryOptions.push({ value: code, label: code });
  }

  const handleSubmit = form.onSubmit((values) => {
    const body = toWarehouseTargetInput(values);
    if (target) save.update({ id: target.id, body }, t('warehouseTargets.updated', { code: body.warehouseCode }));
    else save.create(body, t('warehouseTargets.created', { code: body.warehouseCode }));
  });

  return (
    <MutationForm onSubmit={handleSubmit} onCancel={onCancel} mutation={save}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('warehouseTargets.warehouse')}
          withAsterisk
          searchable
          data={warehouseOptions}
          nothingFoundMessage={t('warehouseTargets.noWarehouses')}
          {...form.getInputProps('warehouseCode')}
        />
        <NumberInput
          label={t('warehouseTargets.priority')}
          description={t('warehouseTargets.priorityHint')}
          withAsterisk
          min={0}
          max={10000}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('priority')}
        />
      </SimpleGrid>
      <MultiSelect
        label={t('warehouseTargets.accepted')}
        description={t('warehouseTargets.acceptedHint')}
        searchable
        clearable
        data={countryOptions}
        {...form.getInputProps('acceptedCountryCodes')}
      />
      <MultiSelect
        label={t('warehouseTargets.rejected')}
        searchable
        clearable
        data={countryOptions}
        {...form.getInputProps('rejectedCountryCodes')}
      />
      <Group gap="lg">
        <Switch
          label={t('warehouseTargets.isExport')}
          description={t('warehouseTargets.isExportHint')}
          {...form.getInputProps('isExport', { type: 'checkbox' })}
        />
        <Switch
          label={t('warehouseTargets.isExportRegistered')}
          description={t('warehouseTargets.isExportRegisteredHint')}
          {...form.getInputProps('isExportRegistered', { type: 'checkbox' })}
        />
      </Group>
    </MutationForm>
  );
}
