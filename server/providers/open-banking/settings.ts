// The open-banking settings from configuration, shared by the client and our sandbox so both agree on the client
// id, secret and registered redirect URI. Empty URLs mean this server's sandbox: Link is opened by browsers, so it
// lives under PUBLIC_URL; the API is called by this server, so it is resolved where the server listens (SelfUrl).
import type { Config } from '../../config';

export const OPEN_BANKING_SANDBOX = '/sandbox/open-banking';
export const OPEN_BANKING_CALLBACK_PATH = '/mypages/api/open-banking/callback';

export interface OpenBankingSettings {
  /** Configured API root, or '' for our sandbox's (resolved by SelfUrl). */
  apiUrl: string;
  linkUrl: string;
  redirectUri: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  /** Hosts the providers' icons may come from besides the API's own origin (https only). */
  iconHosts: string[];
}

export function openBankingSettings(config: Config): OpenBankingSettings {
  const publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
  return {
    apiUrl: config.OPEN_BANKING_API_URL,
    linkUrl: config.OPEN_BANKING_LINK_URL || `${publicUrl}${OPEN_BANKING_SANDBOX}/link`,
    redirectUri: config.OPEN_BANKING_REDIRECT_URL || `${publicUrl}${OPEN_BANKING_CALLBACK_PATH}`,
    clientId: config.OPEN_BANKING_CLIENT_ID,
    clientSecret: config.OPEN_BANKING_CLIENT_SECRET,
    timeoutMs: config.OPEN_BANKING_TIMEOUT_MS,
    iconHosts: config.OPEN_BANKING_ICON_HOSTS.split(',').map((h) => h.trim()).filter(Boolean),
  };
}
