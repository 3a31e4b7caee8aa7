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
export type GetApplicantWarningsAndBlocksQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type GetApplicantWarningsAndBlocksQueryQuery = { getApplicantWarningsAndBlocksQuery: { error: boolean, errorText: string | null, warningsAndBlocks: { warnings: Array<{ reason: string, created: string, validFromDate: string, validToDate: string }>, blocks: Array<{ landlord: string | null, start: string, end: string, reason: string }>, applicantMyPagesBlock: Array<{ landlord: string }> } | null, validationErrors: Array<{ code: string, text: string }> } };


export const GetApplicantWarningsAndBlocksQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getApplicantWarningsAndBlocksQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getApplicantWarningsAndBlocksQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"warningsAndBlocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"validFromDate"}},{"kind":"Field","name":{"kind":"Name","value":"validToDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"landlord"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicantMyPagesBlock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"landlord"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Result"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetApplicantWarningsAndBlocksQueryQuery__
 *
 * To run a query within a React component, call `useGetApplicantWarningsAndBlocksQueryQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetApplicantWarningsAndBlocksQueryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetApplicantWarningsAndBlocksQueryQuery({
 *   variables: {
 *   },
 * });
 */
export function useGetApplicantWarningsAndBlocksQueryQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetApplicantWarningsAndBlocksQueryQuery, GetApplicantWarningsAndBlocksQueryQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetApplicantWarningsAndBlocksQueryQuery, GetApplicantWarningsAndBlocksQueryQueryVariables>(GetApplicantWarningsAndBlocksQueryDocument, options);
      }
export function useGetApplicantWarningsAndBlocksQueryLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetApplicantWarningsAndBlocksQueryQuery, GetApplicantWarningsAndBlocksQueryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetApplicantWarningsAndBlocksQueryQuery, GetApplicantWarningsAndBlocksQueryQueryVariables>(GetApplicantWarningsAndBlocksQueryDocument, options);
        }
// @ts-ignore
export function useGetApplicantWarningsAndBlocksQuerySuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetApplicantWarningsAndBlocksQueryQuery, GetApplicantWarningsAndBlocksQueryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetApplicantWarningsAndBlocksQueryQuery, GetApplicantWarningsAndBlocksQueryQueryVariables>;
export function useGetApplicantWarningsAndBlocksQuerySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetApplicantWarningsAndBlocksQueryQuery, GetApplicantWarningsAndBlocksQueryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetApplicantWarningsAndBlocksQueryQuery | undefined, GetApplicantWarningsAndBlocksQueryQueryVariables>;
export function useGetApplicantWarningsAndBlocksQuerySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetApplicantWarningsAndBlocksQueryQuery, GetApplicantWarningsAndBlocksQueryQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetApplicantWarningsAndBlocksQueryQuery, GetApplicantWarningsAndBlocksQueryQueryVariables>(GetApplicantWarningsAndBlocksQueryDocument, options);
        }
export type GetApplicantWarningsAndBlocksQueryQueryHookResult = ReturnType<typeof useGetApplicantWarningsAndBlocksQueryQuery>;
export type GetApplicantWarningsAndBlocksQueryLazyQueryHookResult = ReturnType<typeof useGetApplicantWarningsAndBlocksQueryLazyQuery>;
export type GetApplicantWarningsAndBlocksQuerySuspenseQueryHookResult = ReturnType<typeof useGetApplicantWarningsAndBlocksQuerySuspenseQuery>;
export type GetApplicantWarningsAndBlocksQueryQueryResult = ApolloReactCommon.QueryResult<GetApplicantWarningsAndBlocksQueryQuery, GetApplicantWarningsAndBlocksQueryQueryVariables>;