// The sandbox's public face: the plugin for the app; the switches and banks for tests.
export { openBankingSandboxPlugin, type OpenBankingSandboxOptions } from './plugin';
export { BANKS } from './banks';
export { DEFAULT_SWITCHES, type Switches } from './switches';
