import type { AdminCategory, OrderParameter, OrderParameterInput } from '@dealerport/contract';
import { Group, NumberInput, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MutationForm, useFormSave } from '../../../components/MutationForm';
import { useCreateOrderParameter } from '../api/create-order-parameter';
import { useParameterCategories } from '../api/list-parameter-categories';
import { useUpdateOrderParameter } from '../api/update-order-parameter';

/** The select's value for "every category" (categoryId null). */
export const EVERY_CATEGORY = 'all';

export interface OrderParameterFormValues {
  category: string;
  paymentMethodCode: string;
  nameTr: string;
  nameDe: string;
  nameEn: string;
  discountRate: string;
  dueDays: number | string;
  isOnlinePayment: boolean;
  isDefault: boolean;
  order: number | string;
  isActive: boolean;
}

/** The category tree as select options, each labelled with its path ("Lastik › Yaz lastiği"). */
export function categoryChoices(tree: readonly AdminCategory[] | undefined, inactive: string): { value: string; label: string }[] {
  const out: { value: string; label: string }[] = [];
  const walk = (nodes: readonly AdminCategory[], trail: string[], active: boolean) => {
    for (const node of nodes) {
      const path = [...trail, node.name];
      const isActive = active && node.isActive;
      out.push({ value: String(node.id), label: path.join(' › ') + (isActive ? '' : ` ${inactive}`) });
      walk(node.children, path, isActive);
    }
  };
  walk(tree ?? [], [], true);
  return out;
}

const RATE = /^\d{1,2}([.,]\d{1,2})?$|^100([.,]0{1,2})?$/;

export function toOrderParameterInput(v: OrderParameterFormValues): OrderParameterInput {
  return {
    categoryId: v.category === EVERY_CATEGORY ? null : Number(v.category),
    paymentMethodCode: v.paymentMethodCode.trim(),
    names: { tr: v.nameTr.trim(), de: v.nameDe.trim(), en: v.nameEn.trim() },
    discountRate: v.discountRate.trim().replace(',', '.'),
    dueDays: Number(v.dueDays),
    isOnlinePayment: v.isOnlinePayment,
    isDefault: v.isDefault,
    order: Number(v.order) || 0,
    isActive: v.isActive,
  };
}

interface Props {
  /** The parameter to edit; null creates one. */
  parameter: OrderParameter | null;
  onDone: () => void;
  onCancel: () => void;
}

/** Creates or edits an order parameter (a payment method offered for a category). */
export function OrderParameterForm({ parameter, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const categories = useParameterCategories();
  const save = useFormSave(useCreateOrderParameter(), useUpdateOrderParameter(), onDone);
  const required = (v: string) => (v.trim() ? null : t('validation.required'));
  const form = useForm<OrderParameterFormValues>({
    mode: 'controlled',
    initialValues: {
      category: parameter ? (parameter.categoryId === null ? EVERY_CATEGORY : String(parameter.categoryId)) : EVERY_CATEGORY,
      paymentMethodCode: parameter?.paymentMethodCode ?? '',
      nameTr: parameter?.names.tr ?? '',
      nameDe: parameter?.names.de ?? '',
      nameEn: parameter?.names.en ?? '',
      discountRate: parameter?.discountRate ?? '0',
      dueDays: parameter?.dueDays ?? 0,
      isOnlinePayment: parameter?.isOnlinePayment ?? false,
      isDefault: parameter?.isDefault ?? false,
      order: parameter?.order ?? 0,
      isActive: parameter?.isActive ?? true,
    },
    validate: {
      paymentMethodCode: (v) =>
        !v.trim() ? t('validation.required') : /^[A-Za-z0-9_-]{1,30}$/.test(v.trim()) ? null : t('orderParameters.validation.code'),
      nameTr: required,
      nameDe: required,
      nameEn: required,
      discountRate: (v) => (RATE.test(v.trim()) ? null : t('orderParameters.validation.rate')),
      dueDays: (v) => {
        const n = Number(v);
        return v !== '' && Number.isInteger(n) && n >= 0 && n <= 365 ? null : t('orderParameters.validation.dueDays');
      },
    },
  });

  const options = [
    { value: EVERY_CATEGORY, label: t('orderParameters.everyCategory') },
    ...categoryChoices(categories.data, t('orderParameters.inactive')),
  ];
  // the edited parameter's category stays selectable while the tree loads
  if (parameter?.categoryId != null && !options.some((o) => o.value === String(parameter.categoryId))) {
    options.push({ value: String(parameter.categoryId), label: parameter.categoryName ?? String(parameter.categoryId) });
  }

  const handleSubmit = form.onSubmit((values) => {
    const body = toOrderParameterInput(values);
    if (parameter) save.update({ ...body, id: parameter.id }, t('orderParameters.updated', { code: body.paymentMethodCode }));
    else save.create(body, t('orderParameters.created', { code: body.paymentMethodCode }));
  });

  return (
    <MutationForm onSubmit={handleSubmit} onCancel={onCancel} mutation={save}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select label={t('orderParameters.category')} data={options} searchable allowDeselect={false} {...form.getInputProps('category')} />
        <TextInput label={t('orderParameters.code')} withAsterisk maxLength={30} {...form.getInputProps('paymentMethodCode')} />
        <TextInput label={t('orderParameters.nameTr')} withAsterisk maxLength={100} {...form.getInputProps('nameTr')} />
        <TextInput label={t('orderParameters.nameDe')} withAsterisk maxLength={100} {...form.getInputProps('nameDe')} />
        <TextInput label={t('orderParameters.nameEn')} withAsterisk maxLength={100} {...form.getInputProps('nameEn')} />
        <TextInput
          label={t('orderParameters.discountRate')}
          description={t('orderParameters.discountRateHint')}
          inputMode="decimal"
          rightSection="%"
          {...form.getInputProps('discountRate')}
        />
        <NumberInput
          label={t('orderParameters.dueDays')}
          min={0}
          max={365}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('dueDays')}
        />
        <NumberInput
          label={t('orderParameters.order')}
          min={0}
          max={10000}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('order')}
        />
      </SimpleGrid>
      <Group gap="lg">
        <Switch label={t('orderParameters.isOnlinePayment')} {...form.getInputProps('isOnlinePayment', { type: 'checkbox' })} />
        <Switch
          label={t('orderParameters.isDefault')}
          description={t('orderParameters.isDefaultHint')}
          {...form.getInputProps('isDefault', { type: 'checkbox' })}
        />
        <Switch label={t('orderParameters.isActive')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
      </Group>
    </MutationForm>
  );
}
