// @ts-nocheck -- generated; call sites stay typed (src/graphql/hooks.typetest.ts)
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../../src/staff/graphql/__generated__/types';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type StaffSandboxLinksQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffSandboxLinksQuery = { staffSandboxLinks: Array<{ key: string, name: string, description: string, url: string }> };


export const StaffSandboxLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffSandboxLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffSandboxLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffSandboxLinksQuery__
 *
 * To run a query within a React component, call `useStaffSandboxLinksQuery` and pass it any options that fit your needs.
 * When your component renders, `useStaffSandboxLinksQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStaffSandboxLinksQuery({
 *   variables: {
 *   },
 * });
 */
export function useStaffSandboxLinksQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<StaffSandboxLinksQuery, StaffSandboxLinksQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StaffSandboxLinksQuery, StaffSandboxLinksQueryVariables>(StaffSandboxLinksDocument, options);
      }
export function useStaffSandboxLinksLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StaffSandboxLinksQuery, StaffSandboxLinksQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StaffSandboxLinksQuery, StaffSandboxLinksQueryVariables>(StaffSandboxLinksDocument, options);
        }
// @ts-ignore
export function useStaffSandboxLinksSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StaffSandboxLinksQuery, StaffSandboxLinksQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffSandboxLinksQuery, StaffSandboxLinksQueryVariables>;
export function useStaffSandboxLinksSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffSandboxLinksQuery, StaffSandboxLinksQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffSandboxLinksQuery | undefined, StaffSandboxLinksQueryVariables>;
export function useStaffSandboxLinksSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffSandboxLinksQuery, StaffSandboxLinksQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StaffSandboxLinksQuery, StaffSandboxLinksQueryVariables>(StaffSandboxLinksDocument, options);
        }
export type StaffSandboxLinksQueryHookResult = ReturnType<typeof useStaffSandboxLinksQuery>;
export type StaffSandboxLinksLazyQueryHookResult = ReturnType<typeof useStaffSandboxLinksLazyQuery>;
export type StaffSandboxLinksSuspenseQueryHookResult = ReturnType<typeof useStaffSandboxLinksSuspenseQuery>;
export type StaffSandboxLinksQueryResult = ApolloReactCommon.QueryResult<StaffSandboxLinksQuery, StaffSandboxLinksQueryVariables>;