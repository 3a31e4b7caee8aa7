import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { Observable } from 'rxjs';
import { ownTaskLink } from './ownTaskLink';

const query = gql`
  query probe {
    probe
  }
`;

function setUp() {
  const sent: string[] = [];
  const terminating = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push(operation.operationName ?? '');
        observer.next({ data: { probe: 'ok' } });
        observer.complete();
      }),
  );
  const link = ApolloLink.from([ownTaskLink, terminating]);
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return { sent, link, client };
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('ownTaskLink', () => {
  it('sends a request from a later task, not while it is subscribed, and passes its result on', async () => {
    const { sent, link, client } = setUp();
    const results: unknown[] = [];
    const done = new Promise<void>((resolve) => {
      ApolloLink.execute(link, { query }, { client }).subscribe({ next: (r) => results.push(r.data), complete: resolve });
      expect(sent).toEqual([]);
    });
    await done;
    expect(sent).toEqual(['probe']);
    expect(results).toEqual([{ probe: 'ok' }]);
  });

  it('sends requests in the order they were made', async () => {
    const { sent, link, client } = setUp();
    const one = ApolloLink.execute(link, { query, variables: { n: 1 } }, { client });
    const two = ApolloLink.execute(link, { query: gql`query second { probe }` }, { client });
    await Promise.all([new Promise((r) => one.subscribe({ complete: () => r(null) })), new Promise((r) => two.subscribe({ complete: () => r(null) }))]);
    expect(sent).toEqual(['probe', 'second']);
  });

  it('never sends a request unsubscribed before its task', async () => {
    const { sent, link, client } = setUp();
    ApolloLink.execute(link, { query }, { client }).subscribe({}).unsubscribe();
    await nextTask();
    await nextTask();
    expect(sent).toEqual([]);
  });
});
