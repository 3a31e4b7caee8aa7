// The element of a page's HTML that holds its page data (issue 9): the server writes it (server/http/spa.ts), the SPA
// reads it on start (src/app/boot/pageData.ts).
export const PAGE_DATA_ELEMENT_ID = 'page-data';
