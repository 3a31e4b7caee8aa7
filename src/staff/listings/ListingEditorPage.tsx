// A rental object's editor (/bostader/:id) or a new one (/bostader/ny): the form, publish or unpublish, and the photos.
// A new object is saved unpublished and the page moves to its editor; a published one is on the applicants' list at
// once.
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Skeleton, SkeletonLine } from '../../components/Skeleton';
import { showToast } from '../../components/toast/toastStore';
import { listingEditorMessages as m, type ListingEditorInput } from '../../rules/listing-editor';
import { useStaffCreateListingMutation } from '../../../operations/staff/listings/__generated__/StaffCreateListing';
import { useStaffListingQuery } from '../../../operations/staff/listings/__generated__/StaffListing';
import { useStaffListingCatalogQuery } from '../../../operations/staff/listings/__generated__/StaffListingCatalog';
import { useStaffPublishListingMutation } from '../../../operations/staff/listings/__generated__/StaffPublishListing';
import { useStaffUnpublishListingMutation } from '../../../operations/staff/listings/__generated__/StaffUnpublishListing';
import { useStaffUpdateListingMutation } from '../../../operations/staff/listings/__generated__/StaffUpdateListing';
import { useStaffTitle } from '../app/useStaffTitle';
import { ListingForm, type ListingCatalog } from './ListingForm';
import { ListingImages } from './ListingImages';
import { listingChange, useReplaceListing, type StaffListing } from './listingChange';
import { StatusBadge } from './StatusBadge';
import './listings.css';

const blank = (catalog: ListingCatalog): ListingEditorInput => ({
  street: '',
  zipcode: '',
  city: '',
  objectNumber: '',
  apartmentNumber: '',
  districtId: '',
  landlordId: '',
  rooms: '',
  roomsDescription: '',
  area: '',
  rent: '',
  rentDescription: '',
  floor: '',
  floorTotal: '',
  elevator: false,
  balcony: false,
  maxNumberOfPeople: '',
  description: '',
  startDate: catalog.newStartDate,
  endDate: catalog.newEndDate,
  lastReplyDate: catalog.newLastReplyDate,
  moveInDate: '',
  moveInEarlier: false,
  agencyFee: '',
  showing: true,
  hasDigitalShowing: false,
  showingIsMandatory: false,
  showingText: '',
  openForApplication: true,
  keepQueueDate: false,
  queueTypeId: '1',
  canCalculateQueueplace: true,
  queueDefault: true,
  queueTenant: false,
  queueTransfer: false,
  categoryIds: [],
  incomeTypeIds: [],
  properties: [],
  criteria: { general: [], income: [], special: [] },
});

/** The object's values as the form holds them (blank for what is not set). */
function formValuesOf(l: StaffListing): ListingEditorInput {
  const text = (v: string | number | null | undefined) => (v == null ? '' : String(v));
  const criteria = (list: readonly { text: string; textLong?: string | null }[]) => list.map((c) => ({ text: c.text, textLong: c.textLong ?? '' }));
  return {
    ...l,
    districtId: String(l.districtId),
    landlordId: String(l.landlordId),
    queueTypeId: String(l.queueTypeId),
    rooms: text(l.rooms),
    area: text(l.area),
    rent: text(l.rent),
    rentDescription: text(l.rentDescription),
    floor: text(l.floor),
    floorTotal: text(l.floorTotal),
    maxNumberOfPeople: text(l.maxNumberOfPeople),
    description: text(l.description),
    moveInDate: text(l.moveInDate),
    agencyFee: text(l.agencyFee),
    showingText: text(l.showingText),
    categoryIds: [...l.categoryIds],
    incomeTypeIds: l.incomeTypeIds.map(String),
    properties: l.properties.map((p) => ({ key: p.key, values: p.values.join(', ') })),
    criteria: { general: criteria(l.criteria.general), income: criteria(l.criteria.income), special: criteria(l.criteria.special) },
  };
}

