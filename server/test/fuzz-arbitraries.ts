// Test helper for the fuzz tests (issue 15): fast-check arbitraries of a GraphQL argument's type — mostly values the
// type allows (odd strings, extreme numbers, missing optional fields, long lists), and now and then a value of the
// wrong type, which the server must refuse with a 4xx rather than fall over.
import fc from 'fast-check';
import { getNullableType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType, type GraphQLArgument, type GraphQLInputType } from 'graphql';

/** Strings that have broken servers before: paths, SQL, markup, format strings, huge and odd Unicode, personnummer. */
const NASTY = ['', ' ', '../../../etc/passwd', "'; DROP TABLE applicants; --", '<script>alert(1)</script>', '%s%n%x', '${7*7}', '\u202e\u0000\uffff', '😀'.repeat(300), 'a'.repeat(20_000), '199001012385', '19900101-2385', '-1', '1e309', 'null', 'true', '2026-02-30', '2026-13-01T25:61:00Z'];

const text = fc.oneof(fc.constantFrom(...NASTY), fc.string({ maxLength: 300 }), fc.string({ unit: 'grapheme', maxLength: 120 }), fc.string({ unit: 'binary', maxLength: 60 }));
const wrongType = fc.oneof(fc.constant(null), fc.boolean(), fc.integer(), fc.string({ maxLength: 10 }), fc.array(fc.integer(), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }));

function scalar(name: string): fc.Arbitrary<unknown> {
  switch (name) {
    case 'Int':
      return fc.oneof(fc.integer(), fc.constantFrom(0, -1, 2_147_483_647, -2_147_483_648, 2_147_483_648, Number.MAX_SAFE_INTEGER));
    case 'Float':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -0.5, 1e308, -1e308));
    case 'Boolean':
      return fc.boolean();
    case 'Date':
      return fc.oneof(fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)), text);
    case 'DateTime':
      return fc.oneof(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()), text);
    case 'Upload':
      return fc.constant(null);
    default:
      return text;
  }
}

export function inputArbitrary(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const inner = getNullableType(type) as GraphQLInputType;
  let value: fc.Arbitrary<unknown>;
  if (isListType(inner)) value = depth > 3 ? fc.constant([]) : fc.array(inputArbitrary(inner.ofType, depth + 1), { maxLength: 6 });
  else if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields());
    value =
      depth > 3
        ? fc.constant({})
        : fc.record(Object.fromEntries(fields.map((f) => [f.name, inputArbitrary(f.type, depth + 1)])), { requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name) });
  } else if (isEnumType(inner)) value = fc.oneof(fc.constantFrom(...inner.getValues().map((v) => v.value)), text);
  else if (isScalarType(inner)) value = scalar(inner.name);
  else value = fc.constant(null);
  const typed = isNonNullType(type) ? value : fc.option(value, { nil: null, freq: 6 });
  return fc.oneof({ weight: 19, arbitrary: typed }, { weight: 1, arbitrary: wrongType });
}

/** Variables for all of a field's arguments (optional ones sometimes left out). */
export function argumentsArbitrary(args: readonly GraphQLArgument[]): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(Object.fromEntries(args.map((a) => [a.name, inputArbitrary(a.type)])), { requiredKeys: args.filter((a) => isNonNullType(a.type)).map((a) => a.name) });
}

/** Fields of a multipart form: known names with odd values, plus strangers. */
export const formFieldsArbitrary = (names: string[]) =>
  fc.record({ ...Object.fromEntries(names.map((n) => [n, text])), extra: fc.dictionary(fc.string({ minLength: 1, maxLength: 20 }), text, { maxKeys: 3 }) }, { requiredKeys: [] });

/** A file: random bytes, a real type's magic number in front now and then, under a name that may lie. */
export const fileArbitrary = fc.record({
  name: fc.oneof(fc.constantFrom('intyg.pdf', 'id.png', 'a,b.pdf', '../../x.pdf', 'x'.repeat(400) + '.pdf', 'setup.exe', ''), fc.string({ maxLength: 80 })),
  type: fc.constantFrom('application/pdf', 'image/png', 'application/octet-stream', 'text/html', ''),
  content: fc.oneof(
    fc.uint8Array({ maxLength: 4096 }),
    fc.uint8Array({ maxLength: 2048 }).map((b) => new Uint8Array([...Buffer.from('%PDF-1.4\n'), ...b])),
    fc.uint8Array({ maxLength: 2048 }).map((b) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...b])),
  ),
});

/** A JSON body for a sandbox's endpoint: any JSON, or an object with odd values under plausible keys. */
export const jsonBodyArbitrary = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom('personalNumber', 'orderRef', 'endUserIp', 'amount', 'order', 'checkout', 'code', 'grant_type', 'client_id', 'client_secret', 'scope', 'status', 'email_address', 'hash', 'state', 'accountId', 'pnr'), fc.oneof(text, fc.integer(), fc.jsonValue({ maxDepth: 2 })), { maxKeys: 6 }),
);

export const pathSegmentArbitrary = fc.oneof(fc.constantFrom('1', '0', '-1', 'x', '..', '%00', 'a'.repeat(300), '00000000-0000-0000-0000-000000000000'), fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent));
