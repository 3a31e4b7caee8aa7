// /sandbox/population-register: answers personsök from the sandbox persons; a tester page lists them.
import type { FastifyInstance } from 'fastify';
import { escapeHtml, sandboxPage } from '../../sandbox-html';
import { sandboxPersons } from '../../test-persons';

export async function populationRegisterSandboxPlugin(app: FastifyInstance, opts: { apiKey: string }): Promise<void> {
  app.post('/personsok', async (req, reply) => {
    if (req.headers.authorization !== `Bearer ${opts.apiKey}`) return reply.code(401).send({ Felkod: 'BEHORIGHET', Felbeskrivning: 'Ogiltig nyckel' });
    const id = (req.body as { PersonsokningFraga?: { IdNummer?: string } } | undefined)?.PersonsokningFraga?.IdNummer ?? '';
    if (!/^\d{12}$/.test(id)) return reply.code(400).send({ Felkod: 'FELAKTIG_FRAGA', Felbeskrivning: 'IdNummer ska ha 12 siffror' });
    const p = sandboxPersons.find((x) => x.pnr === id);
    if (!p) return { PersonsokningSvarspost: [] };
    return {
      PersonsokningSvarspost: [
        {
          PersonId: { IdNummer: p.pnr, Typ: Number(p.pnr.slice(6, 8)) > 60 ? 'SAMORDNINGSNUMMER' : 'PERSONNUMMER' },
          Sekretessmarkering: p.protectedIdentity ? 'J' : 'N',
          SkyddadFolkbokforing: 'N',
          Namn: { Fornamn: p.firstName, Efternamn: p.lastName },
          ...(p.street ? { Folkbokforingsadress: { SvenskAdress: { Utdelningsadress2: p.street, PostNr: p.zipcode, Postort: p.city } } } : {}),
        },
      ],
    };
  });

  app.get('/', async (_req, reply) => {
    const rows = sandboxPersons
      .map(
        (p) =>
          `<tr><td>${p.pnr}</td><td>${escapeHtml(`${p.firstName} ${p.lastName}`)}</td><td>${escapeHtml([p.street, p.zipcode, p.city].filter(Boolean).join(', ') || '—')}</td><td>${p.protectedIdentity ? 'Skyddad identitet (kräver BankID)' : ''}</td></tr>`,
      )
      .join('');
    const body = `<p>Personer som folkbokföringsregistrets sandlåda känner till. Andra giltiga personnummer ger svaret "hittades inte".</p>
<table><caption>Personer</caption><thead><tr><th scope="col">Personnummer</th><th scope="col">Namn</th><th scope="col">Adress</th><th scope="col">Anmärkning</th></tr></thead><tbody>${rows}</tbody></table>`;
    return reply.type('text/html; charset=utf-8').send(sandboxPage('Folkbokföring', body));
  });
}
