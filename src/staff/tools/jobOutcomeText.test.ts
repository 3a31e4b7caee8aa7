import { formatDateTime } from '../../components/dateFormat';
import { jobOutcomeText } from './jobOutcomeText';

const at = '2026-11-22T10:05:00Z';

describe('jobOutcomeText', () => {
  it.each([
    ['never run', { outcome: null, attempts: 0, nextAttemptAt: null }, 'Har inte körts'],
    ['a success', { outcome: 'ok', attempts: 0, nextAttemptAt: null }, 'Lyckades'],
    ['a first failure', { outcome: 'retrying', attempts: 1, nextAttemptAt: at }, `Misslyckades, försöker igen ${formatDateTime(at)} (försök 2 av 4)`],
    ['a job that gave up', { outcome: 'failed', attempts: 4, nextAttemptAt: null }, 'Misslyckades efter 4 försök i rad, körs igen enligt schemat'],
  ])('says %s', (_name, job, text) => {
    expect(jobOutcomeText({ ...job, maxAttempts: 4 })).toBe(text);
  });
});
