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
/** Where a home's brokerage stands. */
export const StaffBrokerageState = {
  /** A contract is signed. */
  Contract: 'CONTRACT',
  /** The period is closed and the applicants are being brokered. */
  InBrokerage: 'IN_BROKERAGE',
  /** The interest period is open (the last reply date has not passed). */
  Open: 'OPEN',
  /** The last reply date has passed; the period is not closed yet. */
  PeriodPassed: 'PERIOD_PASSED'
} as const;

export type StaffBrokerageState = typeof StaffBrokerageState[keyof typeof StaffBrokerageState];
export type StaffBrokerageListingsQueryVariables = Exact<{
  state?: Types.StaffBrokerageState | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type StaffBrokerageListingsQuery = { staffBrokerageListings: { total: number, page: number, pageSize: number, items: Array<{ rentalObjectId: string, street: string, city: string, lastReplyDate: string, state: Types.StaffBrokerageState, stateText: string, registrations: number, stageCounts: Array<{ stage: string, stageText: string, count: number }> }> } };


export const StaffBrokerageListingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffBrokerageListings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffBrokerageState"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffBrokerageListings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"lastReplyDate"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateText"}},{"kind":"Field","name":{"kind":"Name","value":"registrations"}},{"kind":"Field","name":{"kind":"Name","value":"stageCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"stageText"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffBrokerageListingsQuery__
 *
 * To run a query within a React component, call `useStaffBrokerageListingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useStaffBrokerageListingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStaffBrokerageListingsQuery({
 *   variables: {
 *      state: // value for 'state'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useStaffBrokerageListingsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<StaffBrokerageListingsQuery, StaffBrokerageListingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StaffBrokerageListingsQuery, StaffBrokerageListingsQueryVariables>(StaffBrokerageListingsDocument, options);
      }
export function useStaffBrokerageListingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StaffBrokerageListingsQuery, StaffBrokerageListingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StaffBrokerageListingsQuery, StaffBrokerageListingsQueryVariables>(StaffBrokerageListingsDocument, options);
        }
// @ts-ignore
export function useStaffBrokerageListingsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StaffBrokerageListingsQuery, StaffBrokerageListingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffBrokerageListingsQuery, StaffBrokerageListingsQueryVariables>;
export function useStaffBrokerageListingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffBrokerageListingsQuery, StaffBrokerageListingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffBrokerageListingsQuery | undefined, StaffBrokerageListingsQueryVariables>;
export function useStaffBrokerageListingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffBrokerageListingsQuery, StaffBrokerageListingsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StaffBrokerageListingsQuery, StaffBrokerageListingsQueryVariables>(StaffBrokerageListingsDocument, options);
        }
export type StaffBrokerageListingsQueryHookResult = ReturnType<typeof useStaffBrokerageListingsQuery>;
export type StaffBrokerageListingsLazyQueryHookResult = ReturnType<typeof useStaffBrokerageListingsLazyQuery>;
export type StaffBrokerageListingsSuspenseQueryHookResult = ReturnType<typeof useStaffBrokerageListingsSuspenseQuery>;
export type StaffBrokerageListingsQueryResult = ApolloReactCommon.QueryResult<StaffBrokerageListingsQuery, StaffBrokerageListingsQueryVariables>;