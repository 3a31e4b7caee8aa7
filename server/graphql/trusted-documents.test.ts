// Trusted documents: every document the two clients were built with (codegen's modules, as Apollo sends them with
// __typename added) is known to its endpoint; anything else — a changed selection, another endpoint's operation, a bare
// `{ __typename }`, introspection — is not. The key ignores what Apollo and formatting change, nothing more.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { Kind, parse, print, type DocumentNode } from 'graphql';
import { documentKey, OPERATIONS_DIR, trustedDocumentKeys, trustedDocumentManifest, trustedDocumentsOn } from './trusted-documents';

// What a production server answers: the keys codegen wrote (scripts/trusted-documents.ts).
const applicantKeys = trustedDocumentManifest(OPERATIONS_DIR);
const staffKeys = trustedDocumentManifest(path.join(OPERATIONS_DIR, 'staff'));

/** The clients' documents as codegen compiled them (operations/**\/__generated__/*.ts), with the app they belong to. */
const generated = readdirSync(OPERATIONS_DIR, { recursive: true })
  .map(String)
  .filter((f) => f.split(path.sep).includes('__generated__') && f.endsWith('.ts'));
const modules: [string, Record<string, unknown>][] = await Promise.all(generated.map(async (f) => [f, (await import(path.join(OPERATIONS_DIR, f))) as Record<string, unknown>] as [string, Record<string, unknown>]));
const clientDocuments = modules.flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name, value]) => name.endsWith('Document') && (value as DocumentNode)?.kind === Kind.DOCUMENT)
    .filter(([, value]) => (value as DocumentNode).definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION))
    .map(([name, value]) => ({ name, staff: file.split(path.sep)[0] === 'staff', document: value as DocumentNode })),
);
/** What Apollo puts on the wire: __typename added, printed. */
const sent = (document: DocumentNode) => parse(print(addTypenameToDocument(document)));

describe('trusted documents', () => {
  it('finds both clients\' documents', () => {
    expect(clientDocuments.filter((d) => !d.staff).length).toBeGreaterThan(60);
    expect(clientDocuments.filter((d) => d.staff).length).toBeGreaterThan(40);
    expect(applicantKeys.size).toBe(clientDocuments.filter((d) => !d.staff).length);
    expect(staffKeys.size).toBe(clientDocuments.filter((d) => d.staff).length);
  });

  it('codegen\'s manifests hold exactly the operations in the .graphql files (none missing after a change, none left over)', () => {
    expect([...applicantKeys].sort()).toEqual([...trustedDocumentKeys(OPERATIONS_DIR, ['staff'])].sort());
    expect([...staffKeys].sort()).toEqual([...trustedDocumentKeys(path.join(OPERATIONS_DIR, 'staff'))].sort());
  });

  it.each(clientDocuments.map((d) => [d.name, d] as const))('%s, as Apollo sends it, is trusted by its own endpoint only', (_name, { staff, document }) => {
    const key = documentKey(sent(document));
    expect((staff ? staffKeys : applicantKeys).has(key)).toBe(true);
    expect((staff ? applicantKeys : staffKeys).has(key)).toBe(false);
  });

  it('refuses what the clients never send', () => {
    for (const source of [
      '{ __typename }',
      '{ __schema { types { name } } }',
      'query getStatus { getStatus { error } }',
      'query getApplicant { getApplicant { applicant { applicantId personalIdentityNumber email } } }',
    ]) {
      expect(applicantKeys.has(documentKey(parse(source))), source).toBe(false);
    }
  });

  it('a trusted operation with one field more is another document', () => {
    const { document } = clientDocuments.find((d) => d.name === 'GetApplicantDocument')!;
    const widened = print(document).replace('hasPaid', 'hasPaid autopayAgreementRef');
    expect(widened).not.toBe(print(document));
    expect(applicantKeys.has(documentKey(parse(widened)))).toBe(false);
  });

  it('the key ignores formatting, __typename and the order of definitions, and nothing else', () => {
    const a = parse('query q { getStatus { ...F } } fragment F on StatusResult { error status { status } }');
    const b = parse('fragment F on StatusResult {\n  error\n  __typename\n  status { status __typename }\n}\nquery q {\n  getStatus { ...F __typename }\n}');
    expect(documentKey(a)).toBe(documentKey(b));
    expect(documentKey(parse('query q { getStatus { error } }'))).not.toBe(documentKey(parse('query r { getStatus { error } }')));
    expect(documentKey(parse('query q { getStatus { t: __typename } }'))).not.toBe(documentKey(parse('query q { getStatus { __typename } }')));
  });

  it('is on in production by default, and wherever the configuration says so', () => {
    expect(trustedDocumentsOn({ NODE_ENV: 'production', GRAPHQL_TRUSTED_DOCUMENTS: 'auto' })).toBe(true);
    expect(trustedDocumentsOn({ NODE_ENV: 'development', GRAPHQL_TRUSTED_DOCUMENTS: 'auto' })).toBe(false);
    expect(trustedDocumentsOn({ NODE_ENV: 'test', GRAPHQL_TRUSTED_DOCUMENTS: 'on' })).toBe(true);
    expect(trustedDocumentsOn({ NODE_ENV: 'production', GRAPHQL_TRUSTED_DOCUMENTS: 'off' })).toBe(false);
  });
});
