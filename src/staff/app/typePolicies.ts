// The back office's cache identities: a type the staff API returns from a change as well as from a query is written
// over the cached one by its key (a changed account shows in the list at once). Each area adds its types here.
import type { TypePolicies } from '@apollo/client';

export const staffTypePolicies: TypePolicies = {
  StaffAccount: { keyFields: ['staffUserId'] },
};
