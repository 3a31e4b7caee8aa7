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
export type StaffAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffAccountsQuery = { staffAccounts: Array<{ staffUserId: number, name: string, email: string, role: Types.StaffRole, roleText: string, personalNumberMasked: string | null, active: boolean, createdAt: string }> };


export const StaffAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffUserId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleText"}},{"kind":"Field","name":{"kind":"Name","value":"personalNumberMasked"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffAccountsQuery__
 *
 * To run a query within a React component, call `useStaffAccountsQuery` and pass it any options that fit your needs.
 * When your component renders, `useStaffAccountsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStaffAccountsQuery({
 *   variables: {
 *   },
 * });
 */
export function useStaffAccountsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<StaffAccountsQuery, StaffAccountsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StaffAccountsQuery, StaffAccountsQueryVariables>(StaffAccountsDocument, options);
      }
export function useStaffAccountsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StaffAccountsQuery, StaffAccountsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StaffAccountsQuery, StaffAccountsQueryVariables>(StaffAccountsDocument, options);
        }
// @ts-ignore
export function useStaffAccountsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StaffAccountsQuery, StaffAccountsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffAccountsQuery, StaffAccountsQueryVariables>;
export function useStaffAccountsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffAccountsQuery, StaffAccountsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffAccountsQuery | undefined, StaffAccountsQueryVariables>;
export function useStaffAccountsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffAccountsQuery, StaffAccountsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StaffAccountsQuery, StaffAccountsQueryVariables>(StaffAccountsDocument, options);
        }
export type StaffAccountsQueryHookResult = ReturnType<typeof useStaffAccountsQuery>;
export type StaffAccountsLazyQueryHookResult = ReturnType<typeof useStaffAccountsLazyQuery>;
export type StaffAccountsSuspenseQueryHookResult = ReturnType<typeof useStaffAccountsSuspenseQuery>;
export type StaffAccountsQueryResult = ApolloReactCommon.QueryResult<StaffAccountsQuery, StaffAccountsQueryVariables>;