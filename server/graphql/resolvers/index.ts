// Every area's resolvers merged into one map. Resolvers stay one-liners calling services.
import type { Resolvers } from '../__generated__/resolvers';
import { accountResolvers } from './account';
import { newsletterResolvers } from './newsletter';
import { paymentResolvers } from './payments';
import { contentResolvers } from './content';
import { scalarResolvers } from './scalars';
import { sessionResolvers } from './session';
import { listingResolvers } from './listings';
import { subscriptionResolvers } from './subscriptions';
import { documentResolvers } from './documents';
import { profileResolvers } from './profile';
import { incomeResolvers } from './incomes';
import { applicationResolvers } from './applications';
import { bankResolvers } from './bank';

const areas: Resolvers[] = [scalarResolvers, accountResolvers, sessionResolvers, contentResolvers, newsletterResolvers, paymentResolvers, listingResolvers, subscriptionResolvers, documentResolvers, profileResolvers, incomeResolvers, applicationResolvers, bankResolvers];

export const resolvers: Resolvers = areas.reduce<Resolvers>((merged, area) => {
  for (const [typeName, fields] of Object.entries(area)) {
    const key = typeName as keyof Resolvers;
    // Scalars are class instances: keep them whole; type maps are merged field by field.
    merged[key] = (merged[key] ? { ...(merged[key] as object), ...(fields as object) } : fields) as never;
  }
  return merged;
}, {});
