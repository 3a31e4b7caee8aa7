// The sandbox's public face: the plugin for the app, the driver and control for tests.
export { bankidSandboxPlugin, createBankIdSandbox, type BankIdSandbox, type BankIdSandboxOptions } from './plugin';
export { BankIdSandboxDriver, type DriverResult, type Who } from './driver';
export { SandboxControl, CONTROL_MESSAGES, type ControlResult, type OrderView, type FailHint } from './control';
export { DEFAULT_TIMING, type Identity, type OrderTiming } from './order';
export { TEST_PERSONS } from './test-identities';
