import { ORDER_STATUSES } from '@dealerport/contract';
import { describe, expect, it } from 'vitest';
import {
  asOrderStatus,
  asPaymentStatus,
  canPayOnline,
  isCancellablePayment,
  isCancellableStatus,
  isLineCancellablePayment,
  isRefundablePayment,
  paymentStatusNameOf,
  statusNameOf,
  statusTypeOf,
} from './order-status';

describe('order states', () => {
  it('give every status a colour and a name in each language', () => {
    for (const s of ORDER_STATUSES) {
      expect(['info', 'success', 'warning', 'danger']).toContain(statusTypeOf(s));
      for (const c of ['tr', 'de', 'en'] as const) expect(statusNameOf(s, c)).toBeTruthy();
    }
    expect([statusTypeOf('Pending'), statusTypeOf('Approved'), statusTypeOf('Delivered'), statusTypeOf('Cancelled')]).toEqual([
      'info',
      'warning',
      'success',
      'danger',
    ]);
  });

  it('read an unknown stored status as Processing and an unknown payment state as NotRequired', () => {
    expect(asOrderStatus('Approved')).toBe('Approved');
    expect(asOrderStatus('InTransitAtErp')).toBe('Processing');
    expect(asPaymentStatus('Paid')).toBe('Paid');
    expect(asPaymentStatus('whatever')).toBe('NotRequired');
  });

  it.each([
    ['Pending', true],
    ['Approved', true],
    ['Processing', false],
    ['Shipped', false],
    ['PartiallyShipped', false],
    ['Delivered', false],
    ['Cancelled', false],
    ['Rejected', false],
  ] as const)('%s may be cancelled: %s', (status, expected) => {
    expect(isCancellableStatus(status)).toBe(expected);
  });

  it('cancels a paid order only whole (it is refunded), a refunded one not; offers online payment only while it is awaited', () => {
    const states = ['NotRequired', 'Pending', 'Failed', 'Paid', 'Refunded'] as const;
    expect(states.map(isCancellablePayment)).toEqual([true, true, true, true, false]);
    expect(states.map(isLineCancellablePayment)).toEqual([true, true, true, false, false]);
    expect(asPaymentStatus('Refunded')).toBe('Refunded');
    expect(canPayOnline({ isOnlinePayment: true, paymentStatus: 'Pending', status: 'Pending' })).toBe(true);
    expect(canPayOnline({ isOnlinePayment: true, paymentStatus: 'Pending', status: 'Shipped' })).toBe(true);
    expect(canPayOnline({ isOnlinePayment: true, paymentStatus: 'Pending', status: 'Cancelled' })).toBe(false);
    expect(canPayOnline({ isOnlinePayment: true, paymentStatus: 'Paid', status: 'Pending' })).toBe(false);
    expect(canPayOnline({ isOnlinePayment: false, paymentStatus: 'Pending', status: 'Pending' })).toBe(false);
  });

  it('treats a test payment (TestPaid) like a paid one for cancellation, and names it as taking no money', () => {
    const states = ['NotRequired', 'Pending', 'Failed', 'Paid', 'Refunded', 'TestPaid'] as const;
    expect(states.map(isCancellablePayment)).toEqual([true, true, true, true, false, true]);
    expect(states.map(isLineCancellablePayment)).toEqual([true, true, true, false, false, false]);
    expect(states.map(isRefundablePayment)).toEqual([false, false, false, true, false, true]);
    expect(asPaymentStatus('TestPaid')).toBe('TestPaid');
    expect(canPayOnline({ isOnlinePayment: true, paymentStatus: 'TestPaid', status: 'Pending' })).toBe(false);
    expect(paymentStatusNameOf('TestPaid', 'tr')).toBe('Test ödemesi (para alınmadı)');
    expect(paymentStatusNameOf('TestPaid', 'de')).toBe('Testzahlung (kein Geld eingegangen)');
    expect(paymentStatusNameOf('TestPaid', 'en')).toBe('Test payment (no money received)');
  });
});
