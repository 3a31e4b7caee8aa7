// The Tink Link address that starts the one-time flow (providers.md §4.2 A): the user is sent there, picks a
// bank, identifies and consents; Tink then redirects to redirect_uri with code and state (or error …).
export interface LinkUrlOptions {
  /** https://link.tink.com, or our sandbox's …/sandbox/open-banking/link */
  linkUrl: string;
  clientId: string;
  redirectUri: string;
  /** Ties the callback to the session that started it (CSRF). */
  state: string;
  /** Skip the bank picker: a provider's name, e.g. se-nordea-ob. */
  inputProvider?: string;
  market?: string;
  locale?: string;
}

export const LINK_PATH = '/1.0/transactions/connect-accounts';

export function buildLinkUrl(o: LinkUrlOptions): string {
  const url = new URL(`${o.linkUrl.replace(/\/+$/, '')}${LINK_PATH}`);
  url.searchParams.set('client_id', o.clientId);
  url.searchParams.set('redirect_uri', o.redirectUri);
  url.searchParams.set('market', o.market ?? 'SE');
  url.searchParams.set('locale', o.locale ?? 'sv_SE');
  url.searchParams.set('state', o.state);
  if (o.inputProvider) url.searchParams.set('input_provider', o.inputProvider);
  return url.toString();
}
