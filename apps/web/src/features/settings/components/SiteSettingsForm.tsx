import { LINK_TARGETS, MAX_SOCIAL_ITEMS, SETTINGS_LANGUAGES, type SettingsLanguage, type SiteSettings } from '@dealerport/contract';
import {
  ActionIcon,
  Button,
  Card,
  Grid,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MutationError } from '../../../components/MutationForm';
import { QueryContent } from '../../../components/QueryContent';
import { showSuccessToast } from '../../../lib/notify';
import { useSiteSettings } from '../api/get-site-settings';
import { useUpdateSiteSettings } from '../api/update-site-settings';
import {
  languageOfErrors,
  newSocialItem,
  SiteSettingsFormSchema,
  type SiteSettingsFormValues,
  siteSettingsFormValues,
  toSiteSettingsRequest,
} from '../lib/site-settings-form';
import { ImageFileField, useFileUrl } from './ImageFileField';
import { SitePreview } from './SitePreview';

const LANGUAGE_NAMES: Record<SettingsLanguage, string> = { tr: 'Türkçe', de: 'Deutsch', en: 'English' };

/** The site identity (spec 02 §3 "Site info"): loads the site settings, then the form beside its live preview. */
export function SiteSettingsForm({ canUpdate }: { canUpdate: boolean }) {
  const settings = useSiteSettings();
  return <QueryContent query={settings}>{(data) => <SiteSettingsFields settings={data} canUpdate={canUpdate} />}</QueryContent>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Text fw={600}>{title}</Text>
        {children}
      </Stack>
    </Card>
  );
}

