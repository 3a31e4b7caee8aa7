// completionData of a completed sandbox order, shaped like BankID's: an XML signature (base64) over what was
// shown and signed, and a DER OCSP response (base64). Derived from the order alone, so every collect of the
// same order returns the same bytes. Nothing here is cryptographically valid; the values are for look and audit.
import { createHash, createHmac } from 'node:crypto';
import type { CompletionData } from '../types';
import type { Identity, Order } from './order';

// Not a secret: it only makes values differ per order the way real ones do.
const SANDBOX_KEY = 'bankid-sandbox-not-a-real-key';

const mac = (data: string) => createHmac('sha256', SANDBOX_KEY).update(data).digest();
const xmlEscape = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The same pseudo hardware id for a person on every order, as one phone would give. */
const uhiOf = (personalNumber: string) => createHash('sha1').update(`uhi:${personalNumber}`).digest('base64');

/** A fixed issue date per person between 2020 and 2024. */
function issueDateOf(personalNumber: string): string {
  const days = mac(`issued:${personalNumber}`).readUInt16BE(0) % 1800;
  return new Date(Date.UTC(2020, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
}

function signedData(order: Order, identity: Identity): string {
  const { userVisibleData, userNonVisibleData } = order.request;
  return [
    '<bankIdSignedData xmlns="http://www.bankid.com/signature/v1.0.0/types" Id="bidSignedData">',
    userVisibleData ? `<usrVisibleData charset="UTF-8" visible="wysiwys">${userVisibleData}</usrVisibleData>` : '',
    userNonVisibleData ? `<usrNonVisibleData>${userNonVisibleData}</usrNonVisibleData>` : '',
    `<srvInfo><name>${xmlEscape('Bostadsportalen (sandlåda)')}</name>`,
    `<nonce>${mac(`nonce:${order.orderRef}`).toString('base64')}</nonce></srvInfo>`,
    `<clientInfo><funcId>${order.type === 'sign' ? 'Signing' : 'Identification'}</funcId><version>Sandbox</version>`,
    `<env><ai><type>U0FOREJPWA==</type><uhi>${uhiOf(identity.personalNumber)}</uhi><fsib>0</fsib><utb>cs1</utb>`,
    '<requirement><condition><type>CertificatePolicies</type><value>1.2.752.78.1.5</value></condition></requirement>',
    '<uauth>pw</uauth></ai></env></clientInfo></bankIdSignedData>',
  ].join('');
}

function signatureXml(order: Order, identity: Identity): string {
  const data = signedData(order, identity);
  const digest = createHash('sha256').update(data).digest('base64');
  const subject = `CN=${identity.givenName} ${identity.surname}, SERIALNUMBER=${identity.personalNumber}, O=BankID sandlåda, C=SE`;
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
    '<Signature xmlns="http://www.w3.org/2000/09/xmldsig#"><SignedInfo>',
    '<CanonicalizationMethod Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"></CanonicalizationMethod>',
    '<SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"></SignatureMethod>',
    '<Reference Type="http://www.bankid.com/signature/v1.0.0/types" URI="#bidSignedData">',
    '<Transforms><Transform Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"></Transform></Transforms>',
    `<DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"></DigestMethod><DigestValue>${digest}</DigestValue>`,
    `</Reference></SignedInfo><SignatureValue>${mac(`sig:${digest}`).toString('base64')}</SignatureValue>`,
    `<KeyInfo><X509Data><X509SubjectName>${xmlEscape(subject)}</X509SubjectName></X509Data></KeyInfo>`,
    `<Object>${data}</Object></Signature>`,
  ].join('');
}

// Minimal DER, enough for an OCSPResponse (RFC 6960) that parsers read as "successful, certificate good".
function der(tag: number, ...parts: Buffer[]): Buffer {
  const content = Buffer.concat(parts);
  const n = content.length;
  const length = n < 0x80 ? [n] : n < 0x100 ? [0x81, n] : [0x82, n >> 8, n & 0xff];
  return Buffer.concat([Buffer.from([tag, ...length]), content]);
}
const hex = (h: string) => Buffer.from(h, 'hex');
const OID_OCSP_BASIC = hex('06092b0601050507300101');
const SHA1 = der(0x30, hex('06052b0e03021a0500'));
const SHA256_RSA = der(0x30, hex('06092a864886f70d01010b0500'));
const generalizedTime = (d: Date) => der(0x18, Buffer.from(`${d.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`));

function ocspResponse(order: Order, at: Date): Buffer {
  const sha1 = (label: string) => createHash('sha1').update(`${label}:${order.orderRef}`).digest();
  const serial = der(0x02, Buffer.from([0x01]), sha1('serial').subarray(0, 8));
  const certId = der(0x30, SHA1, der(0x04, sha1('issuerName')), der(0x04, sha1('issuerKey')), serial);
  const good = hex('8000');
  const single = der(0x30, certId, good, generalizedTime(at));
  const responseData = der(0x30, der(0xa2, der(0x04, sha1('responder'))), generalizedTime(at), der(0x30, single));
  const basic = der(0x30, responseData, SHA256_RSA, der(0x03, Buffer.from([0]), mac(`ocsp:${order.orderRef}`)));
  const successful = der(0x0a, Buffer.from([0]));
  return der(0x30, successful, der(0xa0, der(0x30, OID_OCSP_BASIC, der(0x04, basic))));
}

export function completionDataFor(order: Order, identity: Identity, at: Date): CompletionData {
  return {
    user: {
      personalNumber: identity.personalNumber,
      name: `${identity.givenName} ${identity.surname}`,
      givenName: identity.givenName,
      surname: identity.surname,
    },
    device: { ipAddress: order.request.endUserIp, uhi: uhiOf(identity.personalNumber) },
    bankIdIssueDate: issueDateOf(identity.personalNumber),
    ...(order.request.requirement?.mrtd ? { stepUp: { mrtd: true } } : {}),
    signature: Buffer.from(signatureXml(order, identity), 'utf8').toString('base64'),
    ocspResponse: ocspResponse(order, at).toString('base64'),
    ...(order.request.returnRisk ? { risk: 'low' as const } : {}),
  };
}
