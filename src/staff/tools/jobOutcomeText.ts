// The tools page's words for how a job's last run went.
import { formatDateTime } from '../../components/dateFormat';

/** How the last run went: a retrying job says when it is tried again, a failed one after how many tries it gave up. */
export function jobOutcomeText(job: { outcome: string | null; attempts: number; maxAttempts: number; nextAttemptAt: string | null }): string {
  if (job.outcome === 'ok') return 'Lyckades';
  if (job.outcome === 'retrying') {
    const next = job.nextAttemptAt ? ` ${formatDateTime(job.nextAttemptAt)}` : '';
    return `Misslyckades, försöker igen${next} (försök ${job.attempts + 1} av ${job.maxAttempts})`;
  }
  if (job.outcome === 'failed') return `Misslyckades efter ${job.attempts} försök i rad, körs igen enligt schemat`;
  return 'Har inte körts';
}
