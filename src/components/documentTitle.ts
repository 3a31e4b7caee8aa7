// Page titles follow the template '%s | {product}' (spec 000 §1), in both apps; the focus mechanism reads the page's
// own part back to announce it after a navigation.
const SEPARATOR = ' | ';

export function formatDocumentTitle(title: string, product: string): string {
  return `${title}${SEPARATOR}${product}`;
}

/** The page's own part of a document title made by formatDocumentTitle. */
export function pageTitleOf(documentTitle: string): string {
  const end = documentTitle.lastIndexOf(SEPARATOR);
  return end === -1 ? documentTitle : documentTitle.slice(0, end);
}
