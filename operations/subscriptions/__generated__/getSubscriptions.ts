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
export type GetSubscriptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetSubscriptionsQuery = { getSubscriptions: { error: boolean, errorText: string | null, subscriptions: Array<{ subscriptionId: number, name: string, sendNotifications: boolean, daysRemainToExpire: number, warningIntervalDays: number, isExpired: boolean, expiresAt: string, created: string, filter: { areaMin: number | null, areaMax: number | null, roomsMin: number | null, roomsMax: number | null, rentMin: number | null, rentMax: number | null, balcony: boolean, elevator: boolean, districtIds: Array<number>, landlordIds: Array<number>, regionIds: Array<number>, rentalObjectCategoryIds: Array<string> } }> } };


export const GetSubscriptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getSubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getSubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RentalObjectSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sendNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"daysRemainToExpire"}},{"kind":"Field","name":{"kind":"Name","value":"warningIntervalDays"}},{"kind":"Field","name":{"kind":"Name","value":"isExpired"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"filter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"areaMin"}},{"kind":"Field","name":{"kind":"Name","value":"areaMax"}},{"kind":"Field","name":{"kind":"Name","value":"roomsMin"}},{"kind":"Field","name":{"kind":"Name","value":"roomsMax"}},{"kind":"Field","name":{"kind":"Name","value":"rentMin"}},{"kind":"Field","name":{"kind":"Name","value":"rentMax"}},{"kind":"Field","name":{"kind":"Name","value":"balcony"}},{"kind":"Field","name":{"kind":"Name","value":"elevator"}},{"kind":"Field","name":{"kind":"Name","value":"districtIds"}},{"kind":"Field","name":{"kind":"Name","value":"landlordIds"}},{"kind":"Field","name":{"kind":"Name","value":"regionIds"}},{"kind":"Field","name":{"kind":"Name","value":"rentalObjectCategoryIds"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetSubscriptionsQuery__
 *
 * To run a query within a React component, call `useGetSubscriptionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetSubscriptionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetSubscriptionsQuery({
 *   variables: {
 *   },
 * });
 */
export function useGetSubscriptionsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GetSubscriptionsQuery, GetSubscriptionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetSubscriptionsQuery, GetSubscriptionsQueryVariables>(GetSubscriptionsDocument, options);
      }
export function useGetSubscriptionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetSubscriptionsQuery, GetSubscriptionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetSubscriptionsQuery, GetSubscriptionsQueryVariables>(GetSubscriptionsDocument, options);
        }
// @ts-ignore
export function useGetSubscriptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetSubscriptionsQuery, GetSubscriptionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetSubscriptionsQuery, GetSubscriptionsQueryVariables>;
export function useGetSubscriptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetSubscriptionsQuery, GetSubscriptionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetSubscriptionsQuery | undefined, GetSubscriptionsQueryVariables>;
export function useGetSubscriptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetSubscriptionsQuery, GetSubscriptionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetSubscriptionsQuery, GetSubscriptionsQueryVariables>(GetSubscriptionsDocument, options);
        }
export type GetSubscriptionsQueryHookResult = ReturnType<typeof useGetSubscriptionsQuery>;
export type GetSubscriptionsLazyQueryHookResult = ReturnType<typeof useGetSubscriptionsLazyQuery>;
export type GetSubscriptionsSuspenseQueryHookResult = ReturnType<typeof useGetSubscriptionsSuspenseQuery>;
export type GetSubscriptionsQueryResult = ApolloReactCommon.QueryResult<GetSubscriptionsQuery, GetSubscriptionsQueryVariables>;