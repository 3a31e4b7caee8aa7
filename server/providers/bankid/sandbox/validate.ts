// Checks auth/sign/collect/cancel bodies the way BankID does, so a client bug shows up against the sandbox
// as the same 400 invalidParameters it would get in production.
import { isIP } from 'node:net';
import { isValidPersonalIdentityNumber } from '../../../../src/rules/personnummer';
import type { OrderType } from '../types';
import type { OrderRequest } from './order';

export interface RequestLimits {
  /** Characters of base64 (BankID v6: 1–1 500). */
  userVisibleDataMax: number;
  /** Characters of base64 (BankID: up to 200 000). */
  userNonVisibleDataMax: number;
  /** web.userAgent characters. */
  userAgentMax: number;
}

export const DEFAULT_LIMITS: RequestLimits = { userVisibleDataMax: 1500, userNonVisibleDataMax: 200_000, userAgentMax: 256 };

export type Checked<T> = { ok: true; value: T } | { ok: false; details: string };

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const OID = /^\d+(?:\.\d+)*(?:\.\*)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const utf8 = new TextDecoder('utf-8', { fatal: true });

type Body = Record<string, unknown>;
const isObject = (v: unknown): v is Body => typeof v === 'object' && v !== null && !Array.isArray(v);
const bad = (details: string): { ok: false; details: string } => ({ ok: false, details });

function isBase64Text(value: string): boolean {
  if (!BASE64.test(value)) return false;
  try {
    utf8.decode(Buffer.from(value, 'base64'));
    return true;
  } catch {
    return false;
  }
}

function checkRequirement(value: unknown): string | null {
  if (!isObject(value)) return 'Invalid requirement';
  const { pinCode, mrtd, cardReader, certificatePolicies, personalNumber } = value;
  if (pinCode !== undefined && typeof pinCode !== 'boolean') return 'Invalid requirement.pinCode';
  if (mrtd !== undefined && typeof mrtd !== 'boolean') return 'Invalid requirement.mrtd';
  if (cardReader !== undefined && cardReader !== 'class1' && cardReader !== 'class2') return 'Invalid requirement.cardReader';
  if (
    certificatePolicies !== undefined &&
    !(Array.isArray(certificatePolicies) && certificatePolicies.every((p) => typeof p === 'string' && OID.test(p)))
  ) {
    return 'Invalid requirement.certificatePolicies';
  }
  if (personalNumber !== undefined && !(typeof personalNumber === 'string' && isValidPersonalIdentityNumber(personalNumber))) {
    return 'Invalid requirement.personalNumber';
  }
  return null;
}

function checkStrings(value: unknown, name: string, keys: string[], max = Infinity): string | null {
  if (!isObject(value)) return `Invalid ${name}`;
  for (const key of keys) {
    const v = value[key];
    if (v !== undefined && (typeof v !== 'string' || v.length > max)) return `Invalid ${name}.${key}`;
  }
  return null;
}

function checkBase64(body: Body, key: string, max: number): string | null {
  const v = body[key];
  if (v === undefined) return null;
  return typeof v === 'string' && v.length > 0 && v.length <= max && isBase64Text(v) ? null : `Invalid ${key}`;
}

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** An auth or sign body (sign requires userVisibleData). */
export function checkOrderRequest(body: unknown, type: OrderType, limits: RequestLimits = DEFAULT_LIMITS): Checked<OrderRequest> {
  if (!isObject(body)) return bad('Invalid request body');
  const b = body;
  if (typeof b.endUserIp !== 'string' || isIP(b.endUserIp) === 0) return bad('Invalid endUserIp');
  // v6 removed the top-level personalNumber (secure start); silently ignoring it would hide a v5-era client.
  if (b.personalNumber !== undefined) return bad('personalNumber is not a parameter of v6.0, use requirement.personalNumber');
  if (type === 'sign' && b.userVisibleData === undefined) return bad('Missing userVisibleData');
  const problem =
    checkBase64(b, 'userVisibleData', limits.userVisibleDataMax) ??
    checkBase64(b, 'userNonVisibleData', limits.userNonVisibleDataMax) ??
    (b.userVisibleDataFormat !== undefined && (b.userVisibleDataFormat !== 'simpleMarkdownV1' || b.userVisibleData === undefined)
      ? 'Invalid userVisibleDataFormat'
      : null) ??
    (b.requirement !== undefined ? checkRequirement(b.requirement) : null) ??
    (b.returnUrl !== undefined && !isHttpUrl(b.returnUrl) ? 'Invalid returnUrl' : null) ??
    (b.returnRisk !== undefined && typeof b.returnRisk !== 'boolean' ? 'Invalid returnRisk' : null) ??
    (b.web !== undefined && b.app !== undefined ? 'Use either web or app, not both' : null) ??
    (b.web !== undefined ? checkStrings(b.web, 'web', ['referringDomain', 'deviceIdentifier']) : null) ??
    (b.web !== undefined ? checkStrings(b.web, 'web', ['userAgent'], limits.userAgentMax) : null) ??
    (b.app !== undefined ? checkStrings(b.app, 'app', ['appIdentifier', 'deviceOS', 'deviceModelName', 'deviceIdentifier']) : null);
  if (problem) return bad(problem);
  return {
    ok: true,
    value: {
      endUserIp: b.endUserIp,
      userVisibleData: b.userVisibleData as string | undefined,
      userNonVisibleData: b.userNonVisibleData as string | undefined,
      userVisibleDataFormat: b.userVisibleDataFormat as 'simpleMarkdownV1' | undefined,
      requirement: b.requirement as OrderRequest['requirement'],
      returnUrl: b.returnUrl as string | undefined,
      returnRisk: b.returnRisk as boolean | undefined,
    },
  };
}

/** A collect or cancel body. */
export function checkOrderRef(body: unknown): Checked<string> {
  if (!isObject(body) || typeof body.orderRef !== 'string' || !UUID.test(body.orderRef)) return bad('Invalid orderRef');
  return { ok: true, value: body.orderRef.toLowerCase() };
}
