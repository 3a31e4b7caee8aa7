// The Drizzle schema, one file per area: one source for migrations (drizzle-kit generate, see drizzle.config.ts) and
// for typed queries. `import … from '…/db/schema'` reads every area's tables from here.
export * from './account';
export * from './staff';
export * from './session';
export * from './content';
export * from './mail';
export * from './documents';
export * from './bankid';
export * from './payments';
export * from './jobs';
export * from './listings';
export * from './applications';
export * from './subscriptions';
export * from './profile';
export * from './incomes';
export * from './bank';
