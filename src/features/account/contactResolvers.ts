// The account's contact forms' zod resolvers, in a chunk of their own that their forms load when first used
// (lazyResolver): zod and the resolvers package stay out of the account page's first visit.
import { zodResolver } from '@hookform/resolvers/zod';
import { addressSchema, basicInformationSchema } from '../../rules/contact';

export const resolveBasicInformation = zodResolver(basicInformationSchema);
export const resolveAddress = zodResolver(addressSchema);
