import type { Bundle, Culture } from '@dealerport/contract';
import { Badge, Group, Paper, SimpleGrid, Stack, Switch, Tabs, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MutationForm, useFormSave } from '../../../components/MutationForm';
import { useCreateBundle, useUpdateBundle } from '../api/save-bundle';
import { BUNDLE_CULTURES, bundleFormSchema, bundleFormValues, CULTURE_NAMES, type PickedProduct, toBundleBody } from '../lib/bundle-form';
import { ProductPicker } from './ProductPicker';

interface BundleFormProps {
  /** The bundle to edit; none creates one. */
  bundle?: Bundle | null;
  onDone: () => void;
  onCancel: () => void;
}

/** The bundle as the home page will show it in one language: its title, description and products in order. */
function BundlePreview({
  culture,
  title,
  description,
  products,
}: {
  culture: Culture;
  title: string;
  description: string;
  products: PickedProduct[];
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="sm" p="sm" aria-label={t('bundles.previewIn', { language: CULTURE_NAMES[culture] })}>
      <Text fw={700}>{title || t('bundles.untitled')}</Text>
      {description && (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      )}
      <Group gap="xs" mt="xs">
        {products.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t('bundles.noProducts')}
          </Text>
        ) : (
          products.map((p) => (
            <Badge key={p.code} variant="light" color={p.isActive ? undefined : 'gray'} tt="none">
              {p.name}
            </Badge>
          ))
        )}
      </Group>
      <Text size="xs" c="dimmed" mt="xs">
        {t('bundles.previewHint')}
      </Text>
    </Paper>
  );
}

/** Create or edit a bundle: tag, texts per language in tabs, the products in order, a preview. */
export function BundleForm({ bundle, onDone, onCancel }: BundleFormProps) {
  const { t } = useTranslation();
  const save = useFormSave(useCreateBundle(), useUpdateBundle(), onDone);
  const [culture, setCulture] = useState<Culture>('tr');
  const form = useForm({
    mode: 'controlled',
    initialValues: bundleFormValues(bundle),
    validate: zod4Resolver(bundleFormSchema, { errorPriority: 'first' }),
  });

  const handleSubmit = form.onSubmit((values) => {
    const body = toBundleBody(values);
    if (bundle) save.update({ ...body, id: bundle.id }, t('bundles.updated'));
    else save.create(body, t('bundles.created'));
  });

  const error = (path: string) => {
    const e = form.errors[path];
    return e ? t(String(e)) : undefined;
  };
  const shownTitle = form.values.titles[culture].trim() || form.values.titles.tr.trim();
  const shownDescription = form.values.descriptions[culture].trim() || form.values.descriptions.tr.trim();

  return (
    <MutationForm onSubmit={handleSubmit} onCancel={onCancel} mutation={save}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('bundles.tag')}
          description={t('bundles.tagHint')}
          withAsterisk
          placeholder="campaign"
          {...form.getInputProps('tag')}
          error={error('tag')}
          aria-invalid={Boolean(error('tag'))}
        />
        <Switch mt="xl" label={t('bundles.isActive')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
      </SimpleGrid>

      <Tabs value={culture} onChange={(v) => v && setCulture(v as Culture)}>
        <Tabs.List>
          {BUNDLE_CULTURES.map((c) => (
            <Tabs.Tab key={c} value={c} c={form.errors[`titles.${c}`] ? 'red' : undefined}>
              {CULTURE_NAMES[c]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {BUNDLE_CULTURES.map((c) => (
          <Tabs.Panel key={c} value={c} pt="sm">
            <Stack gap="sm">
              <TextInput
                label={t('bundles.titleIn', { language: CULTURE_NAMES[c] })}
                description={c === 'tr' ? t('bundles.trRequired') : t('bundles.fallsBackToTr')}
                withAsterisk={c === 'tr'}
                {...form.getInputProps(`titles.${c}`)}
                error={error(`titles.${c}`)}
                aria-invalid={Boolean(error(`titles.${c}`))}
              />
              <Textarea
                label={t('bundles.descriptionIn', { language: CULTURE_NAMES[c] })}
                autosize
                minRows={2}
                maxRows={4}
                {...form.getInputProps(`descriptions.${c}`)}
                error={error(`descriptions.${c}`)}
              />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>

      <Title order={3} size="h6">
        {t('bundles.products')}
      </Title>
      <ProductPicker
        value={form.values.products}
        onChange={(products) => form.setFieldValue('products', products)}
        error={error('products')}
      />

      <Title order={3} size="h6">
        {t('bundles.preview')}
      </Title>
      <BundlePreview culture={culture} title={shownTitle} description={shownDescription} products={form.values.products} />
    </MutationForm>
  );
}
