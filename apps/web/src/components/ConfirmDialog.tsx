import { Modal, Stack, Text } from '@mantine/core';
import { DialogFooter } from './DialogFooter';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** Button colour; destructive actions (the default) are red. */
  color?: string;
  loading?: boolean;
  /** The server's refusal, shown inline so the dialog stays open. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no dialog before an action that can't be undone (delete, approve). */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  color = 'red',
  loading,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        <DialogFooter confirmLabel={confirmLabel} color={color} loading={loading} error={error} onConfirm={onConfirm} onCancel={onClose} />
      </Stack>
    </Modal>
  );
}
