// The crash test's applicant traffic: interest registered in each home and withdrawn again, and document uploads, at
// full speed until the server goes away.
import { SAMPLE_PDF } from '../../documents/sample-files';
import type { TestClient } from '../harness';
import type { Activity } from './activity';

const CREATE = 'mutation($a: ApplicationInput!) { createApplication(application: $a) { error } }';
const REMOVE = 'mutation($id: String!) { deleteApplication(rentalObjectId: $id) { error } }';

/** Homes open for interest (the list's first `take`). */
export async function openHomes(client: TestClient, take: number): Promise<string[]> {
  const { rentalObjects } = await client.data(`{ getRentalObjectsAvailable(filter: { onlyOpenForApplication: true }, take: ${take}) { rentalObjects { rentalObjectId } } }`);
  return (rentalObjects as { rentalObjectId: string }[]).map((r) => r.rentalObjectId);
}

/** Interest in each home in turn, withdrawn again. */
export function registrationTraffic(client: TestClient, homes: string[], activity: Activity): Promise<void> {
  return activity.loop(async (turn) => {
    const id = homes[turn % homes.length]!;
    const a = { rentalObjectId: id, showingConfirm: true, coApplicantConfirm: true, moveInDateConfirm: true, shortTimeConfirm: true };
    await activity.track('registration', () => client.graphql(CREATE, { a }));
    await activity.track('registration', () => client.graphql(REMOVE, { id }));
  });
}

/** A small PDF uploaded as a document, again and again. */
export function uploadTraffic(client: TestClient, activity: Activity): Promise<void> {
  const file = { field: 'file', name: 'intyg.pdf', type: 'application/pdf', content: SAMPLE_PDF };
  return activity.loop(() => activity.track('upload', () => client.multipart('/mypages/api/documents', { description: 'Intyg' }, [file])));
}
