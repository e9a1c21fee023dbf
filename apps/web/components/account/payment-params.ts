/** What the gateway's checkout hands back in the return URL's query. */
export interface PaymentReturn {
  payment: string | null;
  orderId: string | null;
  paymentId: string | null;
  signature: string | null;
}

export type SearchParamsRecord = Record<string, string | string[] | undefined>;

function one(value: string | string[] | undefined): string | null {
  const v = Array.isArray(value) ? value[0] : value;
  return v && v.length <= 200 ? v : null;
}

export function paymentReturn(query: SearchParamsRecord): PaymentReturn {
  return {
    payment: one(query.payment),
    orderId: one(query.razorpay_order_id),
    paymentId: one(query.razorpay_payment_id),
    signature: one(query.razorpay_signature),
  };
}

export type ReturnOutcome = 'verify' | 'check' | 'failed' | 'cancelled' | 'pending' | 'missing';

/**
 * What to do on the return page: verify a signed payment; ask the server where the order stands
 * when the checkout was closed without a result (`payment=closed`: a UPI request may still be
 * awaiting approval); otherwise report what the checkout said (`payment=failed|cancelled|pending`).
 */
export function returnOutcome(p: PaymentReturn): ReturnOutcome {
  if (p.orderId && p.paymentId && p.signature) return 'verify';
  if (p.payment === 'closed' && p.orderId) return 'check';
  if (p.payment === 'failed') return 'failed';
  if (p.payment === 'cancelled') return 'cancelled';
  if (p.payment === 'pending') return 'pending';
  return 'missing';
}

/** The page's own path and query, for coming back after signing in. */
export function pathWithQuery(path: string, query: SearchParamsRecord): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(key, v);
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
