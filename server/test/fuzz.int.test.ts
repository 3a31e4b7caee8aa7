// Fuzzing the edges (issue 15): generated inputs (fast-check) over every mutation of both GraphQL schemas, every upload
// route and every sandbox endpoint. Whatever comes in, the answer is never a 5xx, no promise is left rejected, and
// nothing is logged at error level. FUZZ_INPUTS sets how many inputs in all (2 000 in the test suite; `npm run fuzz`
// sends 10 000), FUZZ_SEED the seed (fixed, so a failure can be replayed; fast-check prints it with the input).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { buildASTSchema, buildSchema, parse, type GraphQLSchema } from 'graphql';
import { scenarios } from '../db/seed/scenarios';
import { documentOf } from '../graphql/testing/sample-operations';
import { staffTypeDefs } from '../graphql/staff/staff-schema';
import { admin, staffLoggedIn, type StaffClient } from '../staff/testing';
import { argumentsArbitrary, fileArbitrary, formFieldsArbitrary, jsonBodyArbitrary, pathSegmentArbitrary } from './fuzz-arbitraries';
import { useTestServer, type TestClient } from './harness';

const INPUTS = Number(process.env.FUZZ_INPUTS ?? 2000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

const applicantSchema = buildSchema(readFileSync(path.resolve(import.meta.dirname, '../../schema.graphql'), 'utf8'));
const staffSchema = buildASTSchema(parse(staffTypeDefs.join('\n')));

interface Target {
  name: string;
  /** Sends one generated input; resolves to the HTTP status. */
  property: (ctx: Clients) => fc.IAsyncProperty<[unknown]>;
}
interface Clients {
  applicant: TestClient;
  visitor: TestClient;
  staff: StaffClient;
  home: string;
}

const status = (res: { status: number }) => res.status;

function mutationTargets(schema: GraphQLSchema, endpoint: 'applicant' | 'staff'): Target[] {
  return Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) => {
    const query = documentOf('mutation', field);
    return {
      name: `${endpoint} mutation ${field.name}`,
      property: (c) =>
        fc.asyncProperty(argumentsArbitrary(field.args), async (variables) =>
          expectNoServerError(endpoint === 'staff' ? status(await c.staff.graphql(query, variables)) : status(await c.applicant.graphql(query, variables))),
        ) as fc.IAsyncProperty<[unknown]>,
    };
  });
}

function uploadTarget(name: string, route: (c: Clients) => string, fields: string[], who: (c: Clients) => TestClient): Target {
  return {
    name: `upload ${name}`,
    property: (c) =>
      fc.asyncProperty(formFieldsArbitrary(fields), fc.option(fileArbitrary, { nil: null }), async (form, file) => {
        const { extra, ...named } = form as Record<string, string> & { extra?: Record<string, string> };
        const files = file ? [{ field: 'file', name: file.name, type: file.type, content: Buffer.from(file.content) }] : [];
        const client = who(c);
        const headers: Record<string, string> = route(c).startsWith('/staff/api') ? { 'x-csrf-token': c.staff.staffCsrf() ?? '' } : {};
        const body = new FormData();
        for (const [k, v] of Object.entries({ ...extra, ...named })) body.append(k, v);
        for (const f of files) body.append(f.field, new Blob([new Uint8Array(f.content)], { type: f.type }), f.name);
        return expectNoServerError(status(await client.request('POST', route(c), body, headers)));
      }) as unknown as fc.IAsyncProperty<[unknown]>,
  };
}

const FETCHABLE = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);

