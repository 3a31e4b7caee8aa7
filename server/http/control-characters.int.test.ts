// Control characters at the edge (issue 9, security 6): every GraphQL query and mutation with a string argument
// (nested input objects included, as variables and as literals) and the REST bodies are fuzzed with a NUL byte. Each is
// refused with the Swedish validation message before anything runs, and the captured log holds none of the values sent.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  astFromValue,
  buildSchema,
  print,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { scenarios } from '../db/seed/scenarios';
import { FORBIDDEN_TEXT_MESSAGE } from '../domain/forbidden-text';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { vi } from 'vitest';

const schema = buildSchema(readFileSync(path.resolve(import.meta.dirname, '../../schema.graphql'), 'utf8'));
const anna = scenarios.payingApplicant;

let server: TestServer;
let client: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  client = server.client();
  expect((await client.login(anna.email, anna.password)).status).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

/** Every value sent carries a name, an e-mail, a phone and a personnummer, each numbered, around a NUL byte. */
let sent = 0;
const fuzzed = (): string => {
  sent += 1;
  return `Fuzzina Nulldottir${sent} 199001012385 fuzz${sent}@example.se 070-555${String(sent).padStart(4, '0')}\u0000x`;
};

function valueFor(type: GraphQLInputType): unknown {
  const inner = getNullableType(type) as GraphQLInputType;
  if (isListType(inner)) return [valueFor(inner.ofType)];
  if (isInputObjectType(inner)) return Object.fromEntries(Object.values(inner.getFields()).map((f) => [f.name, valueFor(f.type)]));
  if (isEnumType(inner)) return inner.getValues()[0]?.value;
  if (isScalarType(inner)) {
    if (inner.name === 'Int') return 1;
    if (inner.name === 'Float') return 1.5;
    if (inner.name === 'Boolean') return true;
    if (inner.name === 'Date') return '2026-11-22';
    if (inner.name === 'DateTime') return '2026-11-22T10:00:00Z';
    if (inner.name === 'Upload') return null;
    return fuzzed();
  }
  return null;
}

const hasString = (type: GraphQLInputType, seen = new Set<string>()): boolean => {
  const named = getNamedType(type);
  if (isScalarType(named)) return named.name === 'String' || named.name === 'ID';
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((f) => hasString(f.type, seen));
};

const typeName = (type: GraphQLInputType): string => String(type);
const selection = (field: GraphQLField<unknown, unknown>) => (isObjectType(getNamedType(field.type)) ? ' { __typename }' : '');

const operations = (['Query', 'Mutation'] as const).flatMap((root) =>
  Object.values(schema.getType(root) && isObjectType(schema.getType(root)) ? (schema.getType(root) as never as { getFields(): Record<string, GraphQLField<unknown, unknown>> }).getFields() : {})
    .filter((field) => field.args.some((a: GraphQLArgument) => hasString(a.type)))
    .map((field) => ({ root, field })),
);

function expectRefused(res: { status: number; json: any; text: string }) {
  expect(res.text).not.toContain('Unexpected error');
  expect(res.json.errors?.[0]?.message ?? res.json.errorText).toBe(FORBIDDEN_TEXT_MESSAGE);
  expect(res.json.data ?? null).toBeNull();
}

describe('a NUL byte in a GraphQL string argument', () => {
  it('finds the operations with string arguments', () => {
    expect(operations.length).toBeGreaterThanOrEqual(20);
  });

  it.each(operations.map((o) => [`${o.root}.${o.field.name}`, o] as const))('%s: refused as a variable, nested inputs included', async (_name, { root, field }) => {
    const keyword = root === 'Query' ? 'query' : 'mutation';
    const declared = field.args.map((a) => `$${a.name}: ${typeName(a.type)}`).join(', ');
    const passed = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
    const variables = Object.fromEntries(field.args.map((a) => [a.name, valueFor(a.type)]));
    expectRefused(await client.graphql(`${keyword}(${declared}) { ${field.name}(${passed})${selection(field)} }`, variables));
  });

  it.each(operations.map((o) => [`${o.root}.${o.field.name}`, o] as const))('%s: refused as a literal', async (_name, { root, field }) => {
    const keyword = root === 'Query' ? 'query' : 'mutation';
    // graphql-js prints each value as GraphQL would write it (enums bare, strings escaped, nested inputs as objects).
    const literal = (type: GraphQLInputType): string => print(astFromValue(valueFor(type), type)!);
    const args = field.args
      .filter((a) => isNonNullType(a.type) || hasString(a.type))
      .map((a) => `${a.name}: ${literal(a.type)}`)
      .join(', ');
    expectRefused(await client.graphql(`${keyword} { ${field.name}(${args})${selection(field)} }`));
  });
});

describe('a NUL byte in a REST body or query string', () => {
  it('is refused at login, registration, BankID and the payment link', async () => {
    const anonymous = server.client();
    expectRefused(await anonymous.login(fuzzed(), fuzzed()));
    expectRefused(await anonymous.post('/mypages/api/account/StartBankIdReregistrationSession', { pnr: fuzzed(), isQrCode: true, returnUrl: '/' }));
    const registration = { personalIdentityNumber: fuzzed(), email: fuzzed(), emailRepeat: fuzzed(), mobile: fuzzed(), password: fuzzed(), passwordRepeat: fuzzed() };
    expectRefused(await anonymous.multipart('/mypages/api/registration', { registrationReq: JSON.stringify(registration) }));
    expectRefused(await anonymous.multipart('/mypages/api/registration/co', { registrationCoReq: JSON.stringify(registration) }));
    expectRefused(await anonymous.multipart('/mypages/api/registration', { registrationReq: JSON.stringify({ ...registration, noSwedishPersonalNumber: true, firstName: fuzzed(), street: fuzzed() }) }));
    expectRefused(await anonymous.get(`/mypages/api/payment-link?orderId=1&key=${encodeURIComponent(fuzzed())}`));
  });
});

describe('a database error that still happens', () => {
  const failing = () => new DrizzleQueryError('select * from applicants where email = $1', ['Hemlig Person 196404153832 hemlig@example.se'], new Error('boom'));

  it('is logged with its SQL but without the values, from GraphQL and from REST', async () => {
    const list = vi.spyOn(server.services.listings, 'available').mockRejectedValueOnce(failing());
    const login = vi.spyOn(server.services.account, 'login').mockRejectedValueOnce(failing());
    const before = server.logs.length;
    const graphql = await server.client().graphql('{ getRentalObjectsAvailable { totalCount } }');
    expect(graphql.json.errors[0].message).toBe('Unexpected error.');
    const rest = await server.client().login('someone@example.se', 'whatever');
    expect(rest.status).toBe(500);
    expect(list).toHaveBeenCalled();
    expect(login).toHaveBeenCalled();
    const log = server.logs.slice(before).join('\n');
    expect(log.match(/Failed query: select \* from applicants where email = \$1/g)?.length).toBeGreaterThanOrEqual(2);
    expect(log).not.toMatch(/Hemlig|196404153832|hemlig@example/);
    list.mockRestore();
    login.mockRestore();
  });
});

describe('the log after the fuzzing', () => {
  it('holds none of the values sent: no name, e-mail, phone, personnummer or NUL byte', () => {
    expect(sent).toBeGreaterThan(50);
    const log = server.logs.join('\n');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toMatch(/Nulldottir|fuzz\d+@example|070-555|199001012385|\\u0000/);
    expect(log).not.toContain('\u0000');
    expect(log).not.toMatch(/params: (?!\[not logged\])/);
  });
});
