import { notifications } from '@mantine/notifications';
import { currentTunables } from './tunables-now';

/** Error toast of spec 01 §4/§8: red, 3 seconds (the default of config item errorToastMs). */
export const ERROR_TOAST_MS = 3000;
/**
 * The toast helper's 2000 ms (spec 01 §9, spec 02: "toasts close after 2000 ms"): a success only confirms
 * what the screen already shows. Toasts sit at the bottom right (app/providers.tsx), away from the
 * header's customer, cart and language controls. The default of config item toastMs (lib/tunables.ts).
 */
export const TOAST_MS = 2000;

export function showErrorToast(message: string): void {
  notifications.show({ color: 'red', message, autoClose: currentTunables().errorToastMs, withBorder: true });
}

export function showSuccessToast(message: string): void {
  notifications.show({ color: 'teal', message, autoClose: currentTunables().toastMs, withBorder: true });
}
