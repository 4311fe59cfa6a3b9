import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash, type TablerIcon } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The last column of an administration list: each row's actions as icon buttons, right-aligned on one line. */
export function rowActionsColumn<T>(title: string, render: (row: T) => ReactNode): DataTableColumn<T> {
  return {
    accessor: 'actions',
    title,
    textAlign: 'right',
    render: (row) => (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        {render(row)}
      </Group>
    ),
  };
}

interface RowActionProps {
  icon: TablerIcon;
  /** The tooltip: what the action does. */
  label: string;
  /** What it does to which row ("Edit ayse"): the button's accessible name, by which tests and e2e flows find it. */
  'aria-label': string;
  color?: string;
  onClick: () => void;
}

/** One action of a row: an icon button with a tooltip. */
export function RowAction({ icon: Icon, label, 'aria-label': ariaLabel, color, onClick }: RowActionProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color} aria-label={ariaLabel} onClick={onClick}>
        <Icon size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/** The row's edit action (pencil). */
export function EditAction(props: Omit<RowActionProps, 'icon' | 'color'>) {
  return <RowAction icon={IconPencil} {...props} />;
}

/** The row's delete action (red bin); it asks first, see useDeleteConfirmation. */
export function DeleteAction(props: Omit<RowActionProps, 'icon' | 'color' | 'label'>) {
  const { t } = useTranslation();
  return <RowAction icon={IconTrash} color="red" label={t('common.delete')} {...props} />;
}
