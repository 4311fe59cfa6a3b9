import { notifications } from '@mantine/notifications';

/** Error toast of spec 01 §4/§8: red, 3 seconds. */
export const ERROR_TOAST_MS = 3000;
/** Component toasts default to 3000 ms (spec 01 §9). */
export const TOAST_MS = 3000;

export function showErrorToast(message: string): void {
  notifications.show({ color: 'red', message, autoClose: ERROR_TOAST_MS, withBorder: true });
}

export function showSuccessToast(message: string): void {
  notifications.show({ color: 'teal', message, autoClose: TOAST_MS, withBorder: true });
}
