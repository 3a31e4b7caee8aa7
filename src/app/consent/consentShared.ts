// What the consent banner and the static first paint (scripts/bundle/static-shell-plugin.ts) share: the texts, and
// where and in which version the answer is stored. Plain data: the build reads it too.
export const CONSENT_STORAGE_KEY = 'cookie-consent';
/** Raised when what is asked for changes: older answers are asked again. */
export const CONSENT_VERSION = 1;

export const consentTexts = {
  heading: 'Kakor på Mina sidor',
  body: 'Vi använder nödvändiga kakor för att Mina sidor ska fungera, till exempel för att hålla dig inloggad. Med ditt samtycke använder vi också kakor för statistik och prestanda, som visar hur sidorna används så att vi kan göra dem bättre.',
  later: 'Du kan ändra ditt val när som helst under ”Inställningar för kakor” längst ned på sidan.',
  accept: 'Godkänn statistikkakor',
  reject: 'Bara nödvändiga kakor',
  acceptedNow: 'Ditt val nu: du har godkänt kakor för statistik och prestanda.',
  rejectedNow: 'Ditt val nu: bara nödvändiga kakor.',
  settings: 'Inställningar för kakor',
  cancel: 'Avbryt',
} as const;
