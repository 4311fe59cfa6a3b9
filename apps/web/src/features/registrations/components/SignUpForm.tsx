import { Anchor, Button, Checkbox, Fieldset, MultiSelect, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MutationError } from '../../../components/MutationForm';
import { translatedInputProps } from '../../../lib/form';
import { useSiteIdentity } from '../../../lib/site';
import { useSignUp } from '../api/sign-up';
import {
  countryOptions,
  SECTOR_CODES,
  SIGN_UP_INITIAL_VALUES,
  SignUpFormSchema,
  type SignUpFormValues,
  toSignUpBody,
} from '../lib/sign-up-form';

/** Dealer self-registration (spec 01 §2 /sign-up): the application waits for an administrator's approval. */
export function SignUpForm() {
  const { t, i18n } = useTranslation();
  const mutation = useSignUp();
  const site = useSiteIdentity();
  const form = useForm({
    mode: 'controlled',
    initialValues: SIGN_UP_INITIAL_VALUES,
    validate: zod4Resolver(SignUpFormSchema, { errorPriority: 'first' }),
  });
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const sectors = SECTOR_CODES.map((code) => ({ value: code, label: t(`signUp.sectors.${code}`) }));

  if (mutation.isSuccess) {
    return (
      <Stack gap="md" align="center" ta="center" role="status">
        <IconCircleCheck size={48} color="var(--mantine-color-teal-6)" aria-hidden />
        <Text fw={600}>{t('signUp.successTitle')}</Text>
        <Text size="sm">{mutation.data.message}</Text>
        <Anchor component={Link} to="/sign-in">
          {t('signUp.backToSignIn')}
        </Anchor>
      </Stack>
    );
  }

  const handleSubmit = form.onSubmit((values) => mutation.mutate(toSignUpBody(values)));
  const inputProps = (path: keyof SignUpFormValues) => translatedInputProps(form, path, t);
  const checkboxProps = (path: 'isKvkkConfirm' | 'isCommunicationConfirm') => {
    const props = form.getInputProps(path, { type: 'checkbox' });
    return { ...props, error: props.error ? t(String(props.error)) : undefined };
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <MutationError error={mutation.error} />
        <Fieldset legend={t('signUp.company')}>
          <Stack gap="sm">
            <TextInput label={t('signUp.name')} withAsterisk autoComplete="organization" {...inputProps('name')} />
            <TextInput label={t('signUp.companyTitle')} withAsterisk {...inputProps('title')} />
            <TextInput label={t('signUp.taxNumber')} {...inputProps('taxNumber')} />
            <TextInput label={t('signUp.taxOffice')} {...inputProps('taxOffice')} />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('signUp.contact')}>
          <Stack gap="sm">
            <TextInput label={t('signUp.representativePerson')} withAsterisk autoComplete="name" {...inputProps('representativePerson')} />
            <TextInput label={t('signUp.email')} withAsterisk type="email" autoComplete="email" {...inputProps('email')} />
            <TextInput label={t('signUp.phoneNumber')} withAsterisk type="tel" autoComplete="tel" {...inputProps('phoneNumber')} />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('signUp.addressSection')}>
          <Stack gap="sm">
            <Textarea label={t('signUp.address')} autoComplete="street-address" autosize minRows={2} {...inputProps('address')} />
            <TextInput label={t('signUp.city')} autoComplete="address-level2" {...inputProps('city')} />
            <Select label={t('signUp.country')} data={countries} searchable clearable {...inputProps('countryCode')} />
          </Stack>
        </Fieldset>
        <MultiSelect label={t('signUp.sectorsLabel')} data={sectors} clearable {...inputProps('customerSectors')} />
        <Stack gap="xs">
          <Checkbox label={site.kvkkValue} {...checkboxProps('isKvkkConfirm')} />
          <Checkbox label={site.communicationValue} {...checkboxProps('isCommunicationConfirm')} />
        </Stack>
        <Button type="submit" fullWidth loading={mutation.isPending}>
          {t('signUp.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('signUp.haveAccount')}{' '}
          <Anchor component={Link} to="/sign-in">
            {t('signUp.backToSignIn')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
