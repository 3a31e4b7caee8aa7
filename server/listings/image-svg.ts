// Draws the demo images of rental objects and landlord logos as SVG: a facade, a room, a floor plan or a viewing
// still, with the address or description written on it. Nothing is fetched from elsewhere; the same input always
// gives the same picture, so replies can be cached for good.

export const IMAGE_SIZES = {
  list: { width: 480, height: 320 },
  gallery: { width: 1200, height: 800 },
} as const;
export type ImageSize = keyof typeof IMAGE_SIZES;
export const isImageSize = (v: unknown): v is ImageSize => v === 'list' || v === 'gallery';

export interface DrawableImage {
  imageId: string;
  kind: 'primary' | 'other' | 'layout' | 'showing';
  description: string;
  street: string;
  city: string;
  rooms: number;
  area: number;
  floorTotal: number | null;
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

const FACADES = ['#d9a066', '#c8553d', '#e8d5b7', '#9bb1c8', '#f2e8cf', '#b5838d', '#8d99ae', '#e9c46a'];
const WALLS = ['#f4efe6', '#e9f1f7', '#f7ede2', '#eef4ed', '#f3eef7'];

// All drawing happens on a 1200×800 canvas; the size only sets the rendered width and height.
const W = 1200;
const H = 800;

function caption(text: string, sub?: string): string {
  return [
    `<rect x="0" y="${H - 120}" width="${W}" height="120" fill="#000" fill-opacity="0.55"/>`,
    `<text x="40" y="${H - 66}" font-family="Arial, Helvetica, sans-serif" font-size="44" font-weight="bold" fill="#fff">${escapeXml(text)}</text>`,
    sub ? `<text x="40" y="${H - 24}" font-family="Arial, Helvetica, sans-serif" font-size="30" fill="#fff">${escapeXml(sub)}</text>` : '',
  ].join('');
}

function facade(img: DrawableImage, h: number): string {
  const colour = FACADES[h % FACADES.length]!;
  const floors = Math.max(2, Math.min(8, img.floorTotal ?? 3));
  const bw = 620;
  const bx = (W - bw) / 2;
  const floorH = Math.min(80, 520 / floors);
  const by = H - 120 - floors * floorH;
  const windows: string[] = [];
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < 5; c++) {
      if (f === floors - 1 && c === 2) continue; // the entrance
      const lit = (h >> ((f * 5 + c) % 24)) & 1;
      windows.push(`<rect x="${bx + 40 + c * 116}" y="${by + f * floorH + floorH * 0.25}" width="60" height="${floorH * 0.5}" fill="${lit ? '#fff4c2' : '#cfe3f3'}" stroke="#5b5b5b" stroke-width="3"/>`);
    }
  }
  return [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb3e0"/><stop offset="1" stop-color="#d7ebf9"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    `<circle cx="${180 + (h % 700)}" cy="130" r="55" fill="#ffe08a"/>`,
    `<rect x="0" y="${H - 160}" width="${W}" height="160" fill="#6a994e"/>`,
    `<polygon points="${bx - 30},${by} ${W / 2},${by - 110} ${bx + bw + 30},${by}" fill="#7a4b3a"/>`,
    `<rect x="${bx}" y="${by}" width="${bw}" height="${floors * floorH}" fill="${colour}" stroke="#4a4a4a" stroke-width="4"/>`,
    ...windows,
    `<rect x="${W / 2 - 40}" y="${H - 120 - floorH * 0.85}" width="80" height="${floorH * 0.85}" fill="#5a3e2b"/>`,
    `<ellipse cx="${bx - 90}" cy="${H - 200}" rx="70" ry="95" fill="#386641"/>`,
    `<ellipse cx="${bx + bw + 90}" cy="${H - 190}" rx="60" ry="85" fill="#386641"/>`,
    caption(img.street, img.city),
  ].join('');
}

