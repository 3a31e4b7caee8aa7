// Tink's API on the wire (providers.md §4): tokens, providers, the Data API v2 and error bodies. Shared by the
// client (which speaks it) and the sandbox (which serves it), so both agree by construction.

/** An amount as Tink sends it: value = unscaledValue × 10^(−scale), both as strings; negative = money out. */
export interface TinkAmount {
  value: { unscaledValue: string; scale: string };
  currencyCode: string;
}

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  scope: string;
}

/** A refusal: Tink's body carries errorCode and errorMessage (the OAuth endpoint may say error/error_description). */
export interface TinkErrorBody {
  errorCode?: string;
  errorMessage?: string;
  error?: string;
  error_description?: string;
}

export type ProviderFlow = 'REDIRECT' | 'DECOUPLED' | 'EMBEDDED';

export interface Provider {
  name: string;
  displayName: string;
  groupDisplayName: string;
  financialInstitutionId: string;
  financialInstitutionName: string;
  accessType: 'OPEN_BANKING' | 'OTHER';
  authenticationUserType: 'PERSONAL' | 'BUSINESS';
  authenticationFlow: ProviderFlow;
  credentialsType: 'MOBILE_BANKID' | 'THIRD_PARTY_APP' | 'PASSWORD';
  type: 'BANK' | 'CREDIT_CARD' | 'BROKER' | 'OTHER' | 'TEST';
  status: 'ENABLED' | 'DISABLED' | 'TEMPORARY_DISABLED' | 'OBSOLETE';
  market: string;
  currency: string;
  popular: boolean;
  images: { icon: string; banner: string | null };
  capabilities: string[];
}

export interface ProvidersResponse {
  providers: Provider[];
}

export type AccountType = 'CHECKING' | 'SAVINGS' | 'CREDIT_CARD' | 'LOAN' | 'INVESTMENT' | 'OTHER';

export interface Account {
  id: string;
  name: string;
  type: AccountType;
  balances: { booked: { amount: TinkAmount }; available?: { amount: TinkAmount } };
  identifiers: { iban?: { iban: string; bban: string }; financialInstitution?: { accountNumber: string; referenceNumbers: Record<string, string> } };
  dates: { lastRefreshed: string };
  financialInstitutionId: string;
  customerSegment: 'PERSONAL' | 'BUSINESS';
}

export interface AccountsPage {
  accounts: Account[];
  nextPageToken: string;
}

export interface Transaction {
  id: string;
  accountId: string;
  amount: TinkAmount;
  descriptions: { display: string; original: string };
  dates: { booked: string; value: string };
  identifiers: { providerTransactionId: string };
  status: 'BOOKED' | 'PENDING' | 'UNDEFINED';
  types: { type: string; financialInstitutionTypeCode?: string };
  categories?: { pfm: { id: string; name: string } };
  merchantInformation?: { merchantCategoryCode?: string; merchantName?: string };
  providerMutability?: string;
  reference?: string;
}

export interface TransactionsPage {
  transactions: Transaction[];
  nextPageToken: string;
}

/** The Data API's paging: at most 100 a page. */
export const MAX_PAGE_SIZE = 100;

/** Tink Link's error statuses in the callback's `error` parameter (providers.md §4.2). */
export type LinkErrorStatus = 'USER_CANCELLED' | 'BAD_REQUEST' | 'AUTHENTICATION_ERROR' | 'TEMPORARY_ERROR' | 'INTERNAL_ERROR' | 'INVALID_STATE';

/** Scopes of the one-time flow's user token (the Data API's). */
export const DATA_SCOPES = 'accounts:read,balances:read,transactions:read';

/**
 * The one-time flow's token as our client is configured at the aggregator: the Data API's scopes, user:read, so the
 * callback can learn the user's id (GET /api/v1/user), which a later revocation needs, and provider-consents:read, so
 * it can read when the consent ends at the bank (sessionExpiryDate).
 */
export const ONE_TIME_SCOPES = `${DATA_SCOPES},user:read,provider-consents:read`;

/** A consent at a bank as GET /api/v1/provider-consents (scope provider-consents:read) lists it (providers.md §4.3). */
export interface ProviderConsent {
  accountIds: string[];
  credentialsId: string;
  providerName: string;
  status: string;
  /** Milliseconds since the epoch. */
  statusUpdated: number;
  /** When the consent at the bank ends, milliseconds since the epoch. */
  sessionExpiryDate: number;
}

export interface ProviderConsentsResponse {
  providerConsents: ProviderConsent[];
}

/** GET /api/v1/user (scope user:read): the fields we use. */
export interface TinkUser {
  id: string;
}

/** POST /api/v1/oauth/authorization-grant (client token, scope authorization:grant): a code for the user's token. */
export interface AuthorizationGrantResponse {
  code: string;
}
