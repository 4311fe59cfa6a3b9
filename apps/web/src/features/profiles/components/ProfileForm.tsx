import { CULTURES, type Profile } from '@dealerport/contract';
import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../../components/LanguageSelector';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { MutationError } from '../../../components/MutationForm';
import { errorText } from '../../../lib/api-error';
import { translatedInputProps } from '../../../lib/form';
import { changeLanguage } from '../../../lib/i18n';
import { showSuccessToast } from '../../../lib/notify';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { useUserStore } from '../../../lib/stores/user-store';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileFormSchema, profileFormValues, toProfileBody } from '../lib/profile-form';

/** The signed-in user's names, email and language (PUT /api/profiles). */
export function ProfileForm() {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isPending) return <LoadingSpinner size="sm" />;
  if (profile.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorText(profile.error, t('errors.unexpected'))}
      </Alert>
    );
  }
  return <ProfileFormFields key={profile.data.id} profile={profile.data} />;
}

function ProfileFormFields({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const mutation = useUpdateProfile();
  const form = useForm({
    mode: 'controlled',
    initialValues: profileFormValues(profile),
    validate: zod4Resolver(ProfileFormSchema, { errorPriority: 'first' }),
  });

  const handleSubmit = form.onSubmit((values) => {
    const body = toProfileBody(values);
    mutation.mutate(body, {
      onSuccess: () => {
        // the header and menu read the stored identity: keep it in step without a new sign-in
        const { user, setUser } = useUserStore.getState();
        if (user)
          setUser({
            ...user,
            firstName: body.firstName ?? null,
            lastName: body.lastName ?? null,
            email: body.email,
            language: body.language,
          });
        if (body.language !== useLocaleStore.getState().locale) void changeLanguage(body.language);
        form.resetDirty();
        showSuccessToast(t('profile.saved'));
      },
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <MutationError error={mutation.error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('profile.firstName')} autoComplete="given-name" {...translatedInputProps(form, 'firstName', t)} />
          <TextInput label={t('profile.lastName')} autoComplete="family-name" {...translatedInputProps(form, 'lastName', t)} />
        </SimpleGrid>
        <TextInput label={t('profile.email')} type="email" withAsterisk autoComplete="email" {...translatedInputProps(form, 'email', t)} />
        <Select
          label={t('profile.language')}
          data={CULTURES.map((c) => ({ value: c, label: LANGUAGE_NAMES[c] ?? c }))}
          allowDeselect={false}
          {...translatedInputProps(form, 'language', t)}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={!form.isDirty()} loading={mutation.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
