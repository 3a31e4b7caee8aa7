// @ts-nocheck -- generated; call sites stay typed (src/graphql/hooks.typetest.ts)
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../../src/staff/graphql/__generated__/types';

import type { DocumentNode } from 'graphql';
/** What kind of item is opened. */
export const StaffReviewKind = {
  Document: 'DOCUMENT',
  IdDocument: 'ID_DOCUMENT',
  IncomeCertificate: 'INCOME_CERTIFICATE',
  MissingReason: 'MISSING_REASON'
} as const;

export type StaffReviewKind = typeof StaffReviewKind[keyof typeof StaffReviewKind];
export type StaffReviewItemFieldsFragment = { id: string, kind: Types.StaffReviewKind, applicantId: number, applicantName: string, type: string, typeText: string, status: string, statusText: string, uploaded: string, missingReason: string | null, rejectedReason: string | null, canDecide: boolean, canStartReview: boolean, files: Array<{ name: string, mediaType: string, size: number, uploaded: string, url: string, previewable: boolean }>, previousDecisions: Array<{ approved: boolean, reason: string | null, at: string, staffName: string | null, fileName: string | null }> };

export const StaffReviewItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffReviewItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffReviewItemDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeText"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}},{"kind":"Field","name":{"kind":"Name","value":"uploaded"}},{"kind":"Field","name":{"kind":"Name","value":"missingReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedReason"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploaded"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"previewable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previousDecisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"staffName"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canDecide"}},{"kind":"Field","name":{"kind":"Name","value":"canStartReview"}}]}}]} as unknown as DocumentNode;