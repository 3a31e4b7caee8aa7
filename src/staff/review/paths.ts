// Where an item's page is: /granska/<inbox id> (a document's id, or a certificate slot's "income/type/slot").
export const ITEM_BASE = 'granska';
export const itemPath = (id: string) => `/${ITEM_BASE}/${id}`;
