// Population-register look-up (personsök). The real service (SPAR) is a SOAP service with these field names;
// we speak the same request/answer model as JSON over HTTPS (see docs/decisions.md). Only this file changes
// when a SOAP binding is needed.

export interface PopulationRecord {
  personalIdentityNumber: string;
  firstName: string;
  lastName: string;
  street: string | null;
  careOf: string | null;
  zipcode: string | null;
  city: string | null;
  /** Protected identity (sekretessmarkering or skyddad folkbokföring): the agency requires BankID identification. */
  protectedIdentity: boolean;
}

interface SvarPost {
  PersonId: { IdNummer: string; Typ: 'PERSONNUMMER' | 'SAMORDNINGSNUMMER' };
  Sekretessmarkering: 'J' | 'N';
  SkyddadFolkbokforing: 'J' | 'N';
  Namn: { Fornamn: string; Efternamn: string };
  Folkbokforingsadress?: { SvenskAdress?: { CareOf?: string; Utdelningsadress2?: string; PostNr?: string; Postort?: string } };
}

export class PopulationRegisterError extends Error {}

export class PopulationRegisterClient {
  constructor(private readonly opts: { baseUrl: string; apiKey: string; customerNumber: string; timeoutMs?: number }) {}

  /** The person's record, or null when the register has no such person. */
  async lookup(personalIdentityNumber: string): Promise<PopulationRecord | null> {
    const res = await fetch(`${this.opts.baseUrl.replace(/\/$/, '')}/personsok`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.opts.apiKey}` },
      body: JSON.stringify({
        IdentifieringsInformation: { KundNrLeveransMottagare: this.opts.customerNumber, SlutAnvandarId: 'Mina sidor' },
        PersonsokningFraga: { IdNummer: personalIdentityNumber },
      }),
      signal: AbortSignal.timeout(this.opts.timeoutMs ?? 5000),
    });
    if (!res.ok) throw new PopulationRegisterError(`personsök answered ${res.status}`);
    const body = (await res.json()) as { PersonsokningSvarspost?: SvarPost[] };
    const post = body.PersonsokningSvarspost?.[0];
    if (!post) return null;
    const a = post.Folkbokforingsadress?.SvenskAdress;
    return {
      personalIdentityNumber: post.PersonId.IdNummer,
      firstName: post.Namn.Fornamn,
      lastName: post.Namn.Efternamn,
      careOf: a?.CareOf ?? null,
      street: a?.Utdelningsadress2 ?? null,
      zipcode: a?.PostNr ?? null,
      city: a?.Postort ?? null,
      protectedIdentity: post.Sekretessmarkering === 'J' || post.SkyddadFolkbokforing === 'J',
    };
  }
}
