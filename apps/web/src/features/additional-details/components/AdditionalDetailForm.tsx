import { ADDITIONAL_DETAIL_TYPES, type AdditionalDetail } from '@dealerport/contract';
import {
  Checkbox,
  FileInput,
  Group,
  Image,
  Input,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MutationForm, useFormSave } from '../../../components/MutationForm';
import { categoryOptions } from '../../../lib/category-options';
import { translatedInputProps } from '../../../lib/form';
import { useCreateAdditionalDetail } from '../api/create-additional-detail';
import { useAdminCategories } from '../api/list-admin-categories';
import { usePropertiesForAdditional } from '../api/list-properties-for-additional';
import { useUpdateAdditionalDetail } from '../api/update-additional-detail';
import { additionalDetailFormSchema, additionalDetailFormValues, IMAGE_TYPES, toAdditionalDetailForm } from '../lib/additional-detail-form';
import { ProductPicker } from './ProductPicker';

interface AdditionalDetailFormProps {
  /** The detail to edit; none creates one. */
  detail?: AdditionalDetail | null;
  onDone: () => void;
  onCancel: () => void;
}

/** Create or edit an additional detail (multipart, with an optional image). */
export function AdditionalDetailForm({ detail, onDone, onCancel }: AdditionalDetailFormProps) {
  const { t } = useTranslation();
  const save = useFormSave(useCreateAdditionalDetail(), useUpdateAdditionalDetail(), onDone);
  const schema = useMemo(() => additionalDetailFormSchema(Boolean(detail?.imageUrl)), [detail?.imageUrl]);
  const form = useForm({
    mode: 'controlled',
    initialValues: additionalDetailFormValues(detail),
    validate: zod4Resolver(schema, { errorPriority: 'first' }),
  });
  const { categoryId, propertyId, type } = form.values;

  const categories = useAdminCategories();
  const categoryData = useMemo(() => categoryOptions(categories.data, t('additionalDetails.inactive')), [categories.data, t]);
  const properties = usePropertiesForAdditional(categoryId ? Number(categoryId) : null);
  const property = properties.data?.find((p) => String(p.id) === propertyId);

  const handleSubmit = form.onSubmit((values) => {
    if (detail) save.update(toAdditionalDetailForm(values, detail.id), t('additionalDetails.updated'));
    else save.create(toAdditionalDetailForm(values), t('additionalDetails.created'));
  });

  const categoryProps = translatedInputProps(form, 'categoryId', t);
  const propertyProps = translatedInputProps(form, 'propertyId', t);
  const valueLabel = t(`additionalDetails.valueLabels.${type}`);

  return (
    <MutationForm onSubmit={handleSubmit} onCancel={onCancel} mutation={save}>
      <Text size="sm" c="dimmed">
        {t('additionalDetails.targetHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('additionalDetails.category')}
          withAsterisk
          searchable
          data={categoryData}
          disabled={categories.isPending && !categories.isError}
          {...categoryProps}
          onChange={(value) => {
            categoryProps.onChange(value);
            // a property and a product belong to the category
            form.setFieldValue('propertyId', null);
            form.setFieldValue('propertyDetailId', null);
            form.setFieldValue('productId', null);
          }}
        />
        <ProductPicker
          key={categoryId ?? 'none'}
          categoryId={categoryId ? Number(categoryId) : null}
          value={form.values.productId}
          currentLabel={detail?.productCode ?? null}
          onChange={(value) => form.setFieldValue('productId', value)}
        />
        <Select
          label={t('additionalDetails.property')}
          placeholder={t('additionalDetails.propertyPlaceholder')}
          searchable
          clearable
          disabled={!categoryId}
          data={(properties.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          {...propertyProps}
          onChange={(value) => {
            propertyProps.onChange(value);
            form.setFieldValue('propertyDetailId', null);
          }}
        />
        <Select
          label={t('additionalDetails.propertyValue')}
          placeholder={t('additionalDetails.propertyValuePlaceholder')}
          searchable
          clearable
          disabled={!property}
          data={(property?.details ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
          {...translatedInputProps(form, 'propertyDetailId', t)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('additionalDetails.label')} withAsterisk {...translatedInputProps(form, 'label', t)} />
        <NumberInput
          label={t('additionalDetails.order')}
          min={0}
          max={1_000_000}
          allowDecimal={false}
          allowNegative={false}
          {...translatedInputProps(form, 'order', t)}
        />
      </SimpleGrid>
      <Input.Wrapper label={t('additionalDetails.type')}>
        <SegmentedControl
          fullWidth
          data={ADDITIONAL_DETAIL_TYPES.map((value) => ({ value, label: t(`additionalDetails.types.${value}`) }))}
          {...form.getInputProps('type')}
        />
      </Input.Wrapper>
      {type === 'image' && (
        <Stack gap="xs">
          {detail?.imageUrl && (
            <Group gap="sm">
              <Image src={detail.imageUrl} alt={detail.label} h={64} w={64} fit="contain" radius="sm" />
              <Checkbox label={t('additionalDetails.removeImage')} {...form.getInputProps('removeImage', { type: 'checkbox' })} />
            </Group>
          )}
          <FileInput
            label={detail?.imageUrl ? t('additionalDetails.replaceImage') : t('additionalDetails.image')}
            description={t('uploads.imageHint')}
            withAsterisk={!detail?.imageUrl}
            accept={IMAGE_TYPES.join(',')}
            clearable
            leftSection={<IconPhoto size={16} />}
            placeholder={t('uploads.choose')}
            {...translatedInputProps(form, 'image', t)}
          />
        </Stack>
      )}
      {type === 'text' ? (
        <Textarea label={valueLabel} withAsterisk autosize minRows={2} maxRows={6} {...translatedInputProps(form, 'value', t)} />
      ) : (
        <TextInput
          label={valueLabel}
          withAsterisk={type === 'link'}
          placeholder={type === 'link' ? 'https://' : undefined}
          {...translatedInputProps(form, 'value', t)}
        />
      )}
      <Text size="sm" fw={500}>
        {t('additionalDetails.translations')}
      </Text>
      <Text size="xs" c="dimmed" mt={-8}>
        {t('additionalDetails.translationsHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput label={t('additionalDetails.valueIn', { language: 'Türkçe' })} {...translatedInputProps(form, 'valueTr', t)} />
        <TextInput label={t('additionalDetails.valueIn', { language: 'Deutsch' })} {...translatedInputProps(form, 'valueDe', t)} />
        <TextInput label={t('additionalDetails.valueIn', { language: 'English' })} {...translatedInputProps(form, 'valueEn', t)} />
      </SimpleGrid>
    </MutationForm>
  );
}
