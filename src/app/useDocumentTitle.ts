// Page titles follow the template '%s | {product}' (spec 000 §1). Every route calls this once.
import { useEffect } from 'react';
import { useProductName } from './useProductName';

export function formatDocumentTitle(title: string, product: string): string {
  return `${title} | ${product}`;
}

export function useDocumentTitle(title: string): void {
  const product = useProductName();
  useEffect(() => {
    document.title = formatDocumentTitle(title, product);
  }, [title, product]);
}
