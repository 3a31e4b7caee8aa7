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
export const RentalObjectImageKind = {
  Layout: 'layout',
  Other: 'other',
  Primary: 'primary',
  Showing: 'showing'
} as const;

export type RentalObjectImageKind = typeof RentalObjectImageKind[keyof typeof RentalObjectImageKind];
export type GetDigitalShowingAccessQueryVariables = Exact<{
  rentalObjectId: string;
}>;


export type GetDigitalShowingAccessQuery = { getDigitalShowingAccess: { error: boolean, errorText: string | null, digitalShowingAccess: { access: boolean, reason: string | null, showingText: string | null, images: Array<{ imageId: string, description: string, sortingOrder: number, kind: Types.RentalObjectImageKind, listUrl: string, galleryUrl: string }> } | null } };


export const GetDigitalShowingAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getDigitalShowingAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rentalObjectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getDigitalShowingAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rentalObjectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rentalObjectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"digitalShowingAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"showingText"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"sortingOrder"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"listUrl"}},{"kind":"Field","name":{"kind":"Name","value":"galleryUrl"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetDigitalShowingAccessQuery__
 *
 * To run a query within a React component, call `useGetDigitalShowingAccessQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetDigitalShowingAccessQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetDigitalShowingAccessQuery({
 *   variables: {
 *      rentalObjectId: // value for 'rentalObjectId'
 *   },
 * });
 */
export function useGetDigitalShowingAccessQuery(baseOptions: ApolloReactHooks.QueryHookOptions<GetDigitalShowingAccessQuery, GetDigitalShowingAccessQueryVariables> & ({ variables: GetDigitalShowingAccessQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetDigitalShowingAccessQuery, GetDigitalShowingAccessQueryVariables>(GetDigitalShowingAccessDocument, options);
      }
export function useGetDigitalShowingAccessLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetDigitalShowingAccessQuery, GetDigitalShowingAccessQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetDigitalShowingAccessQuery, GetDigitalShowingAccessQueryVariables>(GetDigitalShowingAccessDocument, options);
        }
// @ts-ignore
export function useGetDigitalShowingAccessSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetDigitalShowingAccessQuery, GetDigitalShowingAccessQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetDigitalShowingAccessQuery, GetDigitalShowingAccessQueryVariables>;
export function useGetDigitalShowingAccessSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetDigitalShowingAccessQuery, GetDigitalShowingAccessQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetDigitalShowingAccessQuery | undefined, GetDigitalShowingAccessQueryVariables>;
export function useGetDigitalShowingAccessSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetDigitalShowingAccessQuery, GetDigitalShowingAccessQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetDigitalShowingAccessQuery, GetDigitalShowingAccessQueryVariables>(GetDigitalShowingAccessDocument, options);
        }
export type GetDigitalShowingAccessQueryHookResult = ReturnType<typeof useGetDigitalShowingAccessQuery>;
export type GetDigitalShowingAccessLazyQueryHookResult = ReturnType<typeof useGetDigitalShowingAccessLazyQuery>;
export type GetDigitalShowingAccessSuspenseQueryHookResult = ReturnType<typeof useGetDigitalShowingAccessSuspenseQuery>;
export type GetDigitalShowingAccessQueryResult = ApolloReactCommon.QueryResult<GetDigitalShowingAccessQuery, GetDigitalShowingAccessQueryVariables>;