import { describe, expect, it } from 'vitest';
import { isCheckoutScript, parseCheckout, RAZORPAY_CHECKOUT_SCRIPT, returnHref } from './checkout';

const options = {
  key: 'rzp_live_abc',
  order_id: 'order_IluGWxBm9U8zJ8',
  amount: 11800,
  currency: 'INR',
  name: 'Drishti',
  method: { upi: true, card: true, netbanking: true, wallet: true },
};

describe('checkout', () => {
  it("loads only Razorpay's script or the sandbox's on this site", () => {
    expect(isCheckoutScript(RAZORPAY_CHECKOUT_SCRIPT)).toBe(true);
    expect(isCheckoutScript('/api/payments/sandbox/checkout.js')).toBe(true);
    for (const bad of [
      'https://checkout.razorpay.com/v2/checkout.js',
      'http://checkout.razorpay.com/v1/checkout.js',
      '//evil.example/api/payments/sandbox/checkout.js',
      '/api/payments/sandbox/../../evil.js?x=<',
      '/other.js',
      42,
    ])
      expect(isCheckoutScript(bad), String(bad)).toBe(false);
  });

  it('reads the create-order answer of either gateway', () => {
    const razorpay = {
      gateway: 'razorpay',
      orderId: options.order_id,
      amountPaise: 11800,
      currency: 'INR',
      script: RAZORPAY_CHECKOUT_SCRIPT,
      options,
    };
    expect(parseCheckout(razorpay)).toEqual({
      gateway: 'razorpay',
      orderId: options.order_id,
      script: RAZORPAY_CHECKOUT_SCRIPT,
      options,
    });
    const sandbox = { ...razorpay, gateway: 'sandbox', script: '/api/payments/sandbox/checkout.js', url: '/x' };
    expect(parseCheckout(sandbox)?.gateway).toBe('sandbox');
    // An answer without a script (the old shape), or options for another order, cannot be opened.
    expect(parseCheckout({ ...razorpay, script: undefined })).toBeNull();
    expect(parseCheckout({ ...razorpay, options: { ...options, order_id: 'order_other' } })).toBeNull();
    expect(parseCheckout({ ...razorpay, options: { ...options, amount: 10.5 } })).toBeNull();
    expect(parseCheckout({ ...razorpay, gateway: 'paypal' })).toBeNull();
    expect(parseCheckout(null)).toBeNull();
  });

  it('adds the outcome to the return address, keeping its own query', () => {
    expect(returnHref('/hi/wallet/return', { payment: 'closed', razorpay_order_id: 'order_1' })).toBe(
      '/hi/wallet/return?payment=closed&razorpay_order_id=order_1',
    );
    expect(
      returnHref('/bookings/return?bookingId=b1', {
        payment: 'failed',
        razorpay_order_id: 'o',
        razorpay_payment_id: '',
      }),
    ).toBe('/bookings/return?bookingId=b1&payment=failed&razorpay_order_id=o');
  });
});
