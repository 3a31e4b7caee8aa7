// Each request's link work in a task of its own. A page's queries start together: React subscribes every useQuery of
// the page in one pass of effects, and each subscription ran the whole link chain at once — printing the query,
// building the request, reading the CSRF token and calling fetch — so a page with eight queries made one long task
// of it (Lighthouse's blocking time on a slow phone). Here each request continues in a new task: the pass of effects
// stays short and the browser may paint or handle input between the requests. A message, not a timer, starts the
// task, since a hidden tab delays timers by a second or more.
import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';

type Job = { run: () => void; cancelled: boolean };

const queue: Job[] = [];
let channel: MessageChannel | null = null;

function inNewTask(run: () => void): Job {
  const job: Job = { run, cancelled: false };
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const next = queue.shift();
      if (next && !next.cancelled) next.run();
    };
  }
  queue.push(job);
  channel.port2.postMessage(null);
  return job;
}

export const ownTaskLink = new ApolloLink(
  (operation, forward) =>
    new Observable((observer) => {
      let subscription: { unsubscribe(): void } | undefined;
      const job = inNewTask(() => {
        subscription = forward(operation).subscribe(observer);
      });
      return () => {
        job.cancelled = true;
        subscription?.unsubscribe();
      };
    }),
);
