// Every operation the SPA sends (operations/**/*.graphql with its fragments, and __typename added the way Apollo adds
// it) passes the request limits; a document over a limit does not.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { buildSchema, Kind, parse, print, validate, visit, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { GRAPHQL_LIMITS, LIMIT_MESSAGES, limitRules, parseWithLimits } from './limits';

const root = path.resolve(import.meta.dirname, '../..');
const schema = buildSchema(readFileSync(path.join(root, 'schema.graphql'), 'utf8'));
const files = readdirSync(path.join(root, 'operations'), { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.graphql'));
const definitions = files.flatMap((f) => parse(readFileSync(path.join(root, 'operations', f), 'utf8'), { noLocation: true }).definitions);
const fragments = new Map(
  definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
);
const operations = definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);

/** The document Apollo sends for one operation: the operation, the fragments it reaches, __typename everywhere. */
function sentDocument(operation: OperationDefinitionNode): string {
  const used = new Set<string>();
  const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        if (used.has(spread.name.value)) return;
        used.add(spread.name.value);
        const fragment = fragments.get(spread.name.value);
        if (fragment) collect(fragment);
      },
    });
  collect(operation);
  const doc: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operation, ...[...used].map((name) => fragments.get(name)!)] };
  return print(addTypenameToDocument(doc));
}

describe('request limits and the SPA', () => {
  it('finds the operations', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations.map((o) => [o.name?.value ?? '(anonymous)', o] as const))('%s passes every limit', (_name, operation) => {
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
