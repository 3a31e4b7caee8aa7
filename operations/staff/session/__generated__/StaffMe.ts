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
/** A staff member's role: HANDLAGGARE (case handler) or ADMINISTRATOR (also manages staff accounts). */
export const StaffRole = {
  Administrator: 'ADMINISTRATOR',
  Handlaggare: 'HANDLAGGARE'
} as const;

export type StaffRole = typeof StaffRole[keyof typeof StaffRole];
export type StaffMeQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffMeQuery = { staffMe: { staffUserId: number, name: string, email: string, role: Types.StaffRole, roleText: string } };


export const StaffMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffUserId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleText"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffMeQuery__
 *
 * To run a query within a React component, call `useStaffMeQuery` and pass it any options that fit your needs.
 * When your component renders, `useStaffMeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStaffMeQuery({
 *   variables: {
 *   },
 * });
 */
export function useStaffMeQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<StaffMeQuery, StaffMeQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StaffMeQuery, StaffMeQueryVariables>(StaffMeDocument, options);
      }
export function useStaffMeLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StaffMeQuery, StaffMeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StaffMeQuery, StaffMeQueryVariables>(StaffMeDocument, options);
        }
// @ts-ignore
export function useStaffMeSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StaffMeQuery, StaffMeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffMeQuery, StaffMeQueryVariables>;
export function useStaffMeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffMeQuery, StaffMeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffMeQuery | undefined, StaffMeQueryVariables>;
export function useStaffMeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffMeQuery, StaffMeQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StaffMeQuery, StaffMeQueryVariables>(StaffMeDocument, options);
        }
export type StaffMeQueryHookResult = ReturnType<typeof useStaffMeQuery>;
export type StaffMeLazyQueryHookResult = ReturnType<typeof useStaffMeLazyQuery>;
export type StaffMeSuspenseQueryHookResult = ReturnType<typeof useStaffMeSuspenseQuery>;
export type StaffMeQueryResult = ApolloReactCommon.QueryResult<StaffMeQuery, StaffMeQueryVariables>;