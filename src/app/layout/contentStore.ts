// Menu and footer from the content service (REST), loaded once per page load and kept in reactive
// vars. A failed load leaves them null: the shell then shows nothing in their place (spec 000 §8).
import { makeVar } from '@apollo/client';
import { takePageContent } from '../boot/pageData';
import { apiRequest } from '../http';

export interface MenuItem {
  id: number;
  name: string;
  url: string;
  children: MenuItem[];
}

export interface FooterColumn {
  title: string | null;
  html: string;
}

export const menuVar = makeVar<MenuItem[] | null>(null);
export const footerVar = makeVar<FooterColumn[] | null>(null);

/** Links of the content menu point at the content host. */
export const CONTENT_HOST: string = import.meta.env.VITE_CONTENT_HOST ?? '';

export function contentHref(url: string, host: string = CONTENT_HOST): string {
  return `${host}${url}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function toMenuItems(value: unknown): MenuItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): MenuItem[] => {
    if (!isRecord(item) || typeof item['name'] !== 'string' || typeof item['url'] !== 'string') return [];
    const id = typeof item['id'] === 'number' ? item['id'] : Number(item['id']);
    return [{ id, name: item['name'], url: item['url'], children: toMenuItems(item['children']) }];
  });
}

const FOOTER_COLUMNS = ['First', 'Second', 'Third'] as const;

/** The footer columns that have text, in order (titles are optional). */
export function toFooterColumns(value: unknown): FooterColumn[] {
  if (!isRecord(value)) return [];
  return FOOTER_COLUMNS.flatMap((position): FooterColumn[] => {
    const title = value[`footer${position}ColumnTitle`];
    const html = value[`footer${position}ColumnText`];
    if (typeof html !== 'string' || html.trim() === '') return [];
    return [{ title: typeof title === 'string' && title.trim() !== '' ? title : null, html }];
  });
}

let loading: Promise<void> | null = null;

export function loadContent(): Promise<void> {
  // The page data carries both on a page's first load (src/app/boot/pageData.ts).
  const given = loading ? undefined : takePageContent();
  if (given) {
    menuVar(toMenuItems(given.menu));
    footerVar(toFooterColumns(given.footer));
    loading = Promise.resolve();
  }
  loading ??= Promise.all([
    apiRequest('/content/navigationapi/menu')
      .then((reply) => {
        if (reply.ok) menuVar(toMenuItems(reply.body));
      })
      .catch(() => undefined),
    apiRequest('/content/GetSiteFooter')
      .then((reply) => {
        if (reply.ok) footerVar(toFooterColumns(reply.body));
      })
      .catch(() => undefined),
  ]).then(() => undefined);
  return loading;
}
