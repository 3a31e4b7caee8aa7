// Page titles follow the template '%s | {product}' (spec 000 §1). Every route calls this once.
import { useEffect } from 'react';
import { useProductName } from '../features/content';

const SEPARATOR = ' | ';

export function formatDocumentTitle(title: string, product: string): string {
  return `${title}${SEPARATOR}${product}`;
}

/** The page's own part of a document title made by formatDocumentTitle. */
export function pageTitleOf(documentTitle: string): string {
  const end = documentTitle.lastIndexOf(SEPARATOR);
  return end === -1 ? documentTitle : documentTitle.slice(0, end);
}

export function useDocumentTitle(title: string): void {
  const product = useProductName();
  useEffect(() => {
    document.title = formatDocumentTitle(title, product);
  }, [title, product]);
}
