// What the brokerage page's parts share: the home's brokerage as the page reads it, and the option every step's
// mutation takes to read it again once the step is taken.
import type { StaffBrokeragePipelineQuery } from '../../../operations/staff/brokerage/__generated__/StaffBrokeragePipeline';

export type Pipeline = NonNullable<StaffBrokeragePipelineQuery['staffBrokeragePipeline']>;

export const refetchPipeline = { refetchQueries: ['StaffBrokeragePipeline'], awaitRefetchQueries: true };
