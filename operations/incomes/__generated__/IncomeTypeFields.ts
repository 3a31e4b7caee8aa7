// @ts-nocheck -- generated; call sites stay typed (src/graphql/hooks.typetest.ts)
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../src/graphql/__generated__/types';

import type { DocumentNode } from 'graphql';
export type IncomeTypeFieldsFragment = { incomeTypeId: number, name: string, contentCode: string, description: string, title: string | null, titleDescription: string | null, titlePlaceholder: string | null, requiresValidTo: boolean, disabled: boolean };

export const IncomeTypeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncomeTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IncomeType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incomeTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contentCode"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleDescription"}},{"kind":"Field","name":{"kind":"Name","value":"titlePlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"requiresValidTo"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}}]} as unknown as DocumentNode;