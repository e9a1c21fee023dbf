import { z } from 'zod';
import { envelope } from './envelope';

export const rechargePack = z.object({
  id: z.string(),
  coins: z.number().int(),
  pricePaise: z.number().int(),
  gstPaise: z.number().int(),
  totalPaise: z.number().int(),
});
export const packsResponse = envelope(z.object({ gstPercent: z.number(), packs: z.array(rechargePack) }));

export const balanceResponse = envelope(z.object({ coins: z.number().int(), reserved: z.number().int() }));

export const historyQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  before: z.coerce.number().int().positive().optional(),
});
export const historyResponse = envelope(
  z.array(
    z.object({
      entryId: z.number().int(),
      kind: z.string(),
      memo: z.string().nullable(),
      amount: z.number().int(),
      balanceAfter: z.number().int(),
      createdAt: z.string(),
    }),
  ),
);

export const rechargeBody = z.object({
  packId: z.string().min(1).max(40),
  lang: z.enum(['en', 'hi']).optional(),
  /** Same-site path the sandbox checkout returns to. */
  returnUrl: z
    .string()
    .regex(/^\/(?!\/)[\w\-./?=&%]*$/, 'A path on this site')
    .max(300)
    .optional(),
});
export const rechargeResponse = envelope(
  z.object({
    order: z.object({
      id: z.string(),
      gatewayOrderId: z.string(),
      coins: z.number().int(),
      pricePaise: z.number().int(),
      gstPaise: z.number().int(),
      totalPaise: z.number().int(),
    }),
    checkout: z.record(z.string(), z.unknown()),
    created: z.boolean(),
  }),
);

export const verifyBody = z.object({
  razorpay_order_id: z.string().min(1).max(64),
  razorpay_payment_id: z.string().min(1).max(64),
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/, 'A 64-character hex signature'),
});
export const verifyResponse = envelope(
  z.object({ status: z.enum(['created', 'paid', 'failed']), coins: z.number().int(), balance: z.number().int() }),
);

/** After a checkout closed without a signed result: where the order stands at the gateway. */
export const checkBody = z.object({ razorpay_order_id: z.string().min(1).max(64) });
export const checkResponse = envelope(
  z.object({
    status: z.enum(['paid', 'pending', 'failed', 'created']),
    coins: z.number().int(),
    balance: z.number().int(),
  }),
);
