import type { AccessFlags } from '@dealerport/contract';
import { Button, Checkbox, Group, Paper, ScrollArea, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MutationError } from '../../../components/MutationForm';
import { errorText } from '../../../lib/api-error';
import { showSuccessToast } from '../../../lib/notify';
import { useAccessCategories } from '../api/list-access-categories';
import { useAccessProperties } from '../api/list-access-properties';
import { useAccessPropertyDetails } from '../api/list-access-property-details';
import { useSetCategoryAccess } from '../api/set-category-access';
import { ACCESS_FLAGS, DEFAULT_FLAGS } from '../lib/access-rules';

/** The bulk call takes at most 500 property details at once (ADR 0012). */
export const MAX_DETAILS = 500;

interface CategoryAccessFormProps {
  customerId: string;
  customerName: string;
  canWrite: boolean;
}

/**
 * Rules for many values at once: pick a category, one of its properties and the values, then the
 * flags; POST /api/accesses/access-category writes (or overwrites) one rule per value.
 */
export function CategoryAccessForm({ customerId, customerName, canWrite }: CategoryAccessFormProps) {
  const { t } = useTranslation();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [propertyId, setPropertyId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [selected, setSelected] = useState<number[]>([]);
  const [flags, setFlags] = useState<AccessFlags>(DEFAULT_FLAGS);
  const [touched, setTouched] = useState(false);

  const categories = useAccessCategories();
  const properties = useAccessProperties(categoryId);
  const details = useAccessPropertyDetails(propertyId, debounced);
  const apply = useSetCategoryAccess();

  const shown = details.data ?? [];
  const allShownSelected = shown.length > 0 && shown.every((d) => selected.includes(d.id));
  const tooMany = selected.length > MAX_DETAILS;
  const noneSelected = touched && selected.length === 0;

  const reset = () => {
    setSelected([]);
    setSearch('');
    setTouched(false);
  };

  const submit = () => {
    setTouched(true);
    if (selected.length === 0 || tooMany) return;
    apply.mutate(
      { customerIds: [customerId], propertyDetailIds: selected, ...flags },
      {
        onSuccess: () => {
          showSuccessToast(t('customerAccess.bulk.applied', { count: selected.length, name: customerName }));
          reset();
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('customerAccess.bulk.intro', { name: customerName })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('customerAccess.bulk.category')}
          placeholder={t('customerAccess.bulk.categoryPlaceholder')}
          searchable
          data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={categoryId === null ? null : String(categoryId)}
          onChange={(v) => {
            setCategoryId(v ? Number(v) : null);
            setPropertyId(null);
            reset();
          }}
          error={categories.isError ? errorText(categories.error, t('errors.unexpected')) : undefined}
        />
        <Select
          label={t('customerAccess.bulk.property')}
          placeholder={t('customerAccess.bulk.propertyPlaceholder')}
          searchable
          disabled={categoryId === null}
          data={(properties.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          value={propertyId === null ? null : String(propertyId)}
          onChange={(v) => {
            setPropertyId(v ? Number(v) : null);
            reset();
          }}
        />
      </SimpleGrid>

      {propertyId !== null && (
        <Paper withBorder p="sm" radius="sm">
          <Stack gap="xs">
            <Group justify="space-between" align="flex-end">
              <TextInput
                label={t('customerAccess.bulk.searchValues')}
                leftSection={<IconSearch size={16} />}
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
                w={{ base: '100%', sm: 280 }}
              />
              <Checkbox
                label={t('customerAccess.bulk.selectAllShown')}
                checked={allShownSelected}
                disabled={shown.length === 0}
                onChange={(e) => {
                  const ids = shown.map((d) => d.id);
                  setSelected((cur) => (e.currentTarget.checked ? [...new Set([...cur, ...ids])] : cur.filter((id) => !ids.includes(id))));
                }}
              />
            </Group>
            <ScrollArea.Autosize mah={280}>
              <Checkbox.Group
                value={selected.map(String)}
                onChange={(v) => setSelected(v.map(Number))}
                label={t('customerAccess.bulk.values')}
              >
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={6} mt={6}>
                  {shown.map((d) => (
                    <Checkbox key={d.id} value={String(d.id)} label={d.code && d.code !== d.name ? `${d.name} (${d.code})` : d.name} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
              {details.isSuccess && shown.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('lookup.none')}
                </Text>
              )}
            </ScrollArea.Autosize>
            <Text size="sm" c={noneSelected || tooMany ? 'red' : 'dimmed'} role={noneSelected || tooMany ? 'alert' : undefined}>
              {tooMany
                ? t('customerAccess.bulk.tooMany', { max: MAX_DETAILS })
                : noneSelected
                  ? t('customerAccess.bulk.noneSelected')
                  : t('customerAccess.bulk.selectedCount', { count: selected.length })}
            </Text>
          </Stack>
        </Paper>
      )}

      <Group gap="lg">
        {ACCESS_FLAGS.map((flag) => (
          <Switch
            key={flag}
            label={t(`customerAccess.flags.${flag}`)}
            checked={flags[flag]}
            disabled={!canWrite}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setFlags((f) => ({ ...f, [flag]: checked }));
            }}
          />
        ))}
      </Group>

      <MutationError error={apply.error} />
      {canWrite ? (
        <Group justify="flex-end">
          <Button disabled={propertyId === null} loading={apply.isPending} onClick={submit}>
            {t('customerAccess.bulk.apply')}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('customerAccess.readOnly')}
        </Text>
      )}
    </Stack>
  );
}
