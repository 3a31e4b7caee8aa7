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
export type GetIndicatorsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetIndicatorsQuery = { getIndicators: { error: boolean, errorText: string | null, indicators: { header: boolean, showingDecision: boolean, answerDecision: boolean, needToUpdateCapital: boolean, needToUpdateDebt: boolean, needToUpdateHousing: boolean, needToUpdateStudent: boolean, needToUpdateStudentCertification: boolean, needToUpdateSupportDocument: boolean, needToUpdateSubscription: boolean, hasAgencyFee: boolean, hasQueueFee: boolean, hasCoApplicantRequest: boolean, hasRejectedIdDocument: boolean, rejectedIdDocumentReason: string | null } | null, validationErrors: Array<{ code: string, text: string }> } };


export const GetIndicatorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getIndicators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getIndicators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"indicators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"showingDecision"}},{"kind":"Field","name":{"kind":"Name","value":"answerDecision"}},{"kind":"Field","name":{"kind":"Name","value":"needToUpdateCapital"}},{"kind":"Field","name":{"kind":"Name","value":"needToUpdateDebt"}},{"kind":"Field","name":{"kind":"Name","value":"needToUpdateHousing"}},{"kind":"Field","name":{"kind":"Name","value":"needToUpdateStudent"}},{"kind":"Field","name":{"kind":"Name","value":"needToUpdateStudentCertification"}},{"kind":"Field","name":{"kind":"Name","value":"needToUpdateSupportDocument"}},{"kind":"Field","name":{"kind":"Name","value":"needToUpdateSubscription"}},{"kind":"Field","name":{"kind":"Name","value":"hasAgencyFee"}},{"kind":"Field","name":{"kind":"Name","value":"hasQueueFee"}},{"kind":"Field","name":{"kind":"Name","value":"hasCoApplicantRequest"}},{"kind":"Field","name":{"kind":"Name","value":"hasRejectedIdDocument"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedIdDocumentReason"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Result"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetIndicatorsQuery__
 *
 * To run a query within a React component, call `useGetIndicatorsQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetIndicatorsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetIndicatorsQuery({
 *   variables: {
 *   },
 * });
 */
export function useGetIndicatorsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetIndicatorsQuery, GetIndicatorsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetIndicatorsQuery, GetIndicatorsQueryVariables>(GetIndicatorsDocument, options);
      }
export function useGetIndicatorsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetIndicatorsQuery, GetIndicatorsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetIndicatorsQuery, GetIndicatorsQueryVariables>(GetIndicatorsDocument, options);
        }
// @ts-ignore
export function useGetIndicatorsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetIndicatorsQuery, GetIndicatorsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetIndicatorsQuery, GetIndicatorsQueryVariables>;
export function useGetIndicatorsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetIndicatorsQuery, GetIndicatorsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetIndicatorsQuery | undefined, GetIndicatorsQueryVariables>;
export function useGetIndicatorsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetIndicatorsQuery, GetIndicatorsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetIndicatorsQuery, GetIndicatorsQueryVariables>(GetIndicatorsDocument, options);
        }
export type GetIndicatorsQueryHookResult = ReturnType<typeof useGetIndicatorsQuery>;
export type GetIndicatorsLazyQueryHookResult = ReturnType<typeof useGetIndicatorsLazyQuery>;
export type GetIndicatorsSuspenseQueryHookResult = ReturnType<typeof useGetIndicatorsSuspenseQuery>;
export type GetIndicatorsQueryResult = ApolloReactCommon.QueryResult<GetIndicatorsQuery, GetIndicatorsQueryVariables>;