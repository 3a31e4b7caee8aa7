// @ts-nocheck -- generated; call sites stay typed (src/graphql/hooks.typetest.ts)
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../src/graphql/__generated__/types';

import type { DocumentNode } from 'graphql';
export type TenantReferenceFieldsFragment = { landlordReference: string, landlordId: number | null, tenantReferenceUpdated: string };

export const TenantReferenceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TenantReferenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TenantReference"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"landlordReference"}},{"kind":"Field","name":{"kind":"Name","value":"landlordId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantReferenceUpdated"}}]}}]} as unknown as DocumentNode;