function SiteSettingsFields({ settings, canUpdate }: { settings: SiteSettings; canUpdate: boolean }) {
  const { t, i18n } = useTranslation();
  const mutation = useUpdateSiteSettings();
  const [language, setLanguage] = useState<SettingsLanguage>(
    SETTINGS_LANGUAGES.includes(i18n.language as SettingsLanguage) ? (i18n.language as SettingsLanguage) : 'tr',
  );
  const form = useForm<SiteSettingsFormValues>({
    mode: 'controlled',
    initialValues: siteSettingsFormValues(settings),
    validate: zod4Resolver(SiteSettingsFormSchema, { errorPriority: 'first' }),
  });
  const v = form.values;
  const logoUrl = useFileUrl(v.files.logo);
  const favIconUrl = useFileUrl(v.files.favIcon);
  const footerLogoUrl = useFileUrl(v.files.footerLogo);
  const socialFileUrls = [
    useFileUrl(v.footerSettings.socialMedia.items[0]?.logoFile ?? null),
    useFileUrl(v.footerSettings.socialMedia.items[1]?.logoFile ?? null),
    useFileUrl(v.footerSettings.socialMedia.items[2]?.logoFile ?? null),
    useFileUrl(v.footerSettings.socialMedia.items[3]?.logoFile ?? null),
    useFileUrl(v.footerSettings.socialMedia.items[4]?.logoFile ?? null),
    useFileUrl(v.footerSettings.socialMedia.items[5]?.logoFile ?? null),
    useFileUrl(v.footerSettings.socialMedia.items[6]?.logoFile ?? null),
    useFileUrl(v.footerSettings.socialMedia.items[7]?.logoFile ?? null),
  ].slice(0, MAX_SOCIAL_ITEMS);
  const shown = (file: File | null, fileUrl: string | null, stored: string | null) => (file ? fileUrl : stored);

  /** Props of a field at `path` with its error translated (the schema's messages are i18n keys). */
  const field = (path: string) => {
    const props = form.getInputProps(path);
    const error = props.error ? t(String(props.error)) : undefined;
    return { ...props, error, 'aria-invalid': Boolean(error), readOnly: !canUpdate };
  };
  const localizedLabel = (key: string) => `${t(key)} (${LANGUAGE_NAMES[language]})`;

  const handleSubmit = form.onSubmit(
    (values) => {
      mutation.mutate(toSiteSettingsRequest(values), {
        onSuccess: (saved) => {
          const next = siteSettingsFormValues(saved);
          form.setValues(next);
          form.resetDirty(next);
          showSuccessToast(t('siteSettings.saved'));
        },
      });
    },
    (errors) => {
      const lang = languageOfErrors(errors);
      if (lang) setLanguage(lang);
    },
  );

  const items = v.footerSettings.socialMedia.items;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            <MutationError error={mutation.error} />
            <Group justify="space-between">
              <Text size="sm" c="dimmed" id="site-language-label">
                {t('siteSettings.languageHint')}
              </Text>
              <SegmentedControl
                aria-labelledby="site-language-label"
                value={language}
                onChange={(value) => setLanguage(value as SettingsLanguage)}
                data={SETTINGS_LANGUAGES.map((lng) => ({ value: lng, label: LANGUAGE_NAMES[lng] }))}
              />
            </Group>
            <Section title={t('siteSettings.identityTitle')}>
              <TextInput label={localizedLabel('siteSettings.title')} withAsterisk {...field(`title.${language}`)} />
              <TextInput label={localizedLabel('siteSettings.description')} {...field(`description.${language}`)} />
              <ImageFileField
                label={t('siteSettings.favIcon')}
                description={t('siteSettings.favIconHint')}
                stored={v.favIcon}
                file={v.files.favIcon}
                shownUrl={shown(v.files.favIcon, favIconUrl, v.favIcon)}
                onFile={(file) => form.setFieldValue('files.favIcon', file)}
                onRemove={() => {
                  form.setFieldValue('files.favIcon', null);
                  form.setFieldValue('favIcon', null);
                }}
                readOnly={!canUpdate}
              />
            </Section>
            <Section title={t('siteSettings.headerTitle')}>
              <ImageFileField
                label={t('siteSettings.logo')}
                stored={v.headerSettings.logo}
                file={v.files.logo}
                shownUrl={shown(v.files.logo, logoUrl, v.headerSettings.logo)}
                onFile={(file) => form.setFieldValue('files.logo', file)}
                onRemove={() => {
                  form.setFieldValue('files.logo', null);
                  form.setFieldValue('headerSettings.logo', null);
                }}
                readOnly={!canUpdate}
              />
              <TextInput
                label={localizedLabel('siteSettings.headerText')}
                description={t('siteSettings.headerTextHint')}
                {...field(`headerSettings.title.${language}`)}
              />
            </Section>
            <Section title={t('siteSettings.footerTitle')}>
              <ImageFileField
                label={t('siteSettings.footerLogo')}
                stored={v.footerSettings.logo}
                file={v.files.footerLogo}
                shownUrl={shown(v.files.footerLogo, footerLogoUrl, v.footerSettings.logo)}
                onFile={(file) => form.setFieldValue('files.footerLogo', file)}
                onRemove={() => {
                  form.setFieldValue('files.footerLogo', null);
                  form.setFieldValue('footerSettings.logo', null);
                }}
                readOnly={!canUpdate}
              />
              <TextInput label={localizedLabel('siteSettings.socialTitle')} {...field(`footerSettings.socialMedia.title.${language}`)} />
              {items.map((item, i) => (
                <Card key={item.uid} withBorder padding="sm" radius="sm">
                  <Stack gap="xs">
                    <Group justify="space-between">
                      <Text size="sm" fw={500}>
                        {t('siteSettings.socialItem', { number: i + 1 })}
                      </Text>
                      {canUpdate && (
                        <Tooltip label={t('siteSettings.removeSocial')}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('siteSettings.removeSocialNumber', { number: i + 1 })}
                            onClick={() => form.removeListItem('footerSettings.socialMedia.items', i)}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Group>
                    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                      <TextInput label={t('siteSettings.socialName')} {...field(`footerSettings.socialMedia.items.${i}.title`)} />
                      <TextInput
                        label={t('siteSettings.socialHref')}
                        withAsterisk
                        placeholder="https://"
                        inputMode="url"
                        {...field(`footerSettings.socialMedia.items.${i}.href`)}
                      />
                      <Select
                        label={t('siteSettings.socialTarget')}
                        allowDeselect={false}
                        data={LINK_TARGETS.map((target) => ({ value: target, label: t(`siteSettings.targets.${target}`) }))}
                        {...field(`footerSettings.socialMedia.items.${i}.target`)}
                      />
                    </SimpleGrid>
                    <ImageFileField
                      label={t('siteSettings.socialLogo')}
                      stored={item.logo}
                      file={item.logoFile}
                      shownUrl={shown(item.logoFile, socialFileUrls[i] ?? null, item.logo)}
                      onFile={(file) => form.setFieldValue(`footerSettings.socialMedia.items.${i}.logoFile`, file)}
                      onRemove={() => {
                        form.setFieldValue(`footerSettings.socialMedia.items.${i}.logoFile`, null);
                        form.setFieldValue(`footerSettings.socialMedia.items.${i}.logo`, null);
                      }}
                      readOnly={!canUpdate}
                    />
                  </Stack>
                </Card>
              ))}
              {canUpdate && items.length < MAX_SOCIAL_ITEMS && (
                <Group>
                  <Button
                    variant="light"
                    leftSection={<IconPlus size={16} />}
                    onClick={() => form.insertListItem('footerSettings.socialMedia.items', newSocialItem())}
                  >
                    {t('siteSettings.addSocial')}
                  </Button>
                </Group>
              )}
              <TextInput label={localizedLabel('siteSettings.contactTitle')} {...field(`footerSettings.contact.title.${language}`)} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput label={t('siteSettings.contactPhone')} type="tel" {...field('footerSettings.contact.phone')} />
                <TextInput label={t('siteSettings.contactEmail')} type="email" {...field('footerSettings.contact.email')} />
              </SimpleGrid>
              <Textarea
                label={localizedLabel('siteSettings.contactAddress')}
                autosize
                minRows={2}
                {...field(`footerSettings.contact.address.${language}`)}
              />
            </Section>
            <Section title={t('siteSettings.consentsTitle')}>
              <Textarea label={localizedLabel('siteSettings.kvkk')} withAsterisk autosize minRows={3} {...field(`kvkkValue.${language}`)} />
              <Textarea
                label={localizedLabel('siteSettings.communication')}
                withAsterisk
                autosize
                minRows={3}
                {...field(`communicationValue.${language}`)}
              />
            </Section>
            {canUpdate && (
              <Group justify="flex-end">
                <Button type="submit" disabled={!form.isDirty()} loading={mutation.isPending}>
                  {t('common.save')}
                </Button>
              </Group>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <div style={{ position: 'sticky', top: 80 }}>
            <SitePreview
              values={v}
              language={language}
              urls={{
                logo: shown(v.files.logo, logoUrl, v.headerSettings.logo),
                footerLogo: shown(v.files.footerLogo, footerLogoUrl, v.footerSettings.logo),
                social: items.map((item, i) => shown(item.logoFile, socialFileUrls[i] ?? null, item.logo)),
              }}
            />
          </div>
        </Grid.Col>
      </Grid>
    </form>
  );
}
