import { LIST_NAME_MAX, RenameListBodySchema } from '@dealerport/contract';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error';

interface ListNameDialogProps {
  opened: boolean;
  title: string;
  /** The name the field starts with. */
  initial: string;
  confirmLabel: string;
  pending: boolean;
  /** The server's refusal, shown in the dialog so it stays open. */
  error: unknown;
  onSubmit: (name: string) => void;
  onClose: () => void;
  /** Above the name: what the list is made from. */
  children?: ReactNode;
}

/** A list's name asked for (new list, rename, copy, save as list), checked by the contract's rule for names. */
export function ListNameDialog({ opened, title, initial, confirmLabel, pending, error, onSubmit, onClose, children }: ListNameDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      {/* a fresh field for each opening */}
      {opened && (
        <NameForm initial={initial} confirmLabel={confirmLabel} pending={pending} error={error} onSubmit={onSubmit} onClose={onClose}>
          {children}
        </NameForm>
      )}
    </Modal>
  );
}

function NameForm({ initial, confirmLabel, pending, error, onSubmit, onClose, children }: Omit<ListNameDialogProps, 'opened' | 'title'>) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  const valid = RenameListBodySchema.safeParse({ name }).success;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (valid) onSubmit(name.trim());
      }}
      noValidate
    >
      <Stack gap="sm">
        {children}
        <TextInput
          label={t('lists.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          data-autofocus
          required
          maxLength={LIST_NAME_MAX}
          error={touched && !valid ? t('lists.nameRequired') : undefined}
        />
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(error, t('errors.unexpected'))}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
