// The product name of the agency profile, used by the brand link and page titles.
import { useGetAgencyProfileQuery } from '../../graphql/__generated__/hooks';

export const FALLBACK_PRODUCT_NAME = 'Mina sidor';

export function useProductName(): string {
  const { data } = useGetAgencyProfileQuery();
  return data?.getAgencyProfile.agencyProfile?.productName || FALLBACK_PRODUCT_NAME;
}
