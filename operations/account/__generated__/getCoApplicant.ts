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
export type GetCoApplicantQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCoApplicantQuery = { getCoApplicant: { error: boolean, errorText: string | null, coApplicant: { coApplicantFound: boolean, applicantId: number | null, applicantName: string | null, isHead: boolean } | null, validationErrors: Array<{ code: string, text: string }> } };


export const GetCoApplicantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getCoApplicant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getCoApplicant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"coApplicant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coApplicantFound"}},{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"isHead"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Result"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetCoApplicantQuery__
 *
 * To run a query within a React component, call `useGetCoApplicantQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetCoApplicantQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetCoApplicantQuery({
 *   variables: {
 *   },
 * });
 */
export function useGetCoApplicantQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetCoApplicantQuery, GetCoApplicantQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetCoApplicantQuery, GetCoApplicantQueryVariables>(GetCoApplicantDocument, options);
      }
export function useGetCoApplicantLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetCoApplicantQuery, GetCoApplicantQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetCoApplicantQuery, GetCoApplicantQueryVariables>(GetCoApplicantDocument, options);
        }
// @ts-ignore
export function useGetCoApplicantSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetCoApplicantQuery, GetCoApplicantQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetCoApplicantQuery, GetCoApplicantQueryVariables>;
export function useGetCoApplicantSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetCoApplicantQuery, GetCoApplicantQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetCoApplicantQuery | undefined, GetCoApplicantQueryVariables>;
export function useGetCoApplicantSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetCoApplicantQuery, GetCoApplicantQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetCoApplicantQuery, GetCoApplicantQueryVariables>(GetCoApplicantDocument, options);
        }
export type GetCoApplicantQueryHookResult = ReturnType<typeof useGetCoApplicantQuery>;
export type GetCoApplicantLazyQueryHookResult = ReturnType<typeof useGetCoApplicantLazyQuery>;
export type GetCoApplicantSuspenseQueryHookResult = ReturnType<typeof useGetCoApplicantSuspenseQuery>;
export type GetCoApplicantQueryResult = ApolloReactCommon.QueryResult<GetCoApplicantQuery, GetCoApplicantQueryVariables>;