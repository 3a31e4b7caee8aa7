// Every operation the SPA sends (operations/**/*.graphql with its fragments, and __typename added the way Apollo adds
// it) passes the request limits; a document over a limit does not.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { buildSchema, parse, print, validate, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { GRAPHQL_LIMITS, LIMIT_MESSAGES, limitRules, parseWithLimits } from './limits';
import { operationDocuments } from './trusted-documents';

const root = path.resolve(import.meta.dirname, '../..');
const schema = buildSchema(readFileSync(path.join(root, 'schema.graphql'), 'utf8'));
const operations = operationDocuments(path.join(root, 'operations'));

/** The document Apollo sends for one operation: the operation, the fragments it reaches, __typename everywhere. */
const sentDocument = (document: DocumentNode): string => print(addTypenameToDocument(document));
const nameOf = (document: DocumentNode) => (document.definitions[0] as OperationDefinitionNode).name?.value ?? '(anonymous)';

describe('request limits and the SPA', () => {
  it('finds the operations', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations.map((o) => [nameOf(o), o] as const))('%s passes every limit', (_name, operation) => {
    const document = parseWithLimits(sentDocument(operation));
    const errors = validate(schema, document, limitRules());
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it('refuses a document over the limits (the rules are active here)', () => {
    const tooMany = `{ ${Array.from({ length: GRAPHQL_LIMITS.aliases + 1 }, (_, i) => `s${i}: getStatus { error }`).join(' ')} }`;
    expect(validate(schema, parse(tooMany), limitRules()).map((e) => e.message)).toEqual([LIMIT_MESSAGES.aliases]);
    const tooLong = `{ ${'getStatus { error } '.repeat(GRAPHQL_LIMITS.tokens)} }`;
    expect(() => parseWithLimits(tooLong)).toThrow(LIMIT_MESSAGES.tokens);
  });
});
