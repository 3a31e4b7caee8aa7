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
export type StaffBrokerageEligibilityQueryVariables = Exact<{
  rentalObjectId: string | number;
  applicationIds: Array<number> | number;
}>;


export type StaffBrokerageEligibilityQuery = { staffBrokerageEligibility: Array<{ applicationId: number, eligibility: { eligible: boolean, reasons: Array<string> } }> };


export const StaffBrokerageEligibilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffBrokerageEligibility"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rentalObjectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffBrokerageEligibility"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rentalObjectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rentalObjectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"applicationIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"eligibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffBrokerageEligibilityQuery__
 *
 * To run a query within a React component, call `useStaffBrokerageEligibilityQuery` and pass it any options that fit your needs.
 * When your component renders, `useStaffBrokerageEligibilityQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStaffBrokerageEligibilityQuery({
 *   variables: {
 *      rentalObjectId: // value for 'rentalObjectId'
 *      applicationIds: // value for 'applicationIds'
 *   },
 * });
 */
export function useStaffBrokerageEligibilityQuery(baseOptions: ApolloReactHooks.QueryHookOptions<StaffBrokerageEligibilityQuery, StaffBrokerageEligibilityQueryVariables> & ({ variables: StaffBrokerageEligibilityQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StaffBrokerageEligibilityQuery, StaffBrokerageEligibilityQueryVariables>(StaffBrokerageEligibilityDocument, options);
      }
export function useStaffBrokerageEligibilityLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StaffBrokerageEligibilityQuery, StaffBrokerageEligibilityQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StaffBrokerageEligibilityQuery, StaffBrokerageEligibilityQueryVariables>(StaffBrokerageEligibilityDocument, options);
        }
// @ts-ignore
export function useStaffBrokerageEligibilitySuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StaffBrokerageEligibilityQuery, StaffBrokerageEligibilityQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffBrokerageEligibilityQuery, StaffBrokerageEligibilityQueryVariables>;
export function useStaffBrokerageEligibilitySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffBrokerageEligibilityQuery, StaffBrokerageEligibilityQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffBrokerageEligibilityQuery | undefined, StaffBrokerageEligibilityQueryVariables>;
export function useStaffBrokerageEligibilitySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffBrokerageEligibilityQuery, StaffBrokerageEligibilityQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StaffBrokerageEligibilityQuery, StaffBrokerageEligibilityQueryVariables>(StaffBrokerageEligibilityDocument, options);
        }
export type StaffBrokerageEligibilityQueryHookResult = ReturnType<typeof useStaffBrokerageEligibilityQuery>;
export type StaffBrokerageEligibilityLazyQueryHookResult = ReturnType<typeof useStaffBrokerageEligibilityLazyQuery>;
export type StaffBrokerageEligibilitySuspenseQueryHookResult = ReturnType<typeof useStaffBrokerageEligibilitySuspenseQuery>;
export type StaffBrokerageEligibilityQueryResult = ApolloReactCommon.QueryResult<StaffBrokerageEligibilityQuery, StaffBrokerageEligibilityQueryVariables>;