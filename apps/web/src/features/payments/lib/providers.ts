import type { PaymentProvider } from '@dealerport/contract';

/** The providers in the order the screens list them. */
export const PROVIDERS: readonly PaymentProvider[] = ['demo', 'paypal', 'virtual-pos'];
