// index.html asks for the start-up session check (GET me) while the scripts download: the preload must name the
// path getMe asks for, as a fetch with the CORS credentials mode of the app's fetch (crossorigin: same-origin
// credentials), or chromium fetches it twice and warns that the preload went unused.
import { readFileSync } from 'node:fs';
import { API_BASE } from '../http';
import { ME_PATH } from './sessionApi';

it('index.html preloads GET me as the app will fetch it', () => {
  const html = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
  const links = html.match(/<link rel="preload"[^>]*>/g) ?? [];
  expect(links).toEqual([`<link rel="preload" href="${API_BASE}${ME_PATH}" as="fetch" crossorigin />`]);
});
