// The applications area's views as the schema's types: the tab and the answers in the schema's enums (the view keeps
// application-stages.ts's names). Money is kronor already (server/applications/validation-view.ts).
import { queuePlaceReasonText } from '../../../src/rules/queuePlace';
import type { ApplicationView } from '../../applications/application-view';
import type { ApplicationValidationView } from '../../applications/validation-view';
import type { QueuePlace } from '../../domain/application-ranking';
import type { Outcome } from '../../domain/outcome';
import type { ApplicationTab, ApplicationValidation, EstimatedQueuePlace, InterestAnswer, ResolversTypes } from '../__generated__/resolvers';

export function toApplication(v: ApplicationView): ResolversTypes['Application'] {
  return { ...v, tab: v.tab.toUpperCase() as ApplicationTab, showingAnswer: v.showingAnswer as InterestAnswer | null };
}

type Stepped = Outcome<{ application: ApplicationView; cancelledApplications: number }>;

/** createApplication, saveShowing, saveAnswer: the registration as the schema's Application. */
export const stepped = (o: Stepped) => (o.ok ? { ...o, application: toApplication(o.application) } : o);

export const applicationsPage = (o: Outcome<{ applications: { applications: ApplicationView[]; allLoaded: boolean; totalCount: number } }>) =>
  o.ok ? { ...o, applications: { ...o.applications, applications: o.applications.applications.map(toApplication) } } : o;

export const validation = (o: Outcome<{ validation: ApplicationValidationView }>): Outcome<{ validation: ApplicationValidation }> => o;

/** getEstimatedQueuePlace: the place with its reason worded as on the applications page. */
export const estimatedPlace = (o: Outcome<{ estimatedQueuePlace: QueuePlace }>): Outcome<{ estimatedQueuePlace: EstimatedQueuePlace }> =>
  o.ok ? { ...o, estimatedQueuePlace: { ...o.estimatedQueuePlace, queuePlaceReason: o.estimatedQueuePlace.reason ? queuePlaceReasonText(o.estimatedQueuePlace.reason) : null } } : o;
