import { signWebhook } from './signatures';
import type { SandboxOrderRecord } from './sandbox-store';
import { orderEntity, razorpayStyleId } from './sandbox-entities';
import type { DeliverWebhook, SandboxCompletion, WebhookDelivery } from './sandbox-types';
import type { RazorpayPaymentEntity, RazorpayRefundEntity, RazorpayWebhookEvent, WebhookEventName } from './webhooks';

/**
 * The sandbox's webhooks, as Razorpay sends them: signed with the webhook secret, each event with
 * its id, delivered at least once (repeated and shuffled when asked) through the `deliver`
 * callback; deliveries whose callback threw wait for `redeliverFailed()`.
 */
export class SandboxWebhooks {
  #undelivered: WebhookDelivery[] = [];

  constructor(
    private readonly options: {
      accountId: string;
      webhookSecret: string;
      deliver: DeliverWebhook | undefined;
      duplicates: number;
      shuffle: boolean;
      random: () => number;
      /** Now, in Unix seconds. */
      seconds: () => number;
    },
  ) {}

  /** This instance's deliveries whose callback threw, waiting for `redeliverFailed()`. */
  get undelivered(): readonly WebhookDelivery[] {
    return [...this.#undelivered];
  }

  /** Tries the failed deliveries again (Razorpay retries too); returns those that failed again. */
  async redeliverFailed(): Promise<{ delivery: WebhookDelivery; error: unknown }[]> {
    const queue = this.#undelivered;
    this.#undelivered = [];
    return this.#dispatch(queue);
  }

  /** Signs the events about this payment (and refund), delivering them unless `deliver` is false. */
  async emit(
    record: SandboxOrderRecord,
    payment: RazorpayPaymentEntity,
    events: WebhookEventName[],
    deliver: boolean,
    refund?: RazorpayRefundEntity,
  ): Promise<Pick<SandboxCompletion, 'deliveries' | 'failedDeliveries'>> {
    const once = events.map((event) => {
      const body: RazorpayWebhookEvent = {
        entity: 'event',
        account_id: this.options.accountId,
        event,
        contains: event === 'order.paid' ? ['payment', 'order'] : refund ? ['refund', 'payment'] : ['payment'],
        payload: {
          ...(refund ? { refund: { entity: structuredClone(refund) } } : {}),
          payment: { entity: structuredClone(payment) },
          ...(event === 'order.paid' ? { order: { entity: orderEntity(record) } } : {}),
        },
        created_at: this.options.seconds(),
      };
      const raw = JSON.stringify(body);
      const signature = signWebhook(this.options.webhookSecret, raw);
      const eventId = razorpayStyleId('');
      const delivery: WebhookDelivery = {
        eventId,
        event,
        body: raw,
        signature,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': eventId,
        },
      };
      return delivery;
    });
    const deliveries: WebhookDelivery[] = [];
    for (let round = 0; round < this.options.duplicates; round++) deliveries.push(...once);
    if (this.options.shuffle)
      for (let i = deliveries.length - 1; i > 0; i--) {
        const j = Math.floor(this.options.random() * (i + 1));
        [deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!];
      }
    const failedDeliveries = deliver ? await this.#dispatch(deliveries) : [];
    return { deliveries, failedDeliveries };
  }

  async #dispatch(deliveries: WebhookDelivery[]): Promise<{ delivery: WebhookDelivery; error: unknown }[]> {
    const failed: { delivery: WebhookDelivery; error: unknown }[] = [];
    const deliver = this.options.deliver;
    if (!deliver) return failed;
    for (const delivery of deliveries) {
      try {
        await deliver(delivery);
      } catch (error) {
        failed.push({ delivery, error });
        this.#undelivered.push(delivery);
      }
    }
    return failed;
  }
}