export function ListingEditorPage() {
  const { rentalObjectId } = useParams();
  const catalog = useStaffListingCatalogQuery();
  useStaffTitle(rentalObjectId ? 'Ändra bostad' : 'Ny bostad');
  if (catalog.loading && !catalog.data) return <Loading />;
  if (!catalog.data) return <LoadFailed />;
  return rentalObjectId ? <EditListing rentalObjectId={rentalObjectId} catalog={catalog.data.staffListingCatalog} /> : <NewListing catalog={catalog.data.staffListingCatalog} />;
}

function Loading() {
  return (
    <Skeleton label="Hämtar bostaden…">
      <SkeletonLine width="40%" />
      <SkeletonLine />
      <SkeletonLine />
    </Skeleton>
  );
}

function LoadFailed() {
  return (
    <p className="alert alert--error" role="alert">
      Bostaden gick inte att hämta. Försök igen.
    </p>
  );
}

function NewListing({ catalog }: { catalog: ListingCatalog }) {
  const navigate = useNavigate();
  const replace = useReplaceListing();
  const [create] = useStaffCreateListingMutation();
  return (
    <>
      <p>
        <Link to="/bostader">Till alla bostäder</Link>
      </p>
      <h1>Ny bostad</h1>
      <p>Bostaden sparas opublicerad. Du publicerar den när allt är klart, och kan lägga till bilder efter att den har sparats.</p>
      <ListingForm
        catalog={catalog}
        defaultValues={blank(catalog)}
        submitLabel="Skapa bostaden"
        successMessage={m.created}
        save={async (values) => {
          const outcome = await listingChange(async () => (await create({ variables: { input: values } })).data?.staffCreateListing, replace);
          if (outcome.ok) void navigate(`/bostader/${encodeURIComponent(outcome.listing.rentalObjectId)}`);
          return outcome;
        }}
      />
    </>
  );
}

function EditListing({ rentalObjectId, catalog }: { rentalObjectId: string; catalog: ListingCatalog }) {
  const { data, loading, error } = useStaffListingQuery({ variables: { rentalObjectId } });
  const replace = useReplaceListing();
  const [update] = useStaffUpdateListingMutation();
  if (loading && !data) return <Loading />;
  if (error) return <LoadFailed />;
  const listing = data?.staffListing;
  if (!listing)
    return (
      <>
        <h1>Bostaden finns inte</h1>
        <p>
          <Link to="/bostader">Till alla bostäder</Link>
        </p>
      </>
    );
  return (
    <>
      <p>
        <Link to="/bostader">Till alla bostäder</Link>
      </p>
      <h1>
        {listing.street}, {listing.city}
      </h1>
      <Publication listing={listing} />
      <ListingForm
        key={rentalObjectId}
        catalog={catalog}
        defaultValues={formValuesOf(listing)}
        submitLabel="Spara ändringarna"
        successMessage={m.saved}
        save={(values) => listingChange(async () => (await update({ variables: { rentalObjectId, input: values } })).data?.staffUpdateListing, replace)}
      />
      <ListingImages listing={listing} />
    </>
  );
}

/** The object's state and the one button that changes it. */
function Publication({ listing }: { listing: StaffListing }) {
  const replace = useReplaceListing();
  const [publish] = useStaffPublishListingMutation();
  const [unpublish] = useStaffUnpublishListingMutation();
  const [busy, setBusy] = useState(false);
  const variables = { rentalObjectId: listing.rentalObjectId };
  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    const outcome = await listingChange(
      async () => (listing.published ? (await unpublish({ variables })).data?.staffUnpublishListing : (await publish({ variables })).data?.staffPublishListing),
      replace,
    );
    setBusy(false);
    if (outcome.ok) showToast('success', outcome.listing.published ? m.published : m.unpublished);
    else showToast('error', outcome.message);
  };
  return (
    <section className="staff-listing__status" aria-labelledby="listing-publication-heading">
      <h2 id="listing-publication-heading" className="visually-hidden">
        Publicering
      </h2>
      <p role="status">
        <StatusBadge published={listing.published} onApplicantList={listing.onApplicantList} />
      </p>
      <button type="button" className={listing.published ? 'button button--secondary' : 'button'} aria-busy={busy || undefined} onClick={() => void toggle()}>
        {listing.published ? 'Avpublicera' : 'Publicera'}
      </button>
    </section>
  );
}
