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
export type GetStudyLocationsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetStudyLocationsQuery = { getStudyLocations: { error: boolean, errorText: string | null, studyLocations: Array<{ studyLocationId: number, name: string }>, validationErrors: Array<{ code: string, text: string }> } };


export const GetStudyLocationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getStudyLocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getStudyLocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"studyLocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studyLocationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Result"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetStudyLocationsQuery__
 *
 * To run a query within a React component, call `useGetStudyLocationsQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetStudyLocationsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetStudyLocationsQuery({
 *   variables: {
 *   },
 * });
 */
export function useGetStudyLocationsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetStudyLocationsQuery, GetStudyLocationsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetStudyLocationsQuery, GetStudyLocationsQueryVariables>(GetStudyLocationsDocument, options);
      }
export function useGetStudyLocationsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetStudyLocationsQuery, GetStudyLocationsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetStudyLocationsQuery, GetStudyLocationsQueryVariables>(GetStudyLocationsDocument, options);
        }
// @ts-ignore
export function useGetStudyLocationsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetStudyLocationsQuery, GetStudyLocationsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetStudyLocationsQuery, GetStudyLocationsQueryVariables>;
export function useGetStudyLocationsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetStudyLocationsQuery, GetStudyLocationsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetStudyLocationsQuery | undefined, GetStudyLocationsQueryVariables>;
export function useGetStudyLocationsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetStudyLocationsQuery, GetStudyLocationsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetStudyLocationsQuery, GetStudyLocationsQueryVariables>(GetStudyLocationsDocument, options);
        }
export type GetStudyLocationsQueryHookResult = ReturnType<typeof useGetStudyLocationsQuery>;
export type GetStudyLocationsLazyQueryHookResult = ReturnType<typeof useGetStudyLocationsLazyQuery>;
export type GetStudyLocationsSuspenseQueryHookResult = ReturnType<typeof useGetStudyLocationsSuspenseQuery>;
export type GetStudyLocationsQueryResult = ApolloReactCommon.QueryResult<GetStudyLocationsQuery, GetStudyLocationsQueryVariables>;