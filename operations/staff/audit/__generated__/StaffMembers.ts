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
export type StaffMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffMembersQuery = { staffMembers: Array<{ staffUserId: number, name: string, role: Types.StaffRole }> };


export const StaffMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffUserId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffMembersQuery__
 *
 * To run a query within a React component, call `useStaffMembersQuery` and pass it any options that fit your needs.
 * When your component renders, `useStaffMembersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStaffMembersQuery({
 *   variables: {
 *   },
 * });
 */
export function useStaffMembersQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<StaffMembersQuery, StaffMembersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StaffMembersQuery, StaffMembersQueryVariables>(StaffMembersDocument, options);
      }
export function useStaffMembersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StaffMembersQuery, StaffMembersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StaffMembersQuery, StaffMembersQueryVariables>(StaffMembersDocument, options);
        }
// @ts-ignore
export function useStaffMembersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StaffMembersQuery, StaffMembersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffMembersQuery, StaffMembersQueryVariables>;
export function useStaffMembersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffMembersQuery, StaffMembersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffMembersQuery | undefined, StaffMembersQueryVariables>;
export function useStaffMembersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffMembersQuery, StaffMembersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StaffMembersQuery, StaffMembersQueryVariables>(StaffMembersDocument, options);
        }
export type StaffMembersQueryHookResult = ReturnType<typeof useStaffMembersQuery>;
export type StaffMembersLazyQueryHookResult = ReturnType<typeof useStaffMembersLazyQuery>;
export type StaffMembersSuspenseQueryHookResult = ReturnType<typeof useStaffMembersSuspenseQuery>;
export type StaffMembersQueryResult = ApolloReactCommon.QueryResult<StaffMembersQuery, StaffMembersQueryVariables>;