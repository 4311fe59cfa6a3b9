import { type PermissionTreeNode, ROLE_TYPES, type RoleWithPermissions } from '@dealerport/contract';
import { Alert, Center, Input, ScrollArea, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { MutationForm, useFormSave } from '../../../components/MutationForm';
import { errorText } from '../../../lib/api-error';
import { translatedInputProps } from '../../../lib/form';
import { useCreateRole } from '../api/create-role';
import { useRoleWithPermissions } from '../api/get-role-with-permissions';
import { usePermissionTree } from '../api/list-permissions';
import { useUpdateRole } from '../api/update-role';
import { allCodes, orderedPermissions } from '../lib/permission-tree';
import { RoleFormSchema, type RoleFormValues, toRoleBody } from '../lib/role-form';
import { PermissionTreeField } from './PermissionTreeField';

interface RoleFormProps {
  /** The role to edit; null creates one. */
  roleId: number | null;
  onDone: () => void;
  onCancel: () => void;
}

/** Loads the permission tree (and the role being edited), then shows the form. */
export function RoleForm({ roleId, onDone, onCancel }: RoleFormProps) {
  const { t } = useTranslation();
  const tree = usePermissionTree();
  const role = useRoleWithPermissions(roleId);
  const error = tree.error ?? role.error;
  if (error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorText(error, t('errors.unexpected'))}
      </Alert>
    );
  }
  // The form's fields start from the role once and do not follow later answers, so it waits for the role
  // as the server holds it now (read again on every opening), not a copy cached by an earlier one.
  if (!tree.data || (roleId !== null && !(role.data && role.isFetchedAfterMount))) {
    return (
      <Center py="xl">
        <LoadingSpinner />
      </Center>
    );
  }
  return <RoleFormFields tree={tree.data} role={roleId !== null ? (role.data ?? null) : null} onDone={onDone} onCancel={onCancel} />;
}

interface RoleFormFieldsProps {
  tree: PermissionTreeNode[];
  role: RoleWithPermissions | null;
  onDone: () => void;
  onCancel: () => void;
}

export function RoleFormFields({ tree, role, onDone, onCancel }: RoleFormFieldsProps) {
  const { t } = useTranslation();
  const save = useFormSave(useCreateRole(), useUpdateRole(), onDone);
  const form = useForm<RoleFormValues>({
    mode: 'controlled',
    initialValues: { name: role?.name ?? '', roleType: role?.roleType ?? 'staff', permissions: role?.permissions.map((p) => p.code) ?? [] },
    validate: zod4Resolver(RoleFormSchema, { errorPriority: 'first' }),
  });
  // admin-type roles always hold every code (the server enforces it too)
  const isAdmin = form.values.roleType === 'admin';

  const handleSubmit = form.onSubmit((values) => {
    const body = toRoleBody(values, (selected) => (isAdmin ? allCodes(tree) : orderedPermissions(tree, selected)));
    if (role) save.update({ id: role.id, body }, t('roles.updated', { name: body.name }));
    else save.create(body, t('roles.created', { name: body.name }));
  });

  return (
    <MutationForm onSubmit={handleSubmit} onCancel={onCancel} mutation={save}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('roles.name')} withAsterisk {...translatedInputProps(form, 'name', t)} />
        <Select
          label={t('roles.roleType')}
          withAsterisk
          allowDeselect={false}
          data={ROLE_TYPES.map((type) => ({ value: type, label: t(`roles.types.${type}`) }))}
          {...translatedInputProps(form, 'roleType', t)}
        />
      </SimpleGrid>
      <Input.Wrapper label={t('roles.permissions')} description={isAdmin ? t('roles.adminHoldsAll') : undefined}>
        <ScrollArea.Autosize mah="50vh" mt="xs" type="auto">
          <PermissionTreeField
            tree={tree}
            value={isAdmin ? allCodes(tree) : form.values.permissions}
            onChange={(next) => form.setFieldValue('permissions', next)}
            disabled={isAdmin}
          />
        </ScrollArea.Autosize>
      </Input.Wrapper>
    </MutationForm>
  );
}
