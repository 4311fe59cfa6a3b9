import type { EmailTemplateType } from '@dealerport/contract';
import { Select } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MutationForm } from '../../../components/MutationForm';
import { categoryOptions } from '../../../lib/category-options';
import { showSuccessToast } from '../../../lib/notify';
import { useEmailCategories } from '../api/list-categories';
import { useUpdateEmailGroup } from '../api/update-email-group';

/** A new category variant of an event: the event (one about an order's lines) and the category. */
export function CreateVariantForm({ types, onDone }: { types: readonly EmailTemplateType[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [eventName, setEventName] = useState<string | null>(types.find((x) => x.categorized)?.eventName ?? null);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const categories = useEmailCategories(true);
  const categoryData = useMemo(
    () => categoryOptions(categories.data, t('emailTemplates.inactive')).map(({ value, label }) => ({ value, label })),
    [categories.data, t],
  );
  const eventData = types.filter((x) => x.categorized).map((x) => ({ value: x.eventName, label: x.name }));
  const save = useUpdateEmailGroup();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!eventName || !categoryId) return;
    save.mutate(
      { eventName: eventName as never, categoryId: Number(categoryId), isActive: true, ccList: [], bccList: [] },
      {
        onSuccess: () => {
          showSuccessToast(t('emailTemplates.variantCreated'));
          onDone();
        },
      },
    );
  };

  return (
    <MutationForm onSubmit={submit} onCancel={onDone} mutation={save} submitLabel={t('emailTemplates.createVariant')}>
      <Select
        label={t('emailTemplates.event')}
        data={eventData}
        value={eventName}
        onChange={setEventName}
        required
        error={touched && !eventName ? t('emailTemplates.chooseEvent') : undefined}
      />
      <Select
        label={t('emailTemplates.category')}
        data={categoryData}
        value={categoryId}
        onChange={setCategoryId}
        searchable
        required
        error={touched && !categoryId ? t('emailTemplates.chooseCategory') : undefined}
      />
    </MutationForm>
  );
}
