// @ts-nocheck -- generated; call sites stay typed (src/graphql/hooks.typetest.ts)
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../../src/staff/graphql/__generated__/types';

import type { DocumentNode } from 'graphql';
export type StaffJobFieldsFragment = { name: string, lastStartedAt: string | null, lastFinishedAt: string | null, outcome: string | null, message: string | null, attempts: number, maxAttempts: number, nextAttemptAt: string | null };

export const StaffJobFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lastStartedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFinishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}}]}}]} as unknown as DocumentNode;