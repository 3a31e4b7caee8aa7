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
/** RECEIVED: waiting for a case handler's review. */
export const DocumentStatus = {
  Approved: 'APPROVED',
  Received: 'RECEIVED',
  Rejected: 'REJECTED'
} as const;

export type DocumentStatus = typeof DocumentStatus[keyof typeof DocumentStatus];
export const DocumentType = {
  EconomicSupport: 'ECONOMIC_SUPPORT',
  Identification: 'IDENTIFICATION',
  Other: 'OTHER',
  StudyCertificate: 'STUDY_CERTIFICATE'
} as const;

export type DocumentType = typeof DocumentType[keyof typeof DocumentType];
export type GetStudentCertificationDocumentQueryVariables = Exact<{ [key: string]: never; }>;


export type GetStudentCertificationDocumentQuery = { getStudentCertificationDocument: { error: boolean, errorText: string | null, document: { documentId: number, name: string, description: string | null, created: string, archived: boolean, mediaType: string, documentStatus: Types.DocumentStatus, documentType: Types.DocumentType, disapprovalReason: string | null, regionId: number | null, regionName: string | null } | null, validationErrors: Array<{ code: string, text: string }> } };


export const GetStudentCertificationDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getStudentCertificationDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getStudentCertificationDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileDocumentResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"documentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"disapprovalReason"}},{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Result"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetStudentCertificationDocumentQuery__
 *
 * To run a query within a React component, call `useGetStudentCertificationDocumentQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetStudentCertificationDocumentQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetStudentCertificationDocumentQuery({
 *   variables: {
 *   },
 * });
 */
export function useGetStudentCertificationDocumentQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetStudentCertificationDocumentQuery, GetStudentCertificationDocumentQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetStudentCertificationDocumentQuery, GetStudentCertificationDocumentQueryVariables>(GetStudentCertificationDocumentDocument, options);
      }
export function useGetStudentCertificationDocumentLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetStudentCertificationDocumentQuery, GetStudentCertificationDocumentQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetStudentCertificationDocumentQuery, GetStudentCertificationDocumentQueryVariables>(GetStudentCertificationDocumentDocument, options);
        }
// @ts-ignore
export function useGetStudentCertificationDocumentSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetStudentCertificationDocumentQuery, GetStudentCertificationDocumentQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetStudentCertificationDocumentQuery, GetStudentCertificationDocumentQueryVariables>;
export function useGetStudentCertificationDocumentSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetStudentCertificationDocumentQuery, GetStudentCertificationDocumentQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetStudentCertificationDocumentQuery | undefined, GetStudentCertificationDocumentQueryVariables>;
export function useGetStudentCertificationDocumentSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetStudentCertificationDocumentQuery, GetStudentCertificationDocumentQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetStudentCertificationDocumentQuery, GetStudentCertificationDocumentQueryVariables>(GetStudentCertificationDocumentDocument, options);
        }
export type GetStudentCertificationDocumentQueryHookResult = ReturnType<typeof useGetStudentCertificationDocumentQuery>;
export type GetStudentCertificationDocumentLazyQueryHookResult = ReturnType<typeof useGetStudentCertificationDocumentLazyQuery>;
export type GetStudentCertificationDocumentSuspenseQueryHookResult = ReturnType<typeof useGetStudentCertificationDocumentSuspenseQuery>;
export type GetStudentCertificationDocumentQueryResult = ApolloReactCommon.QueryResult<GetStudentCertificationDocumentQuery, GetStudentCertificationDocumentQueryVariables>;