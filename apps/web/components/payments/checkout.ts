/**
 * One code path for paying, whichever gateway the server uses: the server's create-order answer
 * names the checkout script (Razorpay's https://checkout.razorpay.com/v1/checkout.js with real
 * keys, or the sandbox's same-origin stand-in with the same contract) and the options for
 * `new Razorpay(options).open()`. The script is loaded only when a paying page opens checkout.
 * Every outcome returns to the page's return address, which reports it to the server:
 * a signed payment (`payment=paid` and Razorpay's three fields, verified there), a failure
 * (`payment=failed`), or a checkout closed without a result (`payment=closed`: the server is
 * asked where the order stands, as a UPI request may still be awaiting approval).
 * See docs/payments-checkout.md.
 */

export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
const SANDBOX_SCRIPT_PREFIX = '/api/payments/sandbox/';

export interface CheckoutOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: 'INR';
  name: string;
  description?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  notes?: Record<string, string>;
  method?: { upi: boolean; card: boolean; netbanking: boolean; wallet: boolean };
}

export interface Checkout {
  gateway: 'razorpay' | 'sandbox';
  orderId: string;
  script: string;
  options: CheckoutOptions;
}

/** What Razorpay hands the `handler` after a successful payment. */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', callback: (response: { error?: { metadata?: { payment_id?: string } } }) => void): void;
}
type RazorpayConstructor = new (
  options: CheckoutOptions & {
    handler: (response: CheckoutSuccess) => void;
    modal: { ondismiss: () => void };
  },
) => RazorpayInstance;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 200;

/** Only Razorpay's script, or the sandbox's on this site, is ever loaded. */
export function isCheckoutScript(src: unknown): src is string {
  if (src === RAZORPAY_CHECKOUT_SCRIPT) return true;
  return typeof src === 'string' && src.startsWith(SANDBOX_SCRIPT_PREFIX) && /^[\w/.-]+$/.test(src);
}

/** The checkout of a create-order answer, or null when it cannot be opened. */
export function parseCheckout(value: unknown): Checkout | null {
  if (!isObject(value) || !isObject(value.options)) return null;
  const { gateway, orderId, script, options } = value;
  if (gateway !== 'razorpay' && gateway !== 'sandbox') return null;
  if (!isString(orderId) || !isCheckoutScript(script)) return null;
  if (!isString(options.key) || options.order_id !== orderId) return null;
  if (typeof options.amount !== 'number' || !Number.isSafeInteger(options.amount) || options.amount <= 0) return null;
  if (options.currency !== 'INR' || !isString(options.name)) return null;
  return { gateway, orderId, script, options: options as unknown as CheckoutOptions };
}

/** The return address with the outcome's fields added to its query (it may have one already). */
export function returnHref(base: string, params: Record<string, string>): string {
  const url = new URL(base, 'http://same.invalid');
  for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}`;
}

const loaded = new Map<string, Promise<RazorpayConstructor>>();

/** Adds the checkout script once and resolves with `window.Razorpay`. */
export function loadCheckoutScript(src: string): Promise<RazorpayConstructor> {
  if (!isCheckoutScript(src)) return Promise.reject(new Error('not a checkout script'));
  const existing = loaded.get(src);
  if (existing) return existing;
  const promise = new Promise<RazorpayConstructor>((resolve, reject) => {
    const ready = () => {
      const ctor = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (typeof ctor === 'function') resolve(ctor);
      else reject(new Error('the checkout script defined no Razorpay'));
    };
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', ready, { once: true });
    script.addEventListener('error', () => reject(new Error('the checkout script did not load')), { once: true });
    document.head.appendChild(script);
  });
  loaded.set(src, promise);
  promise.catch(() => loaded.delete(src));
  return promise;
}

/**
 * Opens the gateway's checkout for an order; every outcome goes to `returnPath` (see above).
 * Rejects when the script cannot be loaded (offline, blocked): the page then says so.
 */
export async function openCheckout(checkout: Checkout, returnPath: string): Promise<void> {
  const Razorpay = await loadCheckoutScript(checkout.script);
  let finished = false;
  const go = (params: Record<string, string>) => {
    if (finished) return;
    finished = true;
    window.location.assign(returnHref(returnPath, params));
  };
  const rzp = new Razorpay({
    ...checkout.options,
    handler: (response) =>
      go({
        payment: 'paid',
        razorpay_order_id: checkout.orderId,
        razorpay_payment_id: String(response?.razorpay_payment_id ?? ''),
        razorpay_signature: String(response?.razorpay_signature ?? ''),
      }),
    modal: { ondismiss: () => go({ payment: 'closed', razorpay_order_id: checkout.orderId }) },
  });
  rzp.on('payment.failed', (response) => {
    const paymentId = response?.error?.metadata?.payment_id;
    go({ payment: 'failed', razorpay_order_id: checkout.orderId, razorpay_payment_id: String(paymentId ?? '') });
    rzp.close();
  });
  rzp.open();
}
