// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Gallery } from './Gallery';
import { testImage } from './testRentalObject';

// Given out of order on purpose: the gallery shows photos (primary first), then floor plans, then viewing images.
const images = [
  testImage(5, 'showing', 'Digital visning: kök'),
  testImage(4, 'layout', 'Planritning, 3 rum och kök'),
  testImage(3, 'other', 'Kök'),
  testImage(1, 'primary', 'Fasad, Gränbygatan 12'),
  testImage(2, 'other', 'Vardagsrum'),
];

const mainImage = () => within(screen.getByRole('region', { name: 'Bilder och planritningar' })).getAllByRole('img')[0]!;

describe('Gallery', () => {
  it('shows the primary image large with its alt text, the position and the gallery size', () => {
    render(<Gallery images={images} title="Bilder och planritningar" />);
    const img = mainImage();
    expect(img).toHaveAttribute('alt', 'Fasad, Gränbygatan 12');
    expect(img).toHaveAttribute('src', '/mypages/api/images/RO00042-1?size=gallery');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
    // The first image in view is fetched first; the thumbnails (below it) load lazily, with their size given.
    expect(img).toHaveAttribute('fetchpriority', 'high');
    for (const thumb of screen.getAllByRole('button', { name: /^Visa bild/ }).map((b) => b.querySelector('img')!)) {
      expect(thumb).toHaveAttribute('loading', 'lazy');
      expect(thumb).toHaveAttribute('width', '480');
      expect(thumb).toHaveAttribute('height', '320');
    }
    const position = screen.getByText('Bild 1 av 5');
    expect(position).toHaveAttribute('aria-live', 'polite');
  });

  it('steps with next and previous, wrapping at the ends, and updates the live text and alt', async () => {
    const user = userEvent.setup();
    render(<Gallery images={images} title="Bilder och planritningar" />);
    await user.click(screen.getByRole('button', { name: 'Nästa bild' }));
    expect(screen.getByText('Bild 2 av 5')).toBeInTheDocument();
    expect(mainImage()).toHaveAttribute('alt', 'Vardagsrum');
    await user.click(screen.getByRole('button', { name: 'Föregående bild' }));
    await user.click(screen.getByRole('button', { name: 'Föregående bild' }));
    expect(screen.getByText('Bild 5 av 5')).toBeInTheDocument();
    expect(mainImage()).toHaveAttribute('alt', 'Digital visning: kök');
    await user.click(screen.getByRole('button', { name: 'Nästa bild' }));
    expect(screen.getByText('Bild 1 av 5')).toBeInTheDocument();
  });

  it('groups thumbnails under headings; a thumbnail shows its image and is marked current', async () => {
    const user = userEvent.setup();
    render(<Gallery images={images} title="Bilder och planritningar" />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Bilder', 'Planritningar', 'Visningsbilder']);
    const thumbs = screen.getAllByRole('button', { name: /^Visa bild/ });
    expect(thumbs.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Visa bild 1: Fasad, Gränbygatan 12',
      'Visa bild 2: Vardagsrum',
      'Visa bild 3: Kök',
      'Visa bild 4: Planritning, 3 rum och kök',
      'Visa bild 5: Digital visning: kök',
    ]);
    expect(thumbs[0]).toHaveAttribute('aria-current', 'true');
    const plan = screen.getByRole('button', { name: 'Visa bild 4: Planritning, 3 rum och kök' });
    await user.click(plan);
    expect(plan).toHaveAttribute('aria-current', 'true');
    expect(thumbs[0]).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Bild 4 av 5')).toBeInTheDocument();
    expect(mainImage()).toHaveAttribute('alt', 'Planritning, 3 rum och kök');
    expect(mainImage()).toHaveAttribute('src', '/mypages/api/images/RO00042-4?size=gallery');
    // The thumbnail's own picture is decorative: the button carries the name.
    expect(within(plan).getByRole('presentation', { hidden: true })).toHaveAttribute('src', '/mypages/api/images/RO00042-4?size=list');
  });

  it('steps with the arrow keys on its controls, and Tab leaves the gallery', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Gallery images={images} title="Bilder och planritningar" />
        <a href="#after">Efter galleriet</a>
      </>,
    );
    screen.getByRole('button', { name: 'Nästa bild' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('Bild 3 av 5')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Bild 2 av 5')).toBeInTheDocument();
    for (let i = 0; i < 6; i++) await user.tab();
    expect(screen.getByRole('link', { name: 'Efter galleriet' })).toHaveFocus();
  });

  it('shows a single image without controls, and nothing without images', () => {
    const { rerender, container } = render(<Gallery images={[images[3]!]} title="Bilder" />);
    expect(screen.getByRole('img', { name: 'Fasad, Gränbygatan 12' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Bild 1 av 1')).toBeInTheDocument();
    rerender(<Gallery images={[]} title="Bilder" />);
    expect(container).toBeEmptyDOMElement();
  });
});
