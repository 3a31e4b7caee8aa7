// Trusted documents (issue 15): in production each GraphQL endpoint answers only the operations its client was built
// with — operations/**/*.graphql for the applicants' SPA, operations/staff/**/*.graphql for the back office, the same
// files codegen compiles into the clients' typed hooks. A document is known by a key: its operation with the fragments
// it reaches, __typename selections left out (Apollo adds them), definitions in name order, printed without ignored
// characters, hashed with SHA-256. Codegen writes each endpoint's keys with the typed hooks (scripts/trusted-documents.ts:
// operations/trusted-documents.json, operations/staff/trusted-documents.json), and the server reads those files.
// Any other document gets one Swedish refusal before it is validated or run.
// Development and tests keep free queries (config GRAPHQL_TRUSTED_DOCUMENTS=auto).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, print, stripIgnoredCharacters, visit, type DefinitionNode, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { Config } from '../config';
import { parseWithLimits } from './limits';

export const UNTRUSTED_DOCUMENT = 'Frågan är inte tillåten. Ladda om sidan och försök igen.';

/** Every operation under the folder (sub-folders named in `except` left out), each with the fragments it reaches. */
export function operationDocuments(folder: string, except: string[] = []): DocumentNode[] {
  const files = readdirSync(folder, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.graphql') && !except.some((e) => f === e || f.startsWith(`${e}${path.sep}`)));
  const definitions = files.flatMap((f) => parse(readFileSync(path.join(folder, f), 'utf8'), { noLocation: true }).definitions);
  const fragments = new Map(definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  return definitions
    .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => {
      const used = new Set<string>();
      const collect = (node: DefinitionNode) =>
        visit(node, {
          FragmentSpread(spread) {
            if (used.has(spread.name.value)) return;
            used.add(spread.name.value);
            const fragment = fragments.get(spread.name.value);
            if (fragment) collect(fragment);
          },
        });
      collect(operation);
      return { kind: Kind.DOCUMENT, definitions: [operation, ...[...used].flatMap((name) => fragments.get(name) ?? [])] };
    });
}

const nameOf = (d: DefinitionNode) => ('name' in d && d.name ? d.name.value : '');
const order = (d: DefinitionNode) => (d.kind === Kind.OPERATION_DEFINITION ? 0 : 1);

/** The document's key: the same for the .graphql file's operation and for what Apollo sends of it. */
export function documentKey(document: DocumentNode): string {
  const withoutTypename = visit(document, {
    Field(field) {
      return field.name.value === '__typename' && !field.alias ? null : undefined;
    },
  });
  const unique = new Map(withoutTypename.definitions.map((d) => [`${order(d)}:${nameOf(d)}`, d]));
  const definitions = [...unique.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, d]) => d);
  return createHash('sha256').update(stripIgnoredCharacters(print({ kind: Kind.DOCUMENT, definitions }))).digest('hex');
}

export function trustedDocumentKeys(folder: string, except: string[] = []): Set<string> {
  return new Set(operationDocuments(folder, except).map(documentKey));
}

/** The file codegen writes in an endpoint's operations folder: key → operation name (scripts/trusted-documents.ts). */
export const TRUSTED_DOCUMENTS_FILE = 'trusted-documents.json';

/** The keys codegen wrote for the endpoint whose operations are in `folder`; what a production server answers. */
export function trustedDocumentManifest(folder: string): Set<string> {
  return new Set(Object.keys(JSON.parse(readFileSync(path.join(folder, TRUSTED_DOCUMENTS_FILE), 'utf8')) as Record<string, string>));
}

const KNOWN_TEXTS_KEPT = 2000;

/** Yoga plugin: refuses every document whose key is not among the trusted ones. */
export function useTrustedDocuments(trusted: Set<string>): Plugin {
  // The clients send the same few texts again and again: a trusted text is remembered so it is parsed once.
  const knownTexts = new Set<string>();
  const isTrusted = (query: string): boolean => {
    if (knownTexts.has(query)) return true;
    let key: string;
    try {
      key = documentKey(parseWithLimits(query, { noLocation: true }));
    } catch {
      return false;
    }
    if (!trusted.has(key)) return false;
    if (knownTexts.size < KNOWN_TEXTS_KEPT) knownTexts.add(query);
    return true;
  };
  return {
    onParams({ params, setResult }) {
      if (typeof params.query === 'string' && isTrusted(params.query)) return;
      setResult({ errors: [createGraphQLError(UNTRUSTED_DOCUMENT, { extensions: { code: 'UNTRUSTED_DOCUMENT', http: { status: 400 } } })] });
    },
  };
}

/** The operations folder of this checkout (beside schema.graphql). */
export const OPERATIONS_DIR = path.resolve(import.meta.dirname, '../../operations');

/** Whether the endpoints hold to trusted documents under this configuration. */
export const trustedDocumentsOn = (config: Pick<Config, 'NODE_ENV' | 'GRAPHQL_TRUSTED_DOCUMENTS'>): boolean =>
  config.GRAPHQL_TRUSTED_DOCUMENTS === 'on' || (config.GRAPHQL_TRUSTED_DOCUMENTS === 'auto' && config.NODE_ENV === 'production');
