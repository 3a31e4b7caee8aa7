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
export type GetHousingQueryVariables = Exact<{ [key: string]: never; }>;


export type GetHousingQuery = { getHousing: { error: boolean, errorText: string | null, housing: { currentTypeId: string, subCurrentTypeId: string | null, currentOwnershipTypeId: string, landlordId: number | null, landlordOther: string | null, landlordOtherPhone: string | null, landlordPhone: string | null, landlordEmail: string | null, landlordContact: string | null, moveInDate: string, adults: number, children: number, housingDescription: string, generalContact: string | null, generalPhone: string | null, generalEmail: string | null, housingUpdated: string, update: boolean } | null, validationErrors: Array<{ code: string, text: string }> } };


export const GetHousingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getHousing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getHousing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"housing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HousingFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Result"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HousingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Housing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"subCurrentTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"currentOwnershipTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"landlordId"}},{"kind":"Field","name":{"kind":"Name","value":"landlordOther"}},{"kind":"Field","name":{"kind":"Name","value":"landlordOtherPhone"}},{"kind":"Field","name":{"kind":"Name","value":"landlordPhone"}},{"kind":"Field","name":{"kind":"Name","value":"landlordEmail"}},{"kind":"Field","name":{"kind":"Name","value":"landlordContact"}},{"kind":"Field","name":{"kind":"Name","value":"moveInDate"}},{"kind":"Field","name":{"kind":"Name","value":"adults"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"housingDescription"}},{"kind":"Field","name":{"kind":"Name","value":"generalContact"}},{"kind":"Field","name":{"kind":"Name","value":"generalPhone"}},{"kind":"Field","name":{"kind":"Name","value":"generalEmail"}},{"kind":"Field","name":{"kind":"Name","value":"housingUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"update"}}]}}]} as unknown as DocumentNode;

/**
 * __useGetHousingQuery__
 *
 * To run a query within a React component, call `useGetHousingQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetHousingQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetHousingQuery({
 *   variables: {
 *   },
 * });
 */
export function useGetHousingQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetHousingQuery, GetHousingQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetHousingQuery, GetHousingQueryVariables>(GetHousingDocument, options);
      }
export function useGetHousingLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetHousingQuery, GetHousingQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetHousingQuery, GetHousingQueryVariables>(GetHousingDocument, options);
        }
// @ts-ignore
export function useGetHousingSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetHousingQuery, GetHousingQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetHousingQuery, GetHousingQueryVariables>;
export function useGetHousingSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetHousingQuery, GetHousingQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetHousingQuery | undefined, GetHousingQueryVariables>;
export function useGetHousingSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetHousingQuery, GetHousingQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetHousingQuery, GetHousingQueryVariables>(GetHousingDocument, options);
        }
export type GetHousingQueryHookResult = ReturnType<typeof useGetHousingQuery>;
export type GetHousingLazyQueryHookResult = ReturnType<typeof useGetHousingLazyQuery>;
export type GetHousingSuspenseQueryHookResult = ReturnType<typeof useGetHousingSuspenseQuery>;
export type GetHousingQueryResult = ApolloReactCommon.QueryResult<GetHousingQuery, GetHousingQueryVariables>;