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
export type GetIsNewsletterSubscriberQueryVariables = Exact<{
  list_id: string;
  email: string;
}>;


export type GetIsNewsletterSubscriberQuery = { getIsNewsletterSubscriber: { isSubscriber: boolean | null, error: boolean, errorText: string | null, validationErrors: Array<{ code: string, text: string }> } };


export const GetIsNewsletterSubscriberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getIsNewsletterSubscriber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getIsNewsletterSubscriber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"isSubscriber"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Result"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"validationErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGetIsNewsletterSubscriberQuery__
 *
 * To run a query within a React component, call `useGetIsNewsletterSubscriberQuery` and pass it any options that fit your needs.
 * When your component renders, `useGetIsNewsletterSubscriberQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGetIsNewsletterSubscriberQuery({
 *   variables: {
 *      list_id: // value for 'list_id'
 *      email: // value for 'email'
 *   },
 * });
 */
export function useGetIsNewsletterSubscriberQuery(baseOptions: ApolloReactHooks.QueryHookOptions<GetIsNewsletterSubscriberQuery, GetIsNewsletterSubscriberQueryVariables> & ({ variables: GetIsNewsletterSubscriberQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GetIsNewsletterSubscriberQuery, GetIsNewsletterSubscriberQueryVariables>(GetIsNewsletterSubscriberDocument, options);
      }
export function useGetIsNewsletterSubscriberLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GetIsNewsletterSubscriberQuery, GetIsNewsletterSubscriberQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GetIsNewsletterSubscriberQuery, GetIsNewsletterSubscriberQueryVariables>(GetIsNewsletterSubscriberDocument, options);
        }
// @ts-ignore
export function useGetIsNewsletterSubscriberSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GetIsNewsletterSubscriberQuery, GetIsNewsletterSubscriberQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetIsNewsletterSubscriberQuery, GetIsNewsletterSubscriberQueryVariables>;
export function useGetIsNewsletterSubscriberSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetIsNewsletterSubscriberQuery, GetIsNewsletterSubscriberQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GetIsNewsletterSubscriberQuery | undefined, GetIsNewsletterSubscriberQueryVariables>;
export function useGetIsNewsletterSubscriberSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GetIsNewsletterSubscriberQuery, GetIsNewsletterSubscriberQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GetIsNewsletterSubscriberQuery, GetIsNewsletterSubscriberQueryVariables>(GetIsNewsletterSubscriberDocument, options);
        }
export type GetIsNewsletterSubscriberQueryHookResult = ReturnType<typeof useGetIsNewsletterSubscriberQuery>;
export type GetIsNewsletterSubscriberLazyQueryHookResult = ReturnType<typeof useGetIsNewsletterSubscriberLazyQuery>;
export type GetIsNewsletterSubscriberSuspenseQueryHookResult = ReturnType<typeof useGetIsNewsletterSubscriberSuspenseQuery>;
export type GetIsNewsletterSubscriberQueryResult = ApolloReactCommon.QueryResult<GetIsNewsletterSubscriberQuery, GetIsNewsletterSubscriberQueryVariables>;