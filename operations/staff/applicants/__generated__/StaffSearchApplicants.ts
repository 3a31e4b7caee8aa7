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
export type StaffSearchApplicantsQueryVariables = Exact<{
  query: string;
  first?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type StaffSearchApplicantsQuery = { staffSearchApplicants: { error: boolean, errorText: string | null, totalCount: number, validationErrors: Array<{ code: string, text: string }>, applicants: Array<{ applicantId: number, firstName: string, lastName: string, email: string | null, maskedPersonalIdentityNumber: string | null, statusText: string, queueDate: string | null, blocked: boolean }> } };


export const StaffSearchApplicantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffSearchApplicants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffSearchApplicants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"applicants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"maskedPersonalIdentityNumber"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}},{"kind":"Field","name":{"kind":"Name","value":"queueDate"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffSearchApplicantsQuery__
 *
 * To run a query within a React component, call `useStaffSearchApplicantsQuery` and pass it any options that fit your needs.
 * When your component renders, `useStaffSearchApplicantsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStaffSearchApplicantsQuery({
 *   variables: {
 *      query: // value for 'query'
 *      first: // value for 'first'
 *      offset: // value for 'offset'
 *   },
 * });
 */
export function useStaffSearchApplicantsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<StaffSearchApplicantsQuery, StaffSearchApplicantsQueryVariables> & ({ variables: StaffSearchApplicantsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StaffSearchApplicantsQuery, StaffSearchApplicantsQueryVariables>(StaffSearchApplicantsDocument, options);
      }
export function useStaffSearchApplicantsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StaffSearchApplicantsQuery, StaffSearchApplicantsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StaffSearchApplicantsQuery, StaffSearchApplicantsQueryVariables>(StaffSearchApplicantsDocument, options);
        }
// @ts-ignore
export function useStaffSearchApplicantsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StaffSearchApplicantsQuery, StaffSearchApplicantsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffSearchApplicantsQuery, StaffSearchApplicantsQueryVariables>;
export function useStaffSearchApplicantsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffSearchApplicantsQuery, StaffSearchApplicantsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffSearchApplicantsQuery | undefined, StaffSearchApplicantsQueryVariables>;
export function useStaffSearchApplicantsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffSearchApplicantsQuery, StaffSearchApplicantsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StaffSearchApplicantsQuery, StaffSearchApplicantsQueryVariables>(StaffSearchApplicantsDocument, options);
        }
export type StaffSearchApplicantsQueryHookResult = ReturnType<typeof useStaffSearchApplicantsQuery>;
export type StaffSearchApplicantsLazyQueryHookResult = ReturnType<typeof useStaffSearchApplicantsLazyQuery>;
export type StaffSearchApplicantsSuspenseQueryHookResult = ReturnType<typeof useStaffSearchApplicantsSuspenseQuery>;
export type StaffSearchApplicantsQueryResult = ApolloReactCommon.QueryResult<StaffSearchApplicantsQuery, StaffSearchApplicantsQueryVariables>;