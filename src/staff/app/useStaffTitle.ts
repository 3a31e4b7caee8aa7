// The back office's page titles: '%s | Handläggning' (the same template as the applicants' pages). Every page calls it.
import { useEffect } from 'react';
import { formatDocumentTitle } from '../../components/documentTitle';

export const STAFF_PRODUCT = 'Handläggning';

export function useStaffTitle(title: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(title, STAFF_PRODUCT);
  }, [title]);
}
