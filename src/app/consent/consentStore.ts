// The visitor's cookie consent (spec 000 §3 'Consent: a performance category'): stored in localStorage so it lasts,
// read synchronously at start so the banner is in the very first paint (it never pushes the page down later), and
// held in a reactive var so the banner, the footer link and the tag manager follow a change at once.
import { makeVar } from '@apollo/client';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from './consentShared';

export interface Consent {
  /** Statistics and performance measurement (the tag manager). Necessary cookies need no consent. */
  performance: boolean;
  /** When the choice was made (ISO 8601), to show and to renew the question later if the texts change. */
  decidedAt: string;
}

export { CONSENT_STORAGE_KEY };

/** A stored answer, or null when there is none usable (never asked, another version, damaged, no storage). */
export function parseConsent(stored: string | null): Consent | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as { v?: unknown; performance?: unknown; decidedAt?: unknown };
    if (value.v !== CONSENT_VERSION || typeof value.performance !== 'boolean' || typeof value.decidedAt !== 'string') return null;
    return { performance: value.performance, decidedAt: value.decidedAt };
  } catch {
    return null;
  }
}

export function serializeConsent(consent: Consent): string {
  return JSON.stringify({ v: CONSENT_VERSION, ...consent });
}

function readStored(): Consent | null {
  try {
    return parseConsent(localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

export const consentVar = makeVar<Consent | null>(readStored());
/** The consent settings are open again (from the footer link) after a choice was made. */
export const consentSettingsOpenVar = makeVar(false);

/** Records the visitor's choice (kept even when storage is unavailable: then it lasts until the page is left). */
export function decideConsent(performance: boolean, now: Date = new Date()): Consent {
  const consent = { performance, decidedAt: now.toISOString() };
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(consent));
  } catch {
    // Privacy settings can refuse storage; the choice still holds for this page.
  }
  consentVar(consent);
  consentSettingsOpenVar(false);
  return consent;
}
