import type { ApprovedRegistration, CustomerRegistration } from '@dealerport/contract';
import { Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../components/DialogFooter';
import { errorText } from '../../../lib/api-error';
import { useApproveRegistration } from '../api/approve-registration';
import { useDealerRoles } from '../api/list-dealer-roles';

interface ApproveDialogProps {
  /** The registration to approve; none closes the dialog. */
  registration: CustomerRegistration | null;
  onClose: () => void;
  onApproved: (result: ApprovedRegistration) => void;
}

/**
 * Confirms an approval and picks the new dealer user's role (the call's roleId): empty leaves it to the
 * server's default dealer role. Only a role whose permissions the approver holds is accepted (the
 * server's ROLE_NOT_GRANTABLE shows here).
 */
export function ApproveDialog({ registration, onClose, onApproved }: ApproveDialogProps) {
  const { t } = useTranslation();
  const opened = registration !== null;
  const roles = useDealerRoles(opened);
  const approve = useApproveRegistration();
  const [roleId, setRoleId] = useState<string | null>(null);

  const close = () => {
    approve.reset();
    setRoleId(null);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('registrations.approveTitle')} centered>
      <Stack gap="md">
        <Text size="sm">{t('registrations.approveConfirm', { name: registration?.name ?? '' })}</Text>
        <Select
          label={t('registrations.approveRole')}
          placeholder={t('registrations.approveRoleDefault')}
          description={t('registrations.approveRoleHint')}
          data={(roles.data ?? []).map((role) => ({ value: String(role.id), label: role.name }))}
          value={roleId}
          onChange={setRoleId}
          clearable
          disabled={roles.isPending}
          error={roles.isError ? errorText(roles.error, t('errors.unexpected')) : undefined}
        />
        <DialogFooter
          confirmLabel={t('registrations.approve')}
          color="teal"
          loading={approve.isPending}
          error={approve.isError ? errorText(approve.error, t('errors.unexpected')) : null}
          onConfirm={() => {
            if (!registration) return;
            approve.mutate(
              { id: registration.id, ...(roleId ? { roleId: Number(roleId) } : {}) },
              {
                onSuccess: (result) => {
                  setRoleId(null);
                  approve.reset();
                  onApproved(result);
                },
              },
            );
          }}
          onCancel={close}
        />
      </Stack>
    </Modal>
  );
}
