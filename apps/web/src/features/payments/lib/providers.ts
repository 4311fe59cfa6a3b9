import type { DefaultPaymentProvider, PaymentProvider } from '@dealerport/contract';

/** The providers in the order the screens list them. */
export const PROVIDERS: readonly PaymentProvider[] = ['demo', 'paypal', 'virtual-pos'];

/** The payment settings' default provider: off first (what a portal without demo data has), then the real ones, the test mode last. */
export const DEFAULT_PROVIDERS: readonly DefaultPaymentProvider[] = ['none', 'paypal', 'virtual-pos', 'demo'];
