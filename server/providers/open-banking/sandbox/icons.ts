// The banks' logos, drawn here as letters on a colour (nothing is fetched from the internet).
import { escapeHtml } from '../../sandbox-html';
import type { Bank } from './banks';

export function bankIcon(bank: Bank): string {
  const size = bank.letters.length > 2 ? 26 : 34;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeHtml(bank.displayName)}">
<rect width="64" height="64" rx="12" fill="${bank.color}"/>
<text x="32" y="33" fill="#fff" font-family="system-ui, sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" dominant-baseline="middle">${escapeHtml(bank.letters)}</text>
</svg>`;
}
