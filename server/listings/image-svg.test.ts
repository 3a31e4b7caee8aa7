import { drawLogo, drawRentalObjectImage, isImageSize, type DrawableImage } from './image-svg';

const image = (over: Partial<DrawableImage> = {}): DrawableImage => ({
  imageId: 'RO00001-1',
  kind: 'primary',
  description: 'Fasad, Kungsgatan 4',
  street: 'Kungsgatan 4',
  city: 'Uppsala',
  rooms: 2,
  area: 54.5,
  floorTotal: 4,
  ...over,
});

describe('drawn images', () => {
  it.each(['primary', 'other', 'layout', 'showing'] as const)('draws a %s image with its alt text as title', (kind) => {
    const svg = drawRentalObjectImage(image({ kind }), 'list');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="480" height="320" viewBox="0 0 1200 800" role="img"/);
    expect(svg).toContain('<title>Fasad, Kungsgatan 4</title>');
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it.each([
    ['list', 480, 320],
    ['gallery', 1200, 800],
  ] as const)('%s size is %i×%i', (size, w, h) => expect(drawRentalObjectImage(image(), size)).toContain(`width="${w}" height="${h}"`));

  it('is the same picture every time', () => expect(drawRentalObjectImage(image(), 'gallery')).toBe(drawRentalObjectImage(image(), 'gallery')));

  it('escapes text', () => {
    const svg = drawRentalObjectImage(image({ street: 'A & B <script>', description: '"x"' }), 'list');
    expect(svg).toContain('A &amp; B &lt;script&gt;');
    expect(svg).not.toContain('<script>');
  });

  it('draws one room per room on the floor plan', () => {
    const svg = drawRentalObjectImage(image({ kind: 'layout', rooms: 3 }), 'list');
    expect(svg).toContain('Sovrum 1');
    expect(svg).toContain('Sovrum 2');
    expect(svg).not.toContain('Sovrum 3');
  });

  it('draws a logo with initials', () => expect(drawLogo('Stena Fastigheter', 'list')).toContain('>SF</text>'));

  it.each([
    ['list', true],
    ['gallery', true],
    ['huge', false],
    [undefined, false],
  ])('isImageSize(%s) = %s', (v, ok) => expect(isImageSize(v)).toBe(ok));
});
