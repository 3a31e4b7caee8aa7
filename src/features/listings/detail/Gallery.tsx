// An accessible image gallery (the detail page and the digital viewing): one large image with previous/next
// buttons and a polite 'Bild 2 av 7', and thumbnails as buttons grouped under 'Bilder', 'Planritningar' and
// 'Visningsbilder'. Everything is a plain button, so Tab moves through and out of it as usual; the left and right
// arrow keys also step through the images while focus is on the large image's controls.
import { useId, useState, type KeyboardEvent } from 'react';
import { galleryGroups, imagePosition, thumbnailLabel, type GalleryImage } from './gallery';

interface GalleryProps {
  images: readonly GalleryImage[];
  /** The gallery's heading (visible). */
  title: string;
  /** The level of that heading; the group headings are one below. */
  headingLevel?: 2 | 3;
}

export function Gallery({ images, title, headingLevel = 2 }: GalleryProps) {
  const headingId = useId();
  const { ordered, groups } = galleryGroups(images);
  const [requested, setShown] = useState(0);
  const total = ordered.length;
  // The images can change under the gallery (a refetch): never point past the end.
  const shown = total === 0 ? 0 : Math.min(requested, total - 1);
  const current = ordered[shown];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const GroupHeading = headingLevel === 2 ? 'h3' : 'h4';

  if (!current) return null;

  const step = (delta: number) => setShown((shown + delta + total) % total);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  };

  return (
    <section className="gallery" aria-labelledby={headingId}>
      <Heading id={headingId} className="gallery__title">
        {title}
      </Heading>
      <div className="gallery__stage">
        {/* The first image seen on the page: fetched before the rest (the thumbnails below the fold load lazily). */}
        <img className="gallery__image" src={current.galleryUrl} alt={current.description} width={1200} height={800} fetchPriority="high" />
      </div>
      {total > 1 ? (
        <div className="gallery__controls" onKeyDown={onKeyDown}>
          <button type="button" className="button button--secondary button--small" onClick={() => step(-1)}>
            Föregående bild
          </button>
          <p className="gallery__position" aria-live="polite">
            {imagePosition(shown, total)}
          </p>
          <button type="button" className="button button--secondary button--small" onClick={() => step(1)}>
            Nästa bild
          </button>
        </div>
      ) : (
        <p className="gallery__position">{imagePosition(0, 1)}</p>
      )}
      {total > 1 &&
        groups.map((group) => (
          <div className="gallery__group" key={group.key}>
            <GroupHeading className="gallery__group-title">{group.title}</GroupHeading>
            <ul className="gallery__thumbnails">
              {group.items.map(({ image, index }) => (
                <li key={image.imageId}>
                  <button
                    type="button"
                    className="gallery__thumbnail"
                    aria-label={thumbnailLabel(index, image.description)}
                    aria-current={index === shown ? 'true' : undefined}
                    onClick={() => setShown(index)}
                  >
                    <img src={image.listUrl} alt="" width={480} height={320} loading="lazy" />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
    </section>
  );
}
