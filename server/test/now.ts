/** The integration tests' "now": the seed's day and every test server's clock at start. */
export const TEST_NOW = new Date('2026-11-22T10:00:00Z');
