// The applicant's interest registrations, read in pages of 10 until the server says all are loaded (spec 001 §4,
// §9), and read again from the start by reload() after a delete or an answer. While a reload runs, the list read
// before stays on the page (no jump); a failed read says so instead.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { resultText } from '../../components/resultText';
import { GetApplicationsDocument, type ApplicationFieldsFragment, type GetApplicationsQuery, type GetApplicationsQueryVariables } from '../../graphql/__generated__/hooks';

export const APPLICATIONS_PAGE_SIZE = 10;
/** A guard against a server that never says allLoaded: more pages than anyone has registrations. */
const MAX_PAGES = 100;

export interface ApplicationPages {
  /** Null until the first complete read. */
  applications: readonly ApplicationFieldsFragment[] | null;
  failedText: string | null;
  loading: boolean;
  reload: () => Promise<void>;
}

export function useApplicationPages(options: { skip?: boolean } = {}): ApplicationPages {
  const client = useApolloClient();
  const [applications, setApplications] = useState<readonly ApplicationFieldsFragment[] | null>(null);
  const [failedText, setFailedText] = useState<string | null>(null);
  const [loading, setLoading] = useState(!options.skip);
  const run = useRef(0);

  const reload = useCallback(async () => {
    const id = ++run.current;
    setLoading(true);
    const all: ApplicationFieldsFragment[] = [];
    try {
      for (let page = 0; page < MAX_PAGES; page++) {
        const { data } = await client.query<GetApplicationsQuery, GetApplicationsQueryVariables>({
          query: GetApplicationsDocument,
          variables: { skip: page * APPLICATIONS_PAGE_SIZE, take: APPLICATIONS_PAGE_SIZE },
          fetchPolicy: 'network-only',
        });
        const result = data?.getApplications;
        if (!result || result.error || !result.applications) {
          if (id === run.current) setFailedText(resultText(result));
          return;
        }
        all.push(...result.applications.applications);
        if (result.applications.allLoaded || result.applications.applications.length === 0) break;
      }
      if (id !== run.current) return;
      setApplications(all);
      setFailedText(null);
    } catch {
      if (id === run.current) setFailedText(resultText(null));
    } finally {
      if (id === run.current) setLoading(false);
    }
  }, [client]);

  useEffect(() => {
    if (!options.skip) void reload();
  }, [reload, options.skip]);

  return { applications, failedText, loading, reload };
}
