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
export type GetCoApplicantRequestQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCoApplicantRequestQuery = { getCoApplicantRequest: { error: boolean, errorText: string | null, coApplicantRequest: { coApplicantRequestFound: boolean, applicantId: number | null, applicantName: string | null } | null, sentRequest: { coApplicantRequestFound: boolean, applicantId: number | null, applicantName: string | null } | null, validationErrors: Array<{ code: string, text: string }> } };


export const GetCoApplicantRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getCoApplicantRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getCoApplicantRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"coApplicantRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coApplicantRequestFound"}},{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sentRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coApplicantRequestFound"}},{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Result"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetCoApplicantRequestQuery__
 *
 * To run a query within a React component, call `useGetCoApplicantRequestQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetCoApplicantRequestQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetCoApplicantRequestQuery({
 *   variables: {
 *   },
 * });
 */
export function useGetCoApplicantRequestQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetCoApplicantRequestQuery, GetCoApplicantRequestQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetCoApplicantRequestQuery, GetCoApplicantRequestQueryVariables>(GetCoApplicantRequestDocument, options);
      }
export function useGetCoApplicantRequestLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetCoApplicantRequestQuery, GetCoApplicantRequestQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetCoApplicantRequestQuery, GetCoApplicantRequestQueryVariables>(GetCoApplicantRequestDocument, options);
        }
// @ts-ignore
export function useGetCoApplicantRequestSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetCoApplicantRequestQuery, GetCoApplicantRequestQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetCoApplicantRequestQuery, GetCoApplicantRequestQueryVariables>;
export function useGetCoApplicantRequestSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetCoApplicantRequestQuery, GetCoApplicantRequestQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetCoApplicantRequestQuery | undefined, GetCoApplicantRequestQueryVariables>;
export function useGetCoApplicantRequestSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetCoApplicantRequestQuery, GetCoApplicantRequestQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetCoApplicantRequestQuery, GetCoApplicantRequestQueryVariables>(GetCoApplicantRequestDocument, options);
        }
export type GetCoApplicantRequestQueryHookResult = ReturnType<typeof useGetCoApplicantRequestQuery>;
export type GetCoApplicantRequestLazyQueryHookResult = ReturnType<typeof useGetCoApplicantRequestLazyQuery>;
export type GetCoApplicantRequestSuspenseQueryHookResult = ReturnType<typeof useGetCoApplicantRequestSuspenseQuery>;
export type GetCoApplicantRequestQueryResult = ApolloReactCommon.QueryResult<GetCoApplicantRequestQuery, GetCoApplicantRequestQueryVariables>;