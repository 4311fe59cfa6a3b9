import { BANNER_TARGETS, type Banner, type Culture } from '@dealerport/contract';
import {
  AspectRatio,
  Box,
  Checkbox,
  FileInput,
  Group,
  Image,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MutationForm, useFormSave } from '../../../components/MutationForm';
import { categoryOptions } from '../../../lib/category-options';
import { translatedInputProps } from '../../../lib/form';
import { useCreateBanner } from '../api/create-banner';
import { useAdminCategories } from '../api/list-admin-categories';
import { useCountries } from '../api/list-countries';
import { useUpdateBanner } from '../api/update-banner';
import {
  BANNER_CULTURES,
  bannerFormSchema,
  bannerFormValues,
  CULTURE_NAMES,
  IMAGE_FIELD,
  IMAGE_TYPES,
  toBannerForm,
} from '../lib/banner-form';

interface BannerFormProps {
  /** The banner to edit; none creates one. */
  banner?: Banner | null;
  onDone: () => void;
  onCancel: () => void;
}

/** A chosen file's picture, for the preview (nothing where the browser cannot make one). */
function useFileUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/** The banner as the carousel will show it in one language: its picture with the title and description over it. */
function BannerPreview({ src, title, description, culture }: { src: string | null; title: string; description: string; culture: Culture }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="sm" style={{ overflow: 'hidden' }} aria-label={t('banners.previewIn', { language: CULTURE_NAMES[culture] })}>
      <AspectRatio ratio={16 / 5}>
        {src ? (
          <Box pos="relative">
            <Image src={src} alt="" fit="cover" h="100%" w="100%" />
            {(title || description) && (
              <Box
                pos="absolute"
                left={0}
                right={0}
                bottom={0}
                p={6}
                style={{ background: 'linear-gradient(transparent, rgba(0,0,0,.6))' }}
              >
                <Text size="xs" fw={700} c="white" lineClamp={1}>
                  {title}
                </Text>
                {description && (
                  <Text size="xs" c="white" lineClamp={1}>
                    {description}
                  </Text>
                )}
              </Box>
            )}
          </Box>
        ) : (
          <Group justify="center" bg="var(--mantine-color-gray-light)">
            <IconPhoto size={20} aria-hidden />
            <Text size="xs" c="dimmed">
              {culture === 'tr' ? t('banners.noImage') : t('banners.fallsBackToTr')}
            </Text>
          </Group>
        )}
      </AspectRatio>
    </Paper>
  );
}

/** Create or edit a banner (multipart, an image per language with a preview). */
export function BannerForm({ banner, onDone, onCancel }: BannerFormProps) {
  const { t } = useTranslation();
  const save = useFormSave(useCreateBanner(), useUpdateBanner(), onDone);
  const stored = useMemo(() => new Map((banner?.images ?? []).map((i) => [i.culture, i])), [banner?.images]);
  const schema = useMemo(() => bannerFormSchema(stored.has('tr')), [stored]);
  const form = useForm({
    mode: 'controlled',
    initialValues: bannerFormValues(banner),
    validate: zod4Resolver(schema, { errorPriority: 'first' }),
  });
  const categories = useAdminCategories();
  const categoryData = useMemo(() => categoryOptions(categories.data, t('banners.inactive')), [categories.data, t]);
  const countries = useCountries();
  const countryData = useMemo(() => (countries.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.id})` })), [countries.data]);
  const previews = {
    tr: useFileUrl(form.values.imageTr),
    de: useFileUrl(form.values.imageDe),
    en: useFileUrl(form.values.imageEn),
  };

  const handleSubmit = form.onSubmit((values) => {
    if (banner) save.update(toBannerForm(values, banner.id), t('banners.updated'));
    else save.create(toBannerForm(values), t('banners.created'));
  });

  const shown = (culture: Culture): string | null => {
    if (previews[culture]) return previews[culture];
    if (culture !== 'tr' && form.values[culture === 'de' ? 'removeImageDe' : 'removeImageEn']) return null;
    return stored.get(culture)?.imageUrl ?? null;
  };

  return (
    <MutationForm onSubmit={handleSubmit} onCancel={onCancel} mutation={save}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('banners.groupTag')}
          description={t('banners.groupTagHint')}
          withAsterisk
          placeholder="home-main"
          {...translatedInputProps(form, 'groupTag', t)}
        />
        <NumberInput
          label={t('banners.order')}
          min={0}
          max={1_000_000}
          allowDecimal={false}
          allowNegative={false}
          {...translatedInputProps(form, 'order', t)}
        />
        <TextInput label={t('banners.titleField')} withAsterisk {...translatedInputProps(form, 'title', t)} />
        <Select
          label={t('banners.target')}
          data={BANNER_TARGETS.map((value) => ({ value, label: t(`banners.targets.${value}`) }))}
          allowDeselect={false}
          {...form.getInputProps('target')}
        />
      </SimpleGrid>
      <Textarea label={t('banners.description')} autosize minRows={2} maxRows={4} {...translatedInputProps(form, 'description', t)} />
      <TextInput
        label={t('banners.href')}
        description={t('banners.hrefHint')}
        placeholder="/products?category=1"
        {...translatedInputProps(form, 'href', t)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('banners.category')}
          placeholder={t('banners.anyCategory')}
          searchable
          clearable
          data={categoryData}
          {...translatedInputProps(form, 'categoryId', t)}
        />
        <Select
          label={t('banners.country')}
          placeholder={t('banners.anyCountry')}
          searchable
          clearable
          data={countryData}
          {...translatedInputProps(form, 'countryCode', t)}
        />
        <TextInput type="datetime-local" label={t('banners.activeFrom')} {...translatedInputProps(form, 'activeFrom', t)} />
        <TextInput type="datetime-local" label={t('banners.activeTo')} {...translatedInputProps(form, 'activeTo', t)} />
      </SimpleGrid>
      <Switch label={t('banners.isActive')} {...form.getInputProps('isActive', { type: 'checkbox' })} />

      <Stack gap={4}>
        <Title order={3} size="h6">
          {t('banners.images')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('banners.cropHint')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {BANNER_CULTURES.map((culture) => {
          const field = IMAGE_FIELD[culture];
          const removeField = culture === 'de' ? 'removeImageDe' : culture === 'en' ? 'removeImageEn' : null;
          return (
            <Stack key={culture} gap={6}>
              <FileInput
                label={t('banners.imageIn', { language: CULTURE_NAMES[culture] })}
                description={culture === 'tr' ? t('banners.imageTrHint') : t('uploads.imageHint')}
                withAsterisk={culture === 'tr' && !stored.has('tr')}
                accept={IMAGE_TYPES.join(',')}
                clearable
                leftSection={<IconPhoto size={16} />}
                placeholder={stored.has(culture) ? t('banners.replaceImage') : t('uploads.choose')}
                {...translatedInputProps(form, field, t)}
              />
              <BannerPreview src={shown(culture)} title={form.values.title} description={form.values.description} culture={culture} />
              {removeField && stored.has(culture) && !form.values[field] && (
                <Checkbox
                  size="xs"
                  label={t('banners.removeImage', { language: CULTURE_NAMES[culture] })}
                  {...form.getInputProps(removeField, { type: 'checkbox' })}
                />
              )}
            </Stack>
          );
        })}
      </SimpleGrid>
    </MutationForm>
  );
}
