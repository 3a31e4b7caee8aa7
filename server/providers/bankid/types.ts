// The BankID Relying Party API v6.0 on the wire: request and response bodies, hint and error codes.
// Shared by the client (which speaks it) and the sandbox (which serves it), so both agree by construction.

export type OrderType = 'auth' | 'sign';

/** Restrictions on who and how an order may be completed (v6 moved personalNumber here from the top level). */
export interface Requirement {
  pinCode?: boolean;
  mrtd?: boolean;
  cardReader?: 'class1' | 'class2';
  certificatePolicies?: string[];
  /** 12 digits; only this person may complete the order. */
  personalNumber?: string;
}

export interface WebDeviceParameters {
  referringDomain?: string;
  userAgent?: string;
  deviceIdentifier?: string;
}

export interface AppDeviceParameters {
  appIdentifier?: string;
  deviceOS?: string;
  deviceModelName?: string;
  deviceIdentifier?: string;
}

export interface AuthRequest {
  /** The end user's IP address as the RP sees it. */
  endUserIp: string;
  requirement?: Requirement;
  /** Base64 of UTF-8 text shown in the app. */
  userVisibleData?: string;
  /** Base64; never shown, part of the signature. */
  userNonVisibleData?: string;
  userVisibleDataFormat?: 'simpleMarkdownV1';
  /** Where the app returns after an autostart on the same device; should carry a session nonce. */
  returnUrl?: string;
  returnRisk?: boolean;
  web?: WebDeviceParameters;
  app?: AppDeviceParameters;
}

export interface SignRequest extends AuthRequest {
  userVisibleData: string;
}

export interface OrderResponse {
  orderRef: string;
  autoStartToken: string;
  qrStartToken: string;
  /** Key of the animated QR code's HMAC: stays on the server, never sent to the browser. */
  qrStartSecret: string;
}

export const PENDING_HINT_CODES = ['outstandingTransaction', 'noClient', 'started', 'userMrtd', 'userCallConfirm', 'userSign'] as const;
export const FAILED_HINT_CODES = [
  'expiredTransaction',
  'certificateErr',
  'userCancel',
  'cancelled',
  'startFailed',
  'userDeclinedCall',
  'notSupportedByUserApp',
  'transactionRiskBlocked',
] as const;
export type PendingHintCode = (typeof PENDING_HINT_CODES)[number];
export type FailedHintCode = (typeof FAILED_HINT_CODES)[number];
/** BankID may add hint codes at any time; callers must cope with values they do not know. */
export type Unknown = string & {};

export interface CompletionData {
  user: { personalNumber: string; name: string; givenName: string; surname: string };
  device: { ipAddress: string; uhi: string };
  /** YYYY-MM-DD */
  bankIdIssueDate: string;
  stepUp?: { mrtd: boolean };
  /** Base64 of the XML signature; keep for audit. */
  signature: string;
  /** Base64 of the DER OCSP response; keep for audit. */
  ocspResponse: string;
  risk?: 'low' | 'moderate' | 'high';
}

export type CollectResponse =
  | { orderRef: string; status: 'pending'; hintCode: PendingHintCode | Unknown }
  | { orderRef: string; status: 'failed'; hintCode: FailedHintCode | Unknown }
  | { orderRef: string; status: 'complete'; completionData: CompletionData };

export type CollectStatus = CollectResponse['status'];

export const BANKID_ERROR_CODES = [
  'alreadyInProgress',
  'invalidParameters',
  'unauthorized',
  'notFound',
  'methodNotAllowed',
  'requestTimeout',
  'unsupportedMediaType',
  'tooManyRequests',
  'internalError',
  'maintenance',
] as const;
export type BankIdErrorCode = (typeof BANKID_ERROR_CODES)[number];

/** The body of every non-200 answer. */
export interface ErrorBody {
  errorCode: BankIdErrorCode | Unknown;
  details: string;
}
