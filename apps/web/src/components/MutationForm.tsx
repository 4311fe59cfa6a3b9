import { Alert, Button, Group, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/api-error';
import { showSuccessToast } from '../lib/notify';

interface MutationFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  /** The save: its refusal shows above the fields, its pending state on the submit button. */
  mutation: { isPending: boolean; error: unknown };
  /** The submit button's text; "Save" unless told. */
  submitLabel?: string;
  children: ReactNode;
}

/** A call's refusal, shown inline where it was made (nothing while there is none). */
export function MutationError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (error == null) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {errorText(error, t('errors.unexpected'))}
    </Alert>
  );
}

/** A form in a modal that saves through one call: the call's error, the fields, then cancel and submit. */
export function MutationForm({ onSubmit, onCancel, mutation, submitLabel, children }: MutationFormProps) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <MutationError error={mutation.error} />
        {children}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {submitLabel ?? t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** What useFormSave needs of a create or update call's `useMutation` result. */
interface SaveMutation<V> {
  mutate: (variables: V, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  error: unknown;
}

/**
 * The save of a create/edit form: `create(body, toast)` or `update(body, toast)` sends, and on success shows
 * the toast and calls onDone (the page closes its modal). Pass the result to MutationForm as its mutation.
 */
export function useFormSave<C, U>(createMutation: SaveMutation<C>, updateMutation: SaveMutation<U>, onDone: () => void) {
  const saved = (toast: string) => () => {
    showSuccessToast(toast);
    onDone();
  };
  return {
    create: (variables: C, toast: string) => createMutation.mutate(variables, { onSuccess: saved(toast) }),
    update: (variables: U, toast: string) => updateMutation.mutate(variables, { onSuccess: saved(toast) }),
    // a form only ever sends one of the two
    isPending: createMutation.isPending || updateMutation.isPending,
    error: createMutation.error ?? updateMutation.error,
  };
}
