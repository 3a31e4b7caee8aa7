// Page titles follow the template '%s | {product}' (spec 000 §1). Every route calls this once.
import { useEffect } from 'react';
import { formatDocumentTitle } from '../components/documentTitle';
import { useProductName } from '../features/content';

export function useDocumentTitle(title: string): void {
  const product = useProductName();
  useEffect(() => {
    document.title = formatDocumentTitle(title, product);
  }, [title, product]);
}
