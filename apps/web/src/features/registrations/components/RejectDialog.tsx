import type { CustomerRegistration } from '@dealerport/contract';
import { Checkbox, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../components/DialogFooter';
import { errorText } from '../../../lib/api-error';
import { useRejectRegistration } from '../api/reject-registration';

/** The contract's limit on a rejection reason. */
export const REJECTION_REASON_MAX = 1000;

interface RejectDialogProps {
  /** The registration to reject; none closes the dialog. */
  registration: CustomerRegistration | null;
  onClose: () => void;
  onRejected: (registration: CustomerRegistration) => void;
}

/** Confirms a rejection, with an optional reason and whether the applicant is emailed (by default yes). */
export function RejectDialog({ registration, onClose, onRejected }: RejectDialogProps) {
  const { t } = useTranslation();
  const reject = useRejectRegistration();
  const [reason, setReason] = useState('');
  const [notify, setNotify] = useState(true);

  const reset = () => {
    reject.reset();
    setReason('');
    setNotify(true);
  };
  const close = () => {
    reset();
    onClose();
  };

  return (
    <Modal opened={registration !== null} onClose={close} title={t('registrations.rejectTitle')} centered>
      <Stack gap="md">
        <Text size="sm">{t('registrations.rejectConfirm', { name: registration?.name ?? '' })}</Text>
        <Textarea
          label={t('registrations.rejectReason')}
          placeholder={t('registrations.rejectReasonPlaceholder')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={REJECTION_REASON_MAX}
          autosize
          minRows={3}
          maxRows={8}
          data-autofocus
        />
        <Checkbox label={t('registrations.rejectNotify')} checked={notify} onChange={(e) => setNotify(e.currentTarget.checked)} />
        <DialogFooter
          confirmLabel={t('registrations.reject')}
          color="red"
          loading={reject.isPending}
          error={reject.isError ? errorText(reject.error, t('errors.unexpected')) : null}
          onConfirm={() => {
            if (!registration) return;
            reject.mutate(
              { id: registration.id, reason, notify },
              {
                onSuccess: (result) => {
                  reset();
                  onRejected(result);
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
