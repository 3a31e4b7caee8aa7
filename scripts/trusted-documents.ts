// Writes the trusted documents of each GraphQL endpoint (issue 15) at codegen time, beside the operations the clients
// are built from: operations/trusted-documents.json (the applicants' SPA, everything under operations/ but staff/) and
// operations/staff/trusted-documents.json (the back office). Each maps a document's key — SHA-256 of its operation
// with the fragments it reaches, normalised as the server normalises what a client sends (server/graphql/
// trusted-documents.ts documentKey) — to the operation's name. A production server answers only these.
// Run by codegen itself (codegen.ts hooks.afterAllFileWrite), so `npm run codegen` keeps them current and
// `npm run codegen:check` fails when an operation changed without them.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Kind } from 'graphql';
import { documentKey, operationDocuments, OPERATIONS_DIR, TRUSTED_DOCUMENTS_FILE } from '../server/graphql/trusted-documents';

function manifest(folder: string, except: string[] = []): string {
  const entries = operationDocuments(folder, except).map((document) => {
    const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    return [documentKey(document), operation && 'name' in operation ? (operation.name?.value ?? '') : ''] as const;
  });
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`;
}

writeFileSync(path.join(OPERATIONS_DIR, TRUSTED_DOCUMENTS_FILE), manifest(OPERATIONS_DIR, ['staff']));
writeFileSync(path.join(OPERATIONS_DIR, 'staff', TRUSTED_DOCUMENTS_FILE), manifest(path.join(OPERATIONS_DIR, 'staff')));
