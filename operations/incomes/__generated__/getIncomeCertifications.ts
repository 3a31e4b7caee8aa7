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
export type GetIncomeCertificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetIncomeCertificationsQuery = { getIncomeCertifications: { error: boolean, errorText: string | null, incomeCertifications: Array<{ applicantIncomeId: number, name: string, incomeTypeId: number, approved: boolean, slots: Array<{ certificationTypeId: number, slot: number, title: string, required: boolean, missing: boolean, missingReason: string | null, rejected: boolean, rejectedReason: string | null, approved: boolean, notChecked: boolean, documents: Array<{ documentId: number, name: string, mediaType: string, created: string }> }> }>, validationErrors: Array<{ code: string, text: string }> } };


export const GetIncomeCertificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getIncomeCertifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getIncomeCertifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"incomeCertifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicantIncomeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"incomeTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificationTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"missingReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedReason"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"notChecked"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"created"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Result"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetIncomeCertificationsQuery__
 *
 * To run a query within a React component, call `useGetIncomeCertificationsQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetIncomeCertificationsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetIncomeCertificationsQuery({
 *   variables: {
 *   },
 * });
 */
export function useGetIncomeCertificationsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetIncomeCertificationsQuery, GetIncomeCertificationsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetIncomeCertificationsQuery, GetIncomeCertificationsQueryVariables>(GetIncomeCertificationsDocument, options);
      }
export function useGetIncomeCertificationsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetIncomeCertificationsQuery, GetIncomeCertificationsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetIncomeCertificationsQuery, GetIncomeCertificationsQueryVariables>(GetIncomeCertificationsDocument, options);
        }
// @ts-ignore
export function useGetIncomeCertificationsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetIncomeCertificationsQuery, GetIncomeCertificationsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetIncomeCertificationsQuery, GetIncomeCertificationsQueryVariables>;
export function useGetIncomeCertificationsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetIncomeCertificationsQuery, GetIncomeCertificationsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetIncomeCertificationsQuery | undefined, GetIncomeCertificationsQueryVariables>;
export function useGetIncomeCertificationsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetIncomeCertificationsQuery, GetIncomeCertificationsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetIncomeCertificationsQuery, GetIncomeCertificationsQueryVariables>(GetIncomeCertificationsDocument, options);
        }
export type GetIncomeCertificationsQueryHookResult = ReturnType<typeof useGetIncomeCertificationsQuery>;
export type GetIncomeCertificationsLazyQueryHookResult = ReturnType<typeof useGetIncomeCertificationsLazyQuery>;
export type GetIncomeCertificationsSuspenseQueryHookResult = ReturnType<typeof useGetIncomeCertificationsSuspenseQuery>;
export type GetIncomeCertificationsQueryResult = ApolloReactCommon.QueryResult<GetIncomeCertificationsQuery, GetIncomeCertificationsQueryVariables>;