import { CERTIFICATION_TYPE_TEXTS } from '../../../src/rules/review';
import { CERTIFICATION_TYPES } from '../../domain/income-certifications';
import { maskPersonnummer, rejectionMail } from './review-mail';

describe('rejectionMail', () => {
  it('names the document, the reason and the documents page', () => {
    const mail = rejectionMail({ firstName: 'Anna', rejected: { kind: 'document', typeText: 'ID-handling', identification: true }, reason: 'Bilden är suddig', publicUrl: 'https://x.se/' });
    expect(mail.subject).toBe('Din ID-handling har inte godkänts');
    expect(mail.text).toContain('Hej Anna!');
    expect(mail.text).toContain('Skäl: Bilden är suddig');
    expect(mail.text).toContain('https://x.se/mypages/app/profile/documents');
  });

  it('asks for the certificate when a missing reason is rejected', () => {
    const mail = rejectionMail({ firstName: 'Anna', rejected: { kind: 'certificate', title: 'Beslut om studiemedel från CSN', missingReasonRejected: true }, reason: 'Beslutet behövs', publicUrl: 'https://x.se' });
    expect(mail.subject).toBe('Vi behöver ditt inkomstintyg');
    expect(mail.text).toContain('https://x.se/mypages/app/profile/incomes');
  });

  it.each(['199001011234', '19900101-1234', '900101-1234', '900101+1234'])('never sends a full personnummer written into the reason (%s)', (pnr) => {
    const mail = rejectionMail({ firstName: 'Anna', rejected: { kind: 'certificate', title: 'Intyg', missingReasonRejected: false }, reason: `Fel person: ${pnr}`, publicUrl: 'https://x.se' });
    expect(mail.text).not.toContain('1234');
    expect(mail.html).not.toContain('1234');
    expect(maskPersonnummer(pnr)).toMatch(/-XXXX$/);
  });
});

describe('CERTIFICATION_TYPE_TEXTS (the staff app names certificates by them)', () => {
  it('names every kind of certificate', () => {
    for (const id of Object.values(CERTIFICATION_TYPES)) expect(CERTIFICATION_TYPE_TEXTS[String(id)]).toBeTruthy();
  });
});
