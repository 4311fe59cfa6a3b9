import { Button, Text } from '@mantine/core';
import { IconPlaylistAdd } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccessToast } from '../../../lib/notify';
import { useCreateList } from '../api/create-list';
import { ListNameDialog } from './ListNameDialog';

interface SaveAsListButtonProps {
  /** What the list is made from: the acting customer's cart, or one of its past orders (its document number). */
  source: { fromCart: true } | { fromOrder: string };
  /** The name the dialog suggests. */
  defaultName: string;
}

/** "Save as list" on the cart and on an order: a new list of its products and quantities, under a name asked for. */
export function SaveAsListButton({ source, defaultName }: SaveAsListButtonProps) {
  const { t } = useTranslation();
  const create = useCreateList();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconPlaylistAdd size={16} aria-hidden />}
        onClick={() => {
          create.reset();
          setOpened(true);
        }}
      >
        {t('lists.save.action')}
      </Button>
      <ListNameDialog
        opened={opened}
        title={t('lists.save.title')}
        initial={defaultName}
        confirmLabel={t('lists.save.confirm')}
        pending={create.isPending}
        error={create.error}
        onSubmit={(name) =>
          create.mutate(
            { name, ...source },
            {
              onSuccess: (list) => {
                setOpened(false);
                showSuccessToast(t('lists.save.done', { name: list.name }));
              },
            },
          )
        }
        onClose={() => setOpened(false)}
      >
        <Text size="sm" c="dimmed">
          {t('lists.save.hint')}
        </Text>
      </ListNameDialog>
    </>
  );
}
