import type { CategoryMap } from '@dealerport/contract';
import { Checkbox, FileInput, Group, Image, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MutationForm, useFormSave } from '../../../components/MutationForm';
import { categoryOptions } from '../../../lib/category-options';
import { translatedInputProps } from '../../../lib/form';
import { useCreateCategoryMap } from '../api/create-category-map';
import { useAdminCategories } from '../api/list-admin-categories';
import { useUpdateCategoryMap } from '../api/update-category-map';
import { CategoryMapFormSchema, categoryMapFormValues, ICON_TYPES, toCategoryMapForm } from '../lib/category-map-form';

interface CategoryMapFormProps {
  /** The map to edit; none creates one. */
  map?: CategoryMap | null;
  onDone: () => void;
  onCancel: () => void;
}

/** Create or edit a category map of the selected customer (multipart, with an optional icon). */
export function CategoryMapForm({ map, onDone, onCancel }: CategoryMapFormProps) {
  const { t } = useTranslation();
  const save = useFormSave(useCreateCategoryMap(), useUpdateCategoryMap(), onDone);
  const form = useForm({
    mode: 'controlled',
    initialValues: categoryMapFormValues(map),
    validate: zod4Resolver(CategoryMapFormSchema, { errorPriority: 'first' }),
  });
  const categories = useAdminCategories();
  const categoryData = useMemo(() => categoryOptions(categories.data, t('categoryMaps.inactive')), [categories.data, t]);

  const handleSubmit = form.onSubmit((values) => {
    if (map) save.update(toCategoryMapForm(values, map.id), t('categoryMaps.updated'));
    else save.create(toCategoryMapForm(values), t('categoryMaps.created'));
  });

  return (
    <MutationForm onSubmit={handleSubmit} onCancel={onCancel} mutation={save}>
      <Select
        label={t('categoryMaps.category')}
        withAsterisk
        searchable
        data={categoryData}
        disabled={categories.isPending && !categories.isError}
        {...translatedInputProps(form, 'categoryId', t)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('categoryMaps.externalCode')} withAsterisk {...translatedInputProps(form, 'externalCode', t)} />
        <TextInput label={t('categoryMaps.externalName')} withAsterisk {...translatedInputProps(form, 'externalName', t)} />
      </SimpleGrid>
      {map?.iconUrl && (
        <Group gap="sm">
          <Image src={map.iconUrl} alt={map.externalName} h={48} w={48} fit="contain" radius="sm" />
          <Checkbox label={t('categoryMaps.removeIcon')} {...form.getInputProps('removeIcon', { type: 'checkbox' })} />
        </Group>
      )}
      <FileInput
        label={map?.iconUrl ? t('categoryMaps.replaceIcon') : t('categoryMaps.icon')}
        description={t('uploads.imageHint')}
        accept={ICON_TYPES.join(',')}
        clearable
        leftSection={<IconPhoto size={16} />}
        placeholder={t('uploads.choose')}
        {...translatedInputProps(form, 'icon', t)}
      />
    </MutationForm>
  );
}
