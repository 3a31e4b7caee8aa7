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
export type StaffSiteContentQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffSiteContentQuery = { staffSiteContent: { maintenanceMessage: { message: string, start: string, stop: string } | null, menu: Array<{ name: string, url: string, children: Array<{ name: string, url: string }> }>, footer: Array<{ title: string | null, body: string }> } };


export const StaffSiteContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffSiteContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffSiteContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maintenanceMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"stop"}}]}},{"kind":"Field","name":{"kind":"Name","value":"menu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"footer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffSiteContentQuery__
 *
 * To run a query within a React component, call `useStaffSiteContentQuery` and pass it any options that fit your needs.
 * When your component renders, `useStaffSiteContentQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStaffSiteContentQuery({
 *   variables: {
 *   },
 * });
 */
export function useStaffSiteContentQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<StaffSiteContentQuery, StaffSiteContentQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StaffSiteContentQuery, StaffSiteContentQueryVariables>(StaffSiteContentDocument, options);
      }
export function useStaffSiteContentLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StaffSiteContentQuery, StaffSiteContentQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StaffSiteContentQuery, StaffSiteContentQueryVariables>(StaffSiteContentDocument, options);
        }
// @ts-ignore
export function useStaffSiteContentSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StaffSiteContentQuery, StaffSiteContentQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffSiteContentQuery, StaffSiteContentQueryVariables>;
export function useStaffSiteContentSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffSiteContentQuery, StaffSiteContentQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffSiteContentQuery | undefined, StaffSiteContentQueryVariables>;
export function useStaffSiteContentSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffSiteContentQuery, StaffSiteContentQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StaffSiteContentQuery, StaffSiteContentQueryVariables>(StaffSiteContentDocument, options);
        }
export type StaffSiteContentQueryHookResult = ReturnType<typeof useStaffSiteContentQuery>;
export type StaffSiteContentLazyQueryHookResult = ReturnType<typeof useStaffSiteContentLazyQuery>;
export type StaffSiteContentSuspenseQueryHookResult = ReturnType<typeof useStaffSiteContentSuspenseQuery>;
export type StaffSiteContentQueryResult = ApolloReactCommon.QueryResult<StaffSiteContentQuery, StaffSiteContentQueryVariables>;