// @ts-nocheck -- generated; call sites stay typed (src/graphql/hooks.typetest.ts)
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../src/graphql/__generated__/types';

import type { DocumentNode } from 'graphql';
/** RECEIVED: waiting for a case handler's review. */
export const DocumentStatus = {
  Approved: 'APPROVED',
  Received: 'RECEIVED',
  Rejected: 'REJECTED'
} as const;

export type DocumentStatus = typeof DocumentStatus[keyof typeof DocumentStatus];
export const DocumentType = {
  EconomicSupport: 'ECONOMIC_SUPPORT',
  Identification: 'IDENTIFICATION',
  Other: 'OTHER',
  StudyCertificate: 'STUDY_CERTIFICATE'
} as const;

export type DocumentType = typeof DocumentType[keyof typeof DocumentType];
export type ProfileDocumentFieldsFragment = { error: boolean, errorText: string | null, document: { documentId: number, name: string, description: string | null, created: string, archived: boolean, mediaType: string, documentStatus: Types.DocumentStatus, documentType: Types.DocumentType, disapprovalReason: string | null, regionId: number | null, regionName: string | null } | null, validationErrors: Array<{ code: string, text: string }> };

export const ProfileDocumentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileDocumentResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"documentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"disapprovalReason"}},{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Result"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;