import type { StatusType } from '@dealerport/contract';

/** The colour of a status (the server's statusType). */
export const STATUS_COLORS: Record<StatusType, string> = {
  info: 'blue',
  success: 'teal',
  warning: 'yellow',
  danger: 'red',
  default: 'gray',
};
