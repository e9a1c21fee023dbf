import { RazorpayGateway, type RazorpayGatewayOptions } from './razorpay';
import { SandboxGateway, type SandboxGatewayOptions } from './sandbox';

export * from './gateway';
export * from './razorpay';
export * from './sandbox';
export * from './signatures';
export * from './webhooks';

/**
 * The Razorpay adapter when keys are configured, otherwise the built-in sandbox.
 * (Register the sandbox checkout route only when the result is a SandboxGateway.)
 */
export function createPaymentGateway(config: {
  razorpay?: RazorpayGatewayOptions | undefined;
  sandbox: SandboxGatewayOptions;
}): RazorpayGateway | SandboxGateway {
  return config.razorpay ? new RazorpayGateway(config.razorpay) : new SandboxGateway(config.sandbox);
}
