// The gallery's order and groups (spec 001 §2: images primary, others, layouts, showings): photos first (the
// primary image leading), then floor plans, then the viewing images; within a group by sortingOrder.
export type GalleryImageKind = 'primary' | 'other' | 'layout' | 'showing';

export interface GalleryImage {
  imageId: string;
  description: string;
  kind: GalleryImageKind;
  sortingOrder: number;
  listUrl: string;
  galleryUrl: string;
}

export interface GalleryGroup<T extends GalleryImage = GalleryImage> {
  key: 'photos' | 'layouts' | 'showings';
  title: string;
  /** Each image with its place (0-based) in the whole gallery. */
  items: { image: T; index: number }[];
}

const GROUPS: { key: GalleryGroup['key']; title: string; kinds: GalleryImageKind[] }[] = [
  { key: 'photos', title: 'Bilder', kinds: ['primary', 'other'] },
  { key: 'layouts', title: 'Planritningar', kinds: ['layout'] },
  { key: 'showings', title: 'Visningsbilder', kinds: ['showing'] },
];

const kindRank = (kind: GalleryImageKind) => (kind === 'primary' ? 0 : 1);

/** The images in gallery order and the non-empty groups that show them as thumbnails. */
export function galleryGroups<T extends GalleryImage>(images: readonly T[]): { ordered: T[]; groups: GalleryGroup<T>[] } {
  const ordered: T[] = [];
  const groups: GalleryGroup<T>[] = [];
  for (const g of GROUPS) {
    const members = images
      .filter((i) => g.kinds.includes(i.kind))
      .sort((a, b) => kindRank(a.kind) - kindRank(b.kind) || a.sortingOrder - b.sortingOrder);
    if (members.length === 0) continue;
    groups.push({ key: g.key, title: g.title, items: members.map((image, k) => ({ image, index: ordered.length + k })) });
    ordered.push(...members);
  }
  return { ordered, groups };
}

/** 'Bild 2 av 7'. */
export const imagePosition = (index: number, total: number) => `Bild ${index + 1} av ${total}`;

/** The thumbnail's accessible name: 'Visa bild 2: Kök'. */
export const thumbnailLabel = (index: number, description: string) => `Visa bild ${index + 1}: ${description}`;
