// The sandbox's public face: the plugin for the app, the in-process handle and the HTTP driver for tests.
export { paymentsSandboxPlugin, type PaymentsSandboxOptions } from './plugin';
export { createPaymentsSandbox, SANDBOX_MERCHANT_ID, type PaymentsSandbox, type PaymentsSandboxSetup } from './sandbox';
export { PaymentsSandboxDriver, type CardDetails, type CheckoutResult } from './driver';
export { startStandaloneSandbox, type StandaloneSandbox } from './standalone';
export { TEST_CARDS, type TestCard } from './cards';
export type { PaymentView } from './views';
export type { TesterSettings } from './tester-page';
export type { RefundBehaviour, RefundState } from './payment';
export type { Delivery, DeliverySettings, DeliveryStatus, RetryPolicy } from './webhook-queue';