function sandboxTargets(routes: { method: string; url: string }[]): Target[] {
  // The testers' own controls (switches, settings) are left out: they slow or break the sandbox on purpose.
  const seen = new Set<string>();
  return routes
    .filter((r) => r.url.startsWith('/sandbox/') && !r.url.includes('/tester/') && FETCHABLE.has(r.method))
    .filter((r) => !seen.has(`${r.method} ${r.url}`) && seen.add(`${r.method} ${r.url}`))
    .map((r) => ({
      name: `sandbox ${r.method} ${r.url}`,
      property: (c) =>
        fc.asyncProperty(fc.array(pathSegmentArbitrary, { minLength: 4, maxLength: 4 }), jsonBodyArbitrary, fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), fc.string({ maxLength: 40 }), { maxKeys: 3 }), async (segments, body, query) => {
          let i = 0;
          const pathname = r.url.replace(/:[A-Za-z]+/g, () => segments[i++ % segments.length]!);
          const search = new URLSearchParams(query as Record<string, string>).toString();
          const res = await fetch(`${c.visitor.baseUrl}${pathname}${search ? `?${search}` : ''}`, {
            method: r.method,
            headers: r.method === 'GET' || r.method === 'DELETE' ? {} : { 'content-type': 'application/json' },
            body: r.method === 'GET' || r.method === 'DELETE' ? undefined : JSON.stringify(body),
            redirect: 'manual',
          });
          await res.arrayBuffer();
          return expectNoServerError(res.status);
        }) as unknown as fc.IAsyncProperty<[unknown]>,
    }));
}

function expectNoServerError(code: number): boolean {
  return code < 500;
}

const server = useTestServer();
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => void rejections.push(reason);

describe('fuzzing every mutation, upload and sandbox endpoint', () => {
  let clients: Clients;
  let targets: Target[];
  beforeAll(async () => {
    process.on('unhandledRejection', onRejection);
    const applicant = await server.loggedIn(scenarios.payingApplicant);
    const { rentalObjects } = await applicant.data('{ getRentalObjectsAvailable(take: 1) { rentalObjects { rentalObjectId } } }');
    clients = { applicant, visitor: server.client(), staff: await staffLoggedIn(server, admin), home: rentalObjects[0].rentalObjectId };
    targets = [
      ...mutationTargets(applicantSchema, 'applicant'),
      ...mutationTargets(staffSchema, 'staff'),
      uploadTarget('document', () => '/mypages/api/documents', ['description', 'documentTypeId', 'regionId'], (c) => c.applicant),
      uploadTarget('certificate', () => '/mypages/api/incomes/certifications', ['name', 'applicantIncomeId', 'certificationTypeId', 'slot', 'contentType'], (c) => c.applicant),
      uploadTarget('registration', () => '/mypages/api/registration', ['personalIdentityNumber', 'email', 'emailRepeat', 'mobile', 'password', 'firstName', 'lastName'], (c) => c.visitor),
      uploadTarget('co-applicant registration', () => '/mypages/api/registration/co', ['personalIdentityNumber', 'email', 'mobile', 'password'], (c) => c.visitor),
      uploadTarget('listing image', (c) => `/staff/api/listings/${c.home}/images`, ['alt', 'altText'], (c) => c.staff.http),
      ...sandboxTargets(server.routes),
    ];
  });
  afterAll(() => {
    process.off('unhandledRejection', onRejection);
  });

  it('answers every generated input without a 5xx, a rejected promise or an error in the log', async () => {
    const runsEach = Math.max(3, Math.ceil(INPUTS / targets.length));
    const failures: string[] = [];
    for (const [i, target] of targets.entries()) {
      const details = await fc.check(target.property(clients), { numRuns: runsEach, seed: SEED + i, endOnFailure: true });
      if (details.failed) failures.push(`${target.name}: ${fc.defaultReportMessage(details)?.slice(0, 600)}`);
    }
    const errorLines = server.logs.filter((line) => /"level":(50|60)/.test(line)).map((line) => line.slice(0, 400));
    console.info(`fuzz: ${targets.length} targets × ${runsEach} inputs = ${targets.length * runsEach} inputs (seed ${SEED})`);
    expect(failures).toEqual([]);
    expect(rejections).toEqual([]);
    expect(errorLines).toEqual([]);
  }, 1_800_000);
});
