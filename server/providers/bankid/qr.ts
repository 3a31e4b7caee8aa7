// The animated QR code of an order: bankid.<qrStartToken>.<time>.<HMAC-SHA256(qrStartSecret, time) in hex>,
// time being whole seconds since the order was started. The RP regenerates it every second; the sandbox
// verifies what its tester "scans" the way BankID does.
import { createHmac, timingSafeEqual } from 'node:crypto';

const QR_PATTERN = /^bankid\.([0-9a-fA-F-]{36})\.(0|[1-9]\d{0,6})\.([0-9a-f]{64})$/;

export function qrAuthCode(qrStartSecret: string, time: number): string {
  return createHmac('sha256', qrStartSecret).update(String(time)).digest('hex');
}

export function qrContent(qrStartToken: string, qrStartSecret: string, time: number): string {
  return `bankid.${qrStartToken}.${time}.${qrAuthCode(qrStartSecret, time)}`;
}

/** Whole seconds from the order's start to now (never negative, should clocks disagree). */
export function qrTime(orderStartedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - orderStartedAt.getTime()) / 1000));
}

/** The QR content to show at `now` for an order started at `orderStartedAt`. */
export function qrContentAt(
  order: { qrStartToken: string; qrStartSecret: string },
  orderStartedAt: Date,
  now: Date,
): string {
  return qrContent(order.qrStartToken, order.qrStartSecret, qrTime(orderStartedAt, now));
}

export interface ScannedQr {
  qrStartToken: string;
  time: number;
  authCode: string;
}

/** The parts of a scanned QR string, or null when it is not a BankID QR code. */
export function parseQrContent(content: string): ScannedQr | null {
  const m = QR_PATTERN.exec(content.trim());
  if (!m) return null;
  return { qrStartToken: m[1]!.toLowerCase(), time: Number(m[2]), authCode: m[3]! };
}

/** Constant-time check that authCode is the HMAC of time under the order's secret. */
export function isAuthentic(scanned: ScannedQr, qrStartSecret: string): boolean {
  const expected = Buffer.from(qrAuthCode(qrStartSecret, scanned.time), 'hex');
  const given = Buffer.from(scanned.authCode, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
