import { RFA_MESSAGES, rfaForCollect, rfaForError, userMessage, type MessageContext } from './messages';
import type { CollectStatus } from './types';

const qr: MessageContext = { method: 'qr' };
const auto: MessageContext = { method: 'autostart' };
const autoMobile: MessageContext = { method: 'autostart', mobile: true };

describe('recommended message for a collect answer', () => {
  it.each<[CollectStatus, string | undefined, MessageContext, string | null]>([
    ['pending', 'outstandingTransaction', qr, 'RFA1'],
    ['pending', 'outstandingTransaction', auto, 'RFA13'],
    ['pending', 'noClient', qr, 'RFA1'],
    ['pending', 'noClient', auto, 'RFA1'],
    ['pending', 'started', auto, 'RFA15A'],
    ['pending', 'started', autoMobile, 'RFA15B'],
    ['pending', 'userSign', qr, 'RFA9'],
    ['pending', 'userMrtd', qr, 'RFA23'],
    ['pending', 'userCallConfirm', qr, 'RFA21'],
    ['pending', 'somethingNew', auto, 'RFA21'],
    ['failed', 'cancelled', qr, 'RFA3'],
    ['failed', 'userCancel', qr, 'RFA6'],
    ['failed', 'expiredTransaction', auto, 'RFA8'],
    ['failed', 'certificateErr', qr, 'RFA16'],
    ['failed', 'startFailed', auto, 'RFA17A'],
    ['failed', 'startFailed', qr, 'RFA17B'],
    ['failed', 'transactionRiskBlocked', qr, 'RFA22'],
    ['failed', 'somethingNew', qr, 'RFA22'],
    ['complete', undefined, qr, null],
  ])('%s/%s (%o) → %s', (status, hintCode, ctx, expected) => {
    expect(rfaForCollect({ status, hintCode }, ctx)).toBe(expected);
  });
});

describe('recommended message for an error', () => {
  it.each([
    ['canceled', 'RFA3'],
    ['alreadyInProgress', 'RFA4'],
    ['requestTimeout', 'RFA5'],
    ['maintenance', 'RFA5'],
    ['internalError', 'RFA5'],
    ['tooManyRequests', 'RFA5'],
    ['invalidParameters', 'RFA22'],
    ['unauthorized', 'RFA22'],
    ['somethingNew', 'RFA22'],
  ])('%s → %s', (code, expected) => {
    expect(rfaForError(code)).toBe(expected);
  });
});

describe('Swedish texts', () => {
  it.each([
    ['RFA1', 'Starta BankID-appen'],
    ['RFA4', 'En identifiering eller underskrift för det här personnumret är redan påbörjad. Försök igen.'],
    ['RFA9', 'Skriv in din säkerhetskod i BankID-appen och välj Identifiera eller Skriv under.'],
    ['RFA17B', 'Misslyckades att läsa av QR-koden. Starta BankID-appen och läs av QR-koden.'],
    ['RFA22', 'Okänt fel. Försök igen.'],
  ] as const)('%s', (code, text) => {
    expect(userMessage(code)).toBe(text);
  });
  it('has a text for every code', () => {
    for (const text of Object.values(RFA_MESSAGES)) expect(text.length).toBeGreaterThan(10);
  });
});
