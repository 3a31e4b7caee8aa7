// @ts-nocheck -- generated; call sites stay typed (src/graphql/hooks.typetest.ts)
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../src/graphql/__generated__/types';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export const CriterionStatus = {
  Met: 'MET',
  NotChecked: 'NOT_CHECKED',
  NotMet: 'NOT_MET'
} as const;

export type CriterionStatus = typeof CriterionStatus[keyof typeof CriterionStatus];
export type ValidateApplicationQueryVariables = Exact<{
  rentalObjectId: string;
}>;


export type ValidateApplicationQuery = { validateApplication: { error: boolean, errorText: string | null, validation: { canCreate: boolean, canDelete: boolean, cantDeleteMessage: string | null, requiredUpdates: { housing: boolean, capital: boolean, income: boolean, student: boolean, debt: boolean }, errors: Array<{ code: string, text: string }>, accepts: { showing: boolean, coApplicant: boolean, moveInDate: boolean, shortTime: boolean }, coApplicants: Array<{ applicantId: number, name: string, confirmed: boolean }>, criteria: { general: Array<{ text: string, textLong: string | null, status: Types.CriterionStatus, incomeCalculation: { total: number, required: number, multiple: number, pooled: boolean, poolingNote: string | null, persons: Array<{ role: string, name: string, total: number, counted: boolean, lines: Array<{ text: string, total: number, accepted: boolean, verified: boolean, note: string }> }> } | null }>, income: Array<{ text: string, textLong: string | null, status: Types.CriterionStatus, incomeCalculation: { total: number, required: number, multiple: number, pooled: boolean, poolingNote: string | null, persons: Array<{ role: string, name: string, total: number, counted: boolean, lines: Array<{ text: string, total: number, accepted: boolean, verified: boolean, note: string }> }> } | null }>, special: Array<{ text: string, textLong: string | null, status: Types.CriterionStatus, incomeCalculation: { total: number, required: number, multiple: number, pooled: boolean, poolingNote: string | null, persons: Array<{ role: string, name: string, total: number, counted: boolean, lines: Array<{ text: string, total: number, accepted: boolean, verified: boolean, note: string }> }> } | null }> } } | null, validationErrors: Array<{ code: string, text: string }> } };


export const ValidateApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"validateApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rentalObjectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rentalObjectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rentalObjectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"validation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canCreate"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"cantDeleteMessage"}},{"kind":"Field","name":{"kind":"Name","value":"requiredUpdates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"housing"}},{"kind":"Field","name":{"kind":"Name","value":"capital"}},{"kind":"Field","name":{"kind":"Name","value":"income"}},{"kind":"Field","name":{"kind":"Name","value":"student"}},{"kind":"Field","name":{"kind":"Name","value":"debt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accepts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showing"}},{"kind":"Field","name":{"kind":"Name","value":"coApplicant"}},{"kind":"Field","name":{"kind":"Name","value":"moveInDate"}},{"kind":"Field","name":{"kind":"Name","value":"shortTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coApplicants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"criteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"general"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CriterionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"income"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CriterionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"special"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CriterionFields"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Result"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CriterionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Criterion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"textLong"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"incomeCalculation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"pooled"}},{"kind":"Field","name":{"kind":"Name","value":"poolingNote"}},{"kind":"Field","name":{"kind":"Name","value":"persons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"counted"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useValidateApplicationQuery__
 *
 * To run a query within a React component, call `useValidateApplicationQuery` and pass it any options that fit your needs.
 * When your component renders, `useValidateApplicationQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useValidateApplicationQuery({
 *   variables: {
 *      rentalObjectId: // value for 'rentalObjectId'
 *   },
 * });
 */
export function useValidateApplicationQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ValidateApplicationQuery, ValidateApplicationQueryVariables> & ({ variables: ValidateApplicationQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ValidateApplicationQuery, ValidateApplicationQueryVariables>(ValidateApplicationDocument, options);
      }
export function useValidateApplicationLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ValidateApplicationQuery, ValidateApplicationQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ValidateApplicationQuery, ValidateApplicationQueryVariables>(ValidateApplicationDocument, options);
        }
// @ts-ignore
export function useValidateApplicationSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ValidateApplicationQuery, ValidateApplicationQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ValidateApplicationQuery, ValidateApplicationQueryVariables>;
export function useValidateApplicationSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ValidateApplicationQuery, ValidateApplicationQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ValidateApplicationQuery | undefined, ValidateApplicationQueryVariables>;
export function useValidateApplicationSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ValidateApplicationQuery, ValidateApplicationQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ValidateApplicationQuery, ValidateApplicationQueryVariables>(ValidateApplicationDocument, options);
        }
export type ValidateApplicationQueryHookResult = ReturnType<typeof useValidateApplicationQuery>;
export type ValidateApplicationLazyQueryHookResult = ReturnType<typeof useValidateApplicationLazyQuery>;
export type ValidateApplicationSuspenseQueryHookResult = ReturnType<typeof useValidateApplicationSuspenseQuery>;
export type ValidateApplicationQueryResult = ApolloReactCommon.QueryResult<ValidateApplicationQuery, ValidateApplicationQueryVariables>;