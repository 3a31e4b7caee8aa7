// Where Tink Link sends the user back (providers.md §4.2): redirect_uri with code, credentials_id and state on
// success; error, error_reason, message, tracking_id (provider_name, state) on failure.
import { randomUUID } from 'node:crypto';
import type { LinkErrorStatus } from '../types';

export interface LinkFailure {
  error: LinkErrorStatus;
  reason: string;
  /** Localised text for the user. */
  message: string;
}

export const FAILURES = {
  cancelled: { error: 'USER_CANCELLED', reason: 'USER_CANCELLED', message: 'Du avbröt anslutningen till banken.' },
  bankIdCancelled: { error: 'USER_CANCELLED', reason: 'USER_CANCELLED_BANKID', message: 'Identifieringen med BankID avbröts.' },
  bankUnavailable: { error: 'TEMPORARY_ERROR', reason: 'PROVIDER_UNAVAILABLE', message: 'Banken är inte tillgänglig just nu. Försök igen senare.' },
  bankIdUnavailable: { error: 'TEMPORARY_ERROR', reason: 'BANKID_UNAVAILABLE', message: 'BankID är inte tillgängligt just nu. Försök igen senare.' },
  bankIdFailed: { error: 'AUTHENTICATION_ERROR', reason: 'BANKID_FAILED', message: 'Identifieringen med BankID misslyckades.' },
  badMarket: { error: 'BAD_REQUEST', reason: 'INVALID_PARAMETER_MARKET', message: 'Marknaden stöds inte.' },
  noAccounts: { error: 'BAD_REQUEST', reason: 'NO_ACCOUNTS_SELECTED', message: 'Inga konton valdes.' },
} as const satisfies Record<string, LinkFailure>;

function withParams(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  return url.toString();
}

export function successUrl(redirectUri: string, code: string, credentialsId: string, state?: string): string {
  return withParams(redirectUri, { code, credentials_id: credentialsId, state });
}

export function failureUrl(redirectUri: string, f: LinkFailure, state?: string, providerName?: string): string {
  return withParams(redirectUri, { error: f.error, error_reason: f.reason, message: f.message, tracking_id: randomUUID(), provider_name: providerName, state });
}
