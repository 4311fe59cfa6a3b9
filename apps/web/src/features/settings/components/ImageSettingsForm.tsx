import { IMAGE_SETTING_BOUNDS, IMAGE_TYPES, type ImageSettings } from '@dealerport/contract';
import { Button, Card, Checkbox, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { MutationError } from '../../../components/MutationForm';
import { QueryContent } from '../../../components/QueryContent';
import { translatedInputProps } from '../../../lib/form';
import { showSuccessToast } from '../../../lib/notify';
import { useImageSettings } from '../api/get-image-settings';
import { useUpdateImageSettings } from '../api/update-image-settings';
import { ImageSettingsFormSchema, type ImageSettingsFormValues, toImageSettingsBody } from '../lib/image-settings-form';

const TYPE_NAMES: Record<(typeof IMAGE_TYPES)[number], string> = { png: 'PNG', jpg: 'JPEG', webp: 'WebP', svg: 'SVG' };

/** /img-settings: what the image pipeline accepts and makes of an upload (read-only without setting.update). */
export function ImageSettingsForm({ canUpdate }: { canUpdate: boolean }) {
  const settings = useImageSettings();
  return <QueryContent query={settings}>{(data) => <ImageSettingsFields settings={data} canUpdate={canUpdate} />}</QueryContent>;
}

function ImageSettingsFields({ settings, canUpdate }: { settings: ImageSettings; canUpdate: boolean }) {
  const { t } = useTranslation();
  const mutation = useUpdateImageSettings();
  const form = useForm<ImageSettingsFormValues>({
    mode: 'controlled',
    initialValues: { ...settings, allowedTypes: [...settings.allowedTypes] },
    validate: zod4Resolver(ImageSettingsFormSchema, { errorPriority: 'first' }),
  });

  const handleSubmit = form.onSubmit((values) => {
    mutation.mutate(toImageSettingsBody(values), {
      onSuccess: (saved) => {
        form.resetDirty({ ...saved, allowedTypes: [...saved.allowedTypes] });
        showSuccessToast(t('imageSettings.saved'));
      },
    });
  });

  const number = (field: keyof typeof IMAGE_SETTING_BOUNDS | 'thumbnailQuality', unit: string) => {
    const b = IMAGE_SETTING_BOUNDS[field === 'thumbnailQuality' ? 'quality' : field];
    return (
      <NumberInput
        label={t(`imageSettings.${field}`)}
        description={t('imageSettings.bounds', { min: b.min, max: b.max, unit })}
        withAsterisk
        readOnly={!canUpdate}
        min={b.min}
        max={b.max}
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
        {...translatedInputProps(form, field, t)}
      />
    );
  };
  const typesError = form.errors.allowedTypes ? t(String(form.errors.allowedTypes)) : undefined;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md" maw={720}>
        <MutationError error={mutation.error} />
        <Card withBorder radius="md" padding="lg" component="section" aria-label={t('imageSettings.uploadTitle')}>
          <Stack gap="sm">
            <Text fw={600}>{t('imageSettings.uploadTitle')}</Text>
            {number('maxUploadKb', 'KB')}
            <Checkbox.Group
              label={t('imageSettings.allowedTypes')}
              description={t('imageSettings.allowedTypesHint')}
              withAsterisk
              value={form.values.allowedTypes}
              onChange={(value) => canUpdate && form.setFieldValue('allowedTypes', value)}
              error={typesError}
            >
              <Group gap="md" mt={6}>
                {IMAGE_TYPES.map((type) => (
                  <Checkbox key={type} value={type} label={TYPE_NAMES[type]} disabled={!canUpdate} />
                ))}
              </Group>
            </Checkbox.Group>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg" component="section" aria-label={t('imageSettings.sizesTitle')}>
          <Stack gap="sm">
            <Text fw={600}>{t('imageSettings.sizesTitle')}</Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {number('largeMaxSide', 'px')}
              {number('quality', '%')}
              {number('thumbnailMaxSide', 'px')}
              {number('thumbnailQuality', '%')}
            </SimpleGrid>
          </Stack>
        </Card>
        {canUpdate && (
          <Group justify="flex-end">
            <Button type="submit" disabled={!form.isDirty()} loading={mutation.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
