import { CULTURES, USER_TYPES, type User, type UserType } from '@dealerport/contract';
import { PasswordInput, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { LookupSelect } from '../../../components/LookupSelect';
import { MutationForm, useFormSave } from '../../../components/MutationForm';
import { translatedInputProps } from '../../../lib/form';
import { useCreateUser } from '../api/create-user';
import { useCustomerOptions } from '../api/find-customer-options';
import { useSalesmanOptions } from '../api/find-salesman-options';
import { useRoleOptions } from '../api/list-role-options';
import { useUpdateUser } from '../api/update-user';
import { toCreateUserBody, toUpdateUserBody, UserFormSchema, userFormValues } from '../lib/user-form';

const LANGUAGE_NAMES: Record<(typeof CULTURES)[number], string> = { tr: 'Türkçe', de: 'Deutsch', en: 'English' };

interface UserFormProps {
  /** The user to edit; none creates one. */
  user?: User | null;
  onDone: () => void;
  onCancel: () => void;
}

/** Create or edit a user (spec 02 §3 User input). */
export function UserForm({ user, onDone, onCancel }: UserFormProps) {
  const { t } = useTranslation();
  const editing = Boolean(user);
  const roles = useRoleOptions();
  const save = useFormSave(useCreateUser(), useUpdateUser(), onDone);
  const form = useForm({
    mode: 'controlled',
    initialValues: userFormValues(user),
    validate: zod4Resolver(UserFormSchema, { errorPriority: 'first' }),
  });
  const userType = form.values.userType;

  const handleSubmit = form.onSubmit((values) => {
    if (user) save.update({ id: user.id, body: toUpdateUserBody(values) }, t('users.updated'));
    else save.create(toCreateUserBody(values), t('users.created'));
  });

  const roleProps = translatedInputProps(form, 'roleId', t);

  return (
    <MutationForm onSubmit={handleSubmit} onCancel={onCancel} mutation={save}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('users.accountName')} withAsterisk autoComplete="off" {...translatedInputProps(form, 'accountName', t)} />
        <TextInput label={t('users.email')} withAsterisk type="email" autoComplete="off" {...translatedInputProps(form, 'email', t)} />
        <TextInput label={t('users.firstName')} {...translatedInputProps(form, 'firstName', t)} />
        <TextInput label={t('users.lastName')} {...translatedInputProps(form, 'lastName', t)} />
        <Select
          label={t('users.language')}
          withAsterisk
          allowDeselect={false}
          data={CULTURES.map((c) => ({ value: c, label: LANGUAGE_NAMES[c] }))}
          {...translatedInputProps(form, 'language', t)}
        />
        <Select
          label={t('users.role')}
          withAsterisk
          searchable
          data={(roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
          disabled={roles.isPending && !roles.isError}
          {...roleProps}
          onChange={(value) => {
            roleProps.onChange(value);
            // the role's type is the usual user type; it can still be changed
            const roleType = roles.data?.find((r) => String(r.id) === value)?.roleType;
            if (roleType && (USER_TYPES as readonly string[]).includes(roleType)) form.setFieldValue('userType', roleType as UserType);
            else if (roleType === 'admin') form.setFieldValue('userType', 'staff');
          }}
        />
        <Select
          label={t('users.userType')}
          withAsterisk
          allowDeselect={false}
          data={USER_TYPES.map((type) => ({ value: type, label: t(`users.types.${type}`) }))}
          {...translatedInputProps(form, 'userType', t)}
        />
        {userType === 'dealer' && (
          <LookupSelect
            label={t('users.customer')}
            withAsterisk
            placeholder={t('lookup.searchByName')}
            useOptions={useCustomerOptions}
            currentLabel={user?.customerName ?? null}
            {...translatedInputProps(form, 'customerId', t)}
            value={form.values.customerId}
            onChange={(value) => form.setFieldValue('customerId', value)}
          />
        )}
        {userType === 'salesman' && (
          <LookupSelect
            label={t('users.salesman')}
            withAsterisk
            placeholder={t('lookup.searchByName')}
            useOptions={useSalesmanOptions}
            currentLabel={user?.salesmanName ?? null}
            {...translatedInputProps(form, 'salesmanId', t)}
            value={form.values.salesmanId}
            onChange={(value) => form.setFieldValue('salesmanId', value)}
          />
        )}
      </SimpleGrid>
      {!editing && (
        <PasswordInput
          label={t('users.password')}
          description={t('users.passwordHint')}
          autoComplete="new-password"
          {...translatedInputProps(form, 'password', t)}
        />
      )}
      <Switch label={t('users.active')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
    </MutationForm>
  );
}
