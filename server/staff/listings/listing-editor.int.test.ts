// The back office's listing editor through the real app: every operation refused to a visitor and to an applicant's
// session (nothing leaks, nothing changes), done by a case handler and an administrator; each change writes exactly one
// audit row and a refused one none (nothing saved); a published object is on the applicants' list, map and detail at
// once and gone when unpublished; photos are jpg or png by content, with an alt text, ordered and removed.
import { eq } from 'drizzle-orm';
import { listingEditorMessages as m, listingEditorProblems, listingEditorSchema } from '../../../src/rules/listing-editor';
import { rentalObjectImages, rentalObjects, staffAuditLog } from '../../db/schema';
import { scenarios } from '../../db/seed/scenarios';
import { ALLOWED_SAMPLES, EXECUTABLE, SAMPLE_PDF, SAMPLE_PNG } from '../../documents/sample-files';
import { useTestServer, type TestClient } from '../../test/harness';
import { admin, karin, STAFF_API, staffClient, staffLoggedIn, type StaffClient } from '../testing';
import { editorValuesOf } from './listing-editor.service';

const server = useTestServer();
const anna = { email: scenarios.payingApplicant.email, password: scenarios.payingApplicant.password };
const JPEG = ALLOWED_SAMPLES.find((s) => s.mediaType === 'image/jpeg')!.content;

const db = () => server.services.database.db;
const auditCount = async () => (await db().select({ id: staffAuditLog.auditId }).from(staffAuditLog)).length;
const lastAudit = async () => (await db().select().from(staffAuditLog).orderBy(staffAuditLog.auditId)).at(-1)!;

const LISTING_FIELDS = `rentalObjectId published onApplicantList street zipcode city rent agencyFee floor floorTotal districtId landlordId queueDefault
  criteria { general { text textLong } income { text } special { text } } images { imageId description kind sortingOrder url uploaded }`;
const RESULT = `error errorText validationErrors { code text } listing { ${LISTING_FIELDS} }`;

const OPS = {
  list: `query { staffListings(take: 5) { totalCount items { rentalObjectId street published } } }`,
  one: `query($id: ID!) { staffListing(rentalObjectId: $id) { ${LISTING_FIELDS} } }`,
  catalog: `query { staffListingCatalog { districts { districtId label } landlords { landlordId name } categories { rentalObjectCategoryId list } newStartDate newEndDate newLastReplyDate } }`,
  create: `mutation($input: StaffListingInput!) { staffCreateListing(input: $input) { ${RESULT} } }`,
  update: `mutation($id: ID!, $input: StaffListingInput!) { staffUpdateListing(rentalObjectId: $id, input: $input) { ${RESULT} } }`,
  publish: `mutation($id: ID!) { staffPublishListing(rentalObjectId: $id) { ${RESULT} } }`,
  unpublish: `mutation($id: ID!) { staffUnpublishListing(rentalObjectId: $id) { ${RESULT} } }`,
  order: `mutation($id: ID!, $imageIds: [ID!]!) { staffOrderListingImages(rentalObjectId: $id, imageIds: $imageIds) { ${RESULT} } }`,
  removeImage: `mutation($imageId: ID!) { staffRemoveListingImage(imageId: $imageId) { ${RESULT} } }`,
} as const;

const STREET = 'Editorgatan 7';

async function catalog(client: StaffClient) {
  const res = await client.graphql(OPS.catalog);
  return res.json.data.staffListingCatalog as { districts: { districtId: number }[]; landlords: { landlordId: number }[]; newStartDate: string; newEndDate: string; newLastReplyDate: string };
}

