import { type ReactElement, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/api-error';
import { showSuccessToast } from '../lib/notify';
import { ConfirmDialog } from './ConfirmDialog';

/** What the hook needs of a delete call's `useMutation` result. */
interface DeleteMutation<Id> {
  mutate: (id: Id, options: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: unknown;
}

interface DeleteConfirmationOptions<T extends { id: string | number }> {
  mutation: DeleteMutation<T['id']>;
  title: string;
  /** The question, naming the row. */
  message: (row: T) => string;
  /** The success toast. */
  deleted: (row: T) => string;
  /** After a delete, besides closing the dialog (e.g. closing a drawer that showed the row). */
  onDeleted?: () => void;
}

/**
 * Delete a list row after asking: `ask(row)` opens the confirmation (a refusal from the server stays in it),
 * a delete that succeeds shows a toast and closes it. Render `dialog` once in the page.
 */
export function useDeleteConfirmation<T extends { id: string | number }>({
  mutation,
  title,
  message,
  deleted,
  onDeleted,
}: DeleteConfirmationOptions<T>): { ask: (row: T) => void; dialog: ReactElement } {
  const { t } = useTranslation();
  const [row, setRow] = useState<T | null>(null);
  const { reset } = mutation;
  // stable, so the memoised columns that call it need not change
  const ask = useCallback(
    (next: T) => {
      // a refusal of the previous delete does not belong to this one
      reset();
      setRow(next);
    },
    [reset],
  );

  const dialog = (
    <ConfirmDialog
      opened={row !== null}
      title={title}
      message={row ? message(row) : ''}
      confirmLabel={t('common.delete')}
      loading={mutation.isPending}
      error={mutation.error ? errorText(mutation.error, t('errors.unexpected')) : null}
      onClose={() => setRow(null)}
      onConfirm={() => {
        if (!row) return;
        const toast = deleted(row);
        mutation.mutate(row.id, {
          onSuccess: () => {
            showSuccessToast(toast);
            setRow(null);
            onDeleted?.();
          },
        });
      }}
    />
  );
  return { ask, dialog };
}
