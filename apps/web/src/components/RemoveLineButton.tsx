import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

interface RemoveLineButtonProps {
  /** What it removes ("Remove Tyre 205/55"): the button's accessible name, by which tests and e2e flows find it. */
  'aria-label': string;
  onClick: () => void;
  /** The remove call of this line is under way. */
  loading?: boolean;
  /** A tooltip, where the line has room for one. */
  tooltip?: string;
}

/** The red bin at the end of a line of a list the user edits (a cart line, an assigned customer). */
export function RemoveLineButton({ 'aria-label': ariaLabel, onClick, loading, tooltip }: RemoveLineButtonProps) {
  const button = (
    <ActionIcon variant="subtle" color="red" aria-label={ariaLabel} loading={loading} onClick={onClick}>
      <IconTrash size={16} />
    </ActionIcon>
  );
  return tooltip ? <Tooltip label={tooltip}>{button}</Tooltip> : button;
}