async function validInput(client: StaffClient, street = STREET) {
  const c = await catalog(client);
  return {
    street,
    zipcode: '753 20',
    city: 'Uppsala',
    objectNumber: 'OBJ-E1',
    apartmentNumber: '1201',
    districtId: c.districts[0]!.districtId,
    landlordId: c.landlords[0]!.landlordId,
    rooms: 3,
    roomsDescription: '3 rum och kök',
    area: 74.5,
    rent: 9876,
    floor: 2,
    floorTotal: 5,
    elevator: true,
    startDate: c.newStartDate,
    endDate: c.newEndDate,
    lastReplyDate: c.newLastReplyDate,
    agencyFee: 750,
    showingText: 'Visning enligt överenskommelse',
    queueTypeId: 1,
    queueDefault: true,
    incomeTypeIds: [1, 7],
    properties: [{ key: 'Tvätt', values: ['Tvättstuga i huset'] }],
    criteria: { general: [{ text: 'Inga betalningsanmärkningar', textLong: 'Vi kontrollerar hos UC.' }], income: [{ text: 'Inkomst minst 3 gånger hyran' }], special: [] },
  };
}

const applicantList = async (client: TestClient) =>
  (await client.data(`query { getRentalObjectsAvailable(take: 1) { totalCount } }`)).totalCount as number;
const applicantPoints = async (client: TestClient) =>
  (await client.data(`query { getRentalObjectPoints { points { rentalObjectIds } } }`)).points.rentalObjectIds as string[];
const applicantDetail = async (client: TestClient, id: string) =>
  client.data(`query($id: String!) { getRentalObject(rentalObjectId: $id) { error errorText rentalObject { rentalObjectId street rentFormated properties { key values { value } } incomeTypes { incomeTypeId name } adCriteria { general { text textLong } income { text } } } } }`, { id });

async function created(client: StaffClient, street = STREET): Promise<string> {
  const res = await client.graphql(OPS.create, { input: await validInput(client, street) });
  expect(res.json.data.staffCreateListing.error).toBe(false);
  return res.json.data.staffCreateListing.listing.rentalObjectId;
}

/** A multipart upload as the staff app sends it (with the staff CSRF header). */
async function upload(client: StaffClient, id: string, fields: Record<string, string>, file?: { name: string; content: Buffer }) {
  if (!client.staffCsrf()) await client.me();
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file.content)], { type: 'application/octet-stream' }), file.name);
  return client.http.request('POST', `${STAFF_API}/listings/${encodeURIComponent(id)}/images`, form, { 'x-csrf-token': client.staffCsrf() ?? '' });
}