function room(img: DrawableImage, h: number): string {
  const wall = WALLS[h % WALLS.length]!;
  const accent = FACADES[(h >> 3) % FACADES.length]!;
  return [
    `<rect width="${W}" height="${H}" fill="${wall}"/>`,
    `<rect x="0" y="${H - 260}" width="${W}" height="260" fill="#c9a27e"/>`,
    ...Array.from({ length: 12 }, (_, i) => `<line x1="${i * 100}" y1="${H - 260}" x2="${i * 100 - 60}" y2="${H}" stroke="#b08968" stroke-width="3"/>`),
    `<rect x="${200 + (h % 300)}" y="120" width="320" height="260" fill="#cfe8fa" stroke="#fff" stroke-width="18"/>`,
    `<line x1="${360 + (h % 300)}" y1="120" x2="${360 + (h % 300)}" y2="380" stroke="#fff" stroke-width="10"/>`,
    `<rect x="640" y="${H - 360}" width="380" height="130" rx="30" fill="${accent}"/>`,
    `<rect x="610" y="${H - 300}" width="440" height="90" rx="25" fill="${accent}" stroke="#00000022"/>`,
    `<rect x="300" y="${H - 250}" width="220" height="16" fill="#6b4f3a"/><rect x="320" y="${H - 234}" width="12" height="80" fill="#6b4f3a"/><rect x="488" y="${H - 234}" width="12" height="80" fill="#6b4f3a"/>`,
    caption(img.description, img.street),
  ].join('');
}

function plan(img: DrawableImage, h: number): string {
  const rooms = Math.max(1, Math.min(6, img.rooms));
  const x0 = 120;
  const y0 = 80;
  const pw = W - 240;
  const ph = H - 260;
  const labels = ['Kök', 'Vardagsrum', ...Array.from({ length: rooms - 1 }, (_, i) => (rooms - 1 > 1 ? `Sovrum ${i + 1}` : 'Sovrum')), 'Bad', 'Hall'];
  const cols = Math.ceil(labels.length / 2);
  const cw = pw / cols;
  const cells = labels.map((label, i) => {
    const cx = x0 + (i % cols) * cw;
    const cy = y0 + Math.floor(i / cols) * (ph / 2);
    return [
      `<rect x="${cx}" y="${cy}" width="${cw}" height="${ph / 2}" fill="${i === (h % labels.length) ? '#eef4fb' : '#fff'}" stroke="#333" stroke-width="6"/>`,
      `<text x="${cx + cw / 2}" y="${cy + ph / 4 + 12}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${Math.min(40, cw / 6)}" fill="#333">${escapeXml(label)}</text>`,
    ].join('');
  });
  return [
    `<rect width="${W}" height="${H}" fill="#fafafa"/>`,
    `<rect x="${x0}" y="${y0}" width="${pw}" height="${ph}" fill="none" stroke="#111" stroke-width="14"/>`,
    ...cells,
    caption(img.description, img.street),
  ].join('');
}

function viewing(img: DrawableImage, h: number): string {
  return [
    room(img, h).replace(caption(img.description, img.street), ''),
    `<rect width="${W}" height="${H}" fill="#000" fill-opacity="0.35"/>`,
    `<circle cx="${W / 2}" cy="${H / 2 - 60}" r="110" fill="#fff" fill-opacity="0.9"/>`,
    `<polygon points="${W / 2 - 35},${H / 2 - 125} ${W / 2 - 35},${H / 2 + 5} ${W / 2 + 70},${H / 2 - 60}" fill="#1d3557"/>`,
    caption(img.description, img.street),
  ].join('');
}

function svg(size: ImageSize, title: string, body: string): string {
  const { width, height } = IMAGE_SIZES[size];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title>${body}</svg>`;
}

/** A rental object's image, drawn. */
export function drawRentalObjectImage(img: DrawableImage, size: ImageSize): string {
  const h = hash(img.imageId);
  const body = img.kind === 'primary' ? facade(img, h) : img.kind === 'layout' ? plan(img, h) : img.kind === 'showing' ? viewing(img, h) : room(img, h);
  return svg(size, img.description, body);
}

/** A landlord's logo: initials in a badge and the name. */
export function drawLogo(name: string, size: ImageSize): string {
  const h = hash(name);
  const colour = ['#1d3557', '#2a9d8f', '#e76f51', '#6d597a', '#264653', '#bc4749'][h % 6]!;
  const initials = name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const body = [
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    `<rect x="100" y="200" width="400" height="400" rx="80" fill="${colour}"/>`,
    `<text x="300" y="470" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="200" font-weight="bold" fill="#fff">${escapeXml(initials)}</text>`,
    `<text x="560" y="440" font-family="Arial, Helvetica, sans-serif" font-size="${name.length > 14 ? 64 : 84}" font-weight="bold" fill="${colour}">${escapeXml(name)}</text>`,
  ].join('');
  return svg(size, `${name} logotyp`, body);
}
