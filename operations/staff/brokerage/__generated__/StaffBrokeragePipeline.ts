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
/** What the ranked applicants are sorted by (the registration id breaks ties). */
export const StaffPipelineSort = {
  Place: 'PLACE',
  QueueDate: 'QUEUE_DATE',
  Stage: 'STAGE'
} as const;

export type StaffPipelineSort = typeof StaffPipelineSort[keyof typeof StaffPipelineSort];
export const StaffSortDirection = {
  Asc: 'ASC',
  Desc: 'DESC'
} as const;

export type StaffSortDirection = typeof StaffSortDirection[keyof typeof StaffSortDirection];
export type StaffBrokeragePipelineQueryVariables = Exact<{
  rentalObjectId: string | number;
  sort?: Types.StaffPipelineSort | null | undefined;
  direction?: Types.StaffSortDirection | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type StaffBrokeragePipelineQuery = { staffBrokeragePipeline: { total: number, page: number, pageSize: number, sort: Types.StaffPipelineSort, direction: Types.StaffSortDirection, listing: { rentalObjectId: string, street: string, city: string, lastReplyDate: string, state: Types.StaffBrokerageState, stateText: string, registrations: number, periodClosedAt: string | null, contractSignedAt: string | null, stageCounts: Array<{ stage: string, stageText: string, count: number }> }, applicants: Array<{ applicationId: number, applicantId: number, applicantName: string, queueDate: string | null, place: number | null, stage: string, stageText: string, showingStarts: string | null, showingEnds: string | null, showingAnswer: string | null, attended: boolean | null, offerReplyTime: string | null, lastStep: { stepText: string, by: string, at: string } | null }>, agencyFee: { orderId: number, applicantId: number, amount: number, description: string, dueDate: string, status: string } | null } | null };


export const StaffBrokeragePipelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffBrokeragePipeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rentalObjectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffPipelineSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffSortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffBrokeragePipeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rentalObjectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rentalObjectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalObjectId"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"lastReplyDate"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateText"}},{"kind":"Field","name":{"kind":"Name","value":"registrations"}},{"kind":"Field","name":{"kind":"Name","value":"periodClosedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractSignedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stageCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"stageText"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"applicants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"queueDate"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"stageText"}},{"kind":"Field","name":{"kind":"Name","value":"showingStarts"}},{"kind":"Field","name":{"kind":"Name","value":"showingEnds"}},{"kind":"Field","name":{"kind":"Name","value":"showingAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"attended"}},{"kind":"Field","name":{"kind":"Name","value":"offerReplyTime"}},{"kind":"Field","name":{"kind":"Name","value":"lastStep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stepText"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"agencyFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffBrokeragePipelineQuery__
 *
 * To run a query within a React component, call `useStaffBrokeragePipelineQuery` and pass it any options that fit your needs.
 * When your component renders, `useStaffBrokeragePipelineQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStaffBrokeragePipelineQuery({
 *   variables: {
 *      rentalObjectId: // value for 'rentalObjectId'
 *      sort: // value for 'sort'
 *      direction: // value for 'direction'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useStaffBrokeragePipelineQuery(baseOptions: ApolloReactHooks.QueryHookOptions<StaffBrokeragePipelineQuery, StaffBrokeragePipelineQueryVariables> & ({ variables: StaffBrokeragePipelineQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StaffBrokeragePipelineQuery, StaffBrokeragePipelineQueryVariables>(StaffBrokeragePipelineDocument, options);
      }
export function useStaffBrokeragePipelineLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StaffBrokeragePipelineQuery, StaffBrokeragePipelineQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StaffBrokeragePipelineQuery, StaffBrokeragePipelineQueryVariables>(StaffBrokeragePipelineDocument, options);
        }
// @ts-ignore
export function useStaffBrokeragePipelineSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StaffBrokeragePipelineQuery, StaffBrokeragePipelineQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffBrokeragePipelineQuery, StaffBrokeragePipelineQueryVariables>;
export function useStaffBrokeragePipelineSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffBrokeragePipelineQuery, StaffBrokeragePipelineQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffBrokeragePipelineQuery | undefined, StaffBrokeragePipelineQueryVariables>;
export function useStaffBrokeragePipelineSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffBrokeragePipelineQuery, StaffBrokeragePipelineQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StaffBrokeragePipelineQuery, StaffBrokeragePipelineQueryVariables>(StaffBrokeragePipelineDocument, options);
        }
export type StaffBrokeragePipelineQueryHookResult = ReturnType<typeof useStaffBrokeragePipelineQuery>;
export type StaffBrokeragePipelineLazyQueryHookResult = ReturnType<typeof useStaffBrokeragePipelineLazyQuery>;
export type StaffBrokeragePipelineSuspenseQueryHookResult = ReturnType<typeof useStaffBrokeragePipelineSuspenseQuery>;
export type StaffBrokeragePipelineQueryResult = ApolloReactCommon.QueryResult<StaffBrokeragePipelineQuery, StaffBrokeragePipelineQueryVariables>;