import { describe, expect, it } from 'vitest';
import { pathWithQuery, paymentReturn, returnOutcome } from './payment-params';

const sig = 'a'.repeat(64);

describe('payment return', () => {
  it('verifies signed payments', () => {
    const p = paymentReturn({
      payment: 'paid',
      razorpay_order_id: 'order_1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: sig,
    });
    expect(p).toEqual({ payment: 'paid', orderId: 'order_1', paymentId: 'pay_1', signature: sig });
    expect(returnOutcome(p)).toBe('verify');
  });

  it('reports failures, cancellations and pending payments without verifying', () => {
    expect(returnOutcome(paymentReturn({ payment: 'failed', razorpay_order_id: 'o', razorpay_payment_id: 'p' }))).toBe(
      'failed',
    );
    expect(returnOutcome(paymentReturn({ payment: 'cancelled', razorpay_order_id: 'o' }))).toBe('cancelled');
    expect(returnOutcome(paymentReturn({ payment: 'pending', razorpay_order_id: 'o' }))).toBe('pending');
    expect(returnOutcome(paymentReturn({}))).toBe('missing');
    // Checkout closed without a result: the server is asked where the order stands.
    expect(returnOutcome(paymentReturn({ payment: 'closed', razorpay_order_id: 'o' }))).toBe('check');
    expect(returnOutcome(paymentReturn({ payment: 'closed' }))).toBe('missing');
    expect(returnOutcome(paymentReturn({ razorpay_order_id: 'o', razorpay_payment_id: 'p' }))).toBe('missing');
  });

  it('takes the first of repeated parameters and ignores absurdly long ones', () => {
    expect(paymentReturn({ razorpay_order_id: ['a', 'b'] }).orderId).toBe('a');
    expect(paymentReturn({ razorpay_order_id: 'x'.repeat(500) }).orderId).toBeNull();
  });

  it('rebuilds the path with its query', () => {
    expect(pathWithQuery('/hi/wallet/return', { payment: 'paid', razorpay_order_id: 'order_1' })).toBe(
      '/hi/wallet/return?payment=paid&razorpay_order_id=order_1',
    );
    expect(pathWithQuery('/bookings/return', {})).toBe('/bookings/return');
  });
});
