import type { StatusType } from '@dealerport/contract';
import { Badge } from '@mantine/core';
import { STATUS_COLORS } from '../lib/format';

/** An order (or warehouse order) status in the colour of its statusType. */
export function OrderStatusBadge({ name, type, size = 'sm' }: { name: string; type: StatusType; size?: 'xs' | 'sm' | 'md' }) {
  return (
    <Badge color={STATUS_COLORS[type]} variant="light" size={size} data-status-type={type}>
      {name}
    </Badge>
  );
}
