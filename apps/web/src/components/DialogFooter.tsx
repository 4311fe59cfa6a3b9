import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DialogFooterProps {
  confirmLabel: string;
  /** The confirm button's colour; the theme's primary colour unless told. */
  color?: string;
  loading?: boolean;
  /** The server's refusal, shown above the buttons so the dialog stays open. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The end of a confirming dialog (approve, reject, delete): the refusal if any, then cancel and confirm. */
export function DialogFooter({ confirmLabel, color, loading, error, onConfirm, onCancel }: DialogFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button color={color} loading={loading} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </>
  );
}