describe('who may use the listing editor', () => {
  it.each(['visitor', 'applicant'] as const)('a %s gets UNAUTHENTICATED from every operation, sees nothing and changes nothing', async (who) => {
    const owner = await staffLoggedIn(server, karin);
    const id = await created(owner, 'Hemliggatan 1');
    const [image] = (await db().select().from(rentalObjectImages).limit(1));
    const http = server.client();
    if (who === 'applicant') expect((await http.login(anna.email, anna.password)).status).toBe(200);
    const client = staffClient(server, http);
    const input = await validInput(owner, 'Intrång 1');
    const before = await auditCount();
    const calls: [string, Record<string, unknown>][] = [
      [OPS.list, {}],
      [OPS.one, { id }],
      [OPS.catalog, {}],
      [OPS.create, { input }],
      [OPS.update, { id, input }],
      [OPS.publish, { id }],
      [OPS.unpublish, { id }],
      [OPS.order, { id, imageIds: [] }],
      [OPS.removeImage, { imageId: image!.imageId }],
    ];
    for (const [query, variables] of calls) {
      const res = await client.graphql(query, variables);
      expect(res.json.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
      expect(Object.values(res.json.data ?? {}).every((v) => v === null), query).toBe(true);
      expect(res.text).not.toContain('Hemliggatan');
    }
    const up = await upload(client, id, { description: 'Vardagsrum' }, { name: 'rum.png', content: SAMPLE_PNG });
    expect(up.status).toBe(401);
    expect(await auditCount()).toBe(before);
    const [row] = await db().select().from(rentalObjects).where(eq(rentalObjects.rentalObjectId, id));
    expect(row).toMatchObject({ street: 'Hemliggatan 1', published: false });
    expect(await db().select().from(rentalObjects).where(eq(rentalObjects.street, 'Intrång 1'))).toEqual([]);
    expect(await db().select().from(rentalObjectImages).where(eq(rentalObjectImages.imageId, image!.imageId))).toHaveLength(1);
  });
});

describe.each([
  ['case handler', karin],
  ['administrator', admin],
])('the listing editor for a %s', (_name, who) => {
  it('lists every object, unpublished too, paged and searchable', async () => {
    const client = await staffLoggedIn(server, who);
    const id = await created(client, `Sökgatan ${who.email.length}`);
    const page = (await client.graphql(`query($s: String) { staffListings(take: 3, search: $s) { totalCount items { rentalObjectId published onApplicantList } } }`, { s: 'Sökgatan' })).json.data.staffListings;
    expect(page.items).toContainEqual({ rentalObjectId: id, published: false, onApplicantList: false });
    const all = (await client.graphql(`query { staffListings(skip: 0, take: 2) { totalCount items { rentalObjectId } } }`)).json.data.staffListings;
    expect(all.items).toHaveLength(2);
    expect(all.totalCount).toBeGreaterThan(100);
  });

  it('creates, refuses an invalid edit (nothing saved, no audit row), edits, publishes and unpublishes; one audit row per change', async () => {
    const client = await staffLoggedIn(server, who);
    const visitor = server.client();
    const listed = await applicantList(visitor);

    let before = await auditCount();
    const create = (await client.graphql(OPS.create, { input: await validInput(client) })).json.data.staffCreateListing;
    expect(create).toMatchObject({ error: false, validationErrors: [], listing: { published: false, onApplicantList: false, street: STREET, zipcode: '753 20', rent: 9876, agencyFee: 750 } });
    expect(create.listing.criteria.general).toEqual([{ text: 'Inga betalningsanmärkningar', textLong: 'Vi kontrollerar hos UC.' }]);
    const id: string = create.listing.rentalObjectId;
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({ action: 'LISTING_CREATE', applicantId: null, subject: `listing:${id}`, before: null, after: expect.objectContaining({ street: STREET, rent: 9876 }) });
    // Unpublished: not on the applicants' list, map or detail.
    expect(await applicantList(visitor)).toBe(listed);
    expect(await applicantPoints(visitor)).not.toContain(id);
    expect(await applicantDetail(visitor, id)).toMatchObject({ error: true, rentalObject: null });

    // An invalid edit: every problem in Swedish with its field's code; nothing saved, no audit row.
    before = await auditCount();
    const input = await validInput(client);
    const invalid = (await client.graphql(OPS.update, { id, input: { ...input, rent: -5, zipcode: '12', criteria: { general: [{ text: ' ' }] } } })).json.data.staffUpdateListing;
    expect(invalid).toMatchObject({ error: true, errorText: m.invalid, listing: null });
    expect(invalid.validationErrors).toEqual(
      expect.arrayContaining([
        { code: 'rent', text: m.rent.outOfRange },
        { code: 'zipcode', text: m.zipcode },
        { code: 'criteria.general.0.text', text: m.criterionText.required },
      ]),
    );
    expect(await auditCount()).toBe(before);
    const [unchanged] = await db().select().from(rentalObjects).where(eq(rentalObjects.rentalObjectId, id));
    expect(unchanged).toMatchObject({ rent: 987600, zipcode: '753 20' });

    // A valid edit: one row with what changed.
    const edit = (await client.graphql(OPS.update, { id, input: { ...input, rent: 10250, floor: 3 } })).json.data.staffUpdateListing;
    expect(edit).toMatchObject({ error: false, listing: { rent: 10250, floor: 3, published: false } });
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({ action: 'LISTING_UPDATE', subject: `listing:${id}`, before: { rent: 9876, floor: 2 }, after: { rent: 10250, floor: 3 } });

    // Published: on the applicants' list (its cached count too), map and detail at once.
    const publish = (await client.graphql(OPS.publish, { id })).json.data.staffPublishListing;
    expect(publish).toMatchObject({ error: false, listing: { published: true, onApplicantList: true } });
    expect(await auditCount()).toBe(before + 2);
    expect(await lastAudit()).toMatchObject({ action: 'LISTING_PUBLISH', before: { published: false }, after: { published: true } });
    expect(await applicantList(visitor)).toBe(listed + 1);
    expect(await applicantPoints(visitor)).toContain(id);
    expect(await applicantDetail(visitor, id)).toMatchObject({
      error: false,
      rentalObject: {
        rentalObjectId: id,
        street: STREET,
        properties: [{ key: 'Tvätt', values: [{ value: 'Tvättstuga i huset' }] }],
        incomeTypes: [{ incomeTypeId: 1, name: 'Lön' }, { incomeTypeId: 7, name: 'Eget företag' }],
        adCriteria: { general: [{ text: 'Inga betalningsanmärkningar', textLong: 'Vi kontrollerar hos UC.' }], income: [{ text: 'Inkomst minst 3 gånger hyran' }] },
      },
    });

    // Unpublished: gone from all three.
    const unpublish = (await client.graphql(OPS.unpublish, { id })).json.data.staffUnpublishListing;
    expect(unpublish).toMatchObject({ error: false, listing: { published: false, onApplicantList: false } });
    expect(await auditCount()).toBe(before + 3);
    expect(await lastAudit()).toMatchObject({ action: 'LISTING_UNPUBLISH' });
    expect(await applicantList(visitor)).toBe(listed);
    expect(await applicantPoints(visitor)).not.toContain(id);
    expect(await applicantDetail(visitor, id)).toMatchObject({ error: true, rentalObject: null });
  });

  it('refuses an invalid new object with every problem and saves nothing', async () => {
    const client = await staffLoggedIn(server, who);
    const before = await auditCount();
    const count = (await db().select().from(rentalObjects)).length;
    const input = await validInput(client);
    const res = (await client.graphql(OPS.create, { input: { ...input, street: '', districtId: 999999, queueTypeId: 9, endDate: '2020-01-01' } })).json.data.staffCreateListing;
    expect(res).toMatchObject({ error: true, listing: null });
    expect(res.validationErrors.map((e: { code: string }) => e.code)).toEqual(expect.arrayContaining(['street', 'queueTypeId', 'endDate']));
    const unknownDistrict = (await client.graphql(OPS.create, { input: { ...input, districtId: 999999 } })).json.data.staffCreateListing;
    expect(unknownDistrict.validationErrors).toEqual([{ code: 'districtId', text: m.district }]);
    expect(await auditCount()).toBe(before);
    expect((await db().select().from(rentalObjects)).length).toBe(count);
  });

  it('takes jpg and png photos with an alt text, orders and removes them; one audit row each; the applicants see them', async () => {
    const client = await staffLoggedIn(server, who);
    const id = await created(client);
    const before = await auditCount();
    const png = await upload(client, id, { description: 'Vardagsrum mot söder', kind: 'primary' }, { name: 'vardagsrum.png', content: SAMPLE_PNG });
    expect(png.status).toBe(200);
    expect(png.json.document).toMatchObject({ description: 'Vardagsrum mot söder', kind: 'primary', sortingOrder: 1, uploaded: true });
    const jpg = await upload(client, id, { description: 'Kök' }, { name: 'kok.jpg', content: JPEG });
    expect(jpg.json.document).toMatchObject({ kind: 'other', sortingOrder: 2 });
    expect(await auditCount()).toBe(before + 2);
    expect(await lastAudit()).toMatchObject({ action: 'LISTING_IMAGE_ADD', subject: `listing:${id}`, after: expect.objectContaining({ mediaType: 'image/jpeg' }) });

    // Served as stored, with its type and no sniffing.
    const served = await server.client().get(png.json.document.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');

    const order = (await client.graphql(OPS.order, { id, imageIds: [jpg.json.document.imageId, png.json.document.imageId] })).json.data.staffOrderListingImages;
    expect(order.listing.images.map((i: { imageId: string }) => i.imageId)).toEqual([jpg.json.document.imageId, png.json.document.imageId]);
    expect(await auditCount()).toBe(before + 3);
    const badOrder = (await client.graphql(OPS.order, { id, imageIds: [jpg.json.document.imageId] })).json.data.staffOrderListingImages;
    expect(badOrder).toMatchObject({ error: true, validationErrors: [{ code: 'imageIds', text: m.imageOrder }] });
    expect(await auditCount()).toBe(before + 3);

    const [stored] = await db().select().from(rentalObjectImages).where(eq(rentalObjectImages.imageId, jpg.json.document.imageId));
    const removed = (await client.graphql(OPS.removeImage, { imageId: jpg.json.document.imageId })).json.data.staffRemoveListingImage;
    expect(removed.listing.images.map((i: { imageId: string }) => i.imageId)).toEqual([png.json.document.imageId]);
    expect(await auditCount()).toBe(before + 4);
    expect(await lastAudit()).toMatchObject({ action: 'LISTING_IMAGE_REMOVE', before: expect.objectContaining({ description: 'Kök' }) });
    expect(await server.services.storage.exists(stored!.storageKey!)).toBe(false);

    // The hourly orphan cleanup keeps the photos a listing names (they are stored beside the documents).
    const [kept] = await db().select().from(rentalObjectImages).where(eq(rentalObjectImages.imageId, png.json.document.imageId));
    // (the storage dates files by the real clock: two hours past it, the file is old enough to be an orphan)
    server.clock.now = new Date(Date.now() + 2 * 3_600_000);
    await server.services.documentFilesCleanup.removeOrphans();
    expect(await server.services.storage.exists(kept!.storageKey!)).toBe(true);
  });

  it('refuses a renamed non-image, a file of another allowed type, and a photo without alt text: nothing stored, no audit row', async () => {
    const client = await staffLoggedIn(server, who);
    const id = await created(client);
    const before = await auditCount();
    const files = async () => {
      const keys: string[] = [];
      for await (const o of server.services.storage.list('documents')) keys.push(o.key);
      return keys.sort();
    };
    const stored = await files();
    const program = await upload(client, id, { description: 'Fasad' }, { name: 'fasad.png', content: EXECUTABLE });
    expect(program.status).toBe(400);
    expect(program.json.validationErrors[0].code).toBe('file');
    const pdf = await upload(client, id, { description: 'Fasad' }, { name: 'fasad.png', content: SAMPLE_PDF });
    expect(pdf.status).toBe(400);
    expect(pdf.json.validationErrors).toEqual([{ code: 'file', text: m.imageType }]);
    const noAlt = await upload(client, id, { description: '  ' }, { name: 'fasad.png', content: SAMPLE_PNG });
    expect(noAlt.status).toBe(400);
    expect(noAlt.json.validationErrors).toEqual([{ code: 'description', text: m.imageAlt.required }]);
    expect(await auditCount()).toBe(before);
    expect(await db().select().from(rentalObjectImages).where(eq(rentalObjectImages.rentalObjectId, id))).toEqual([]);
    expect(await files()).toEqual(stored);
  });
});

describe('the seeded homes', () => {
  it('each opens in the editor with values the shared schema accepts as they are (saving one unchanged is possible)', async () => {
    const rows = await db().select().from(rentalObjects);
    expect(rows.length).toBeGreaterThan(100);
    const refused = rows.flatMap((row) => {
      const parsed = listingEditorSchema.safeParse(editorValuesOf(row));
      return parsed.success ? [] : [`${row.rentalObjectId}: ${JSON.stringify(listingEditorProblems(parsed.error.issues))}`];
    });
    expect(refused).toEqual([]);
  });
});
