// The profile questionnaires' rules (spec 001 §3, §5): one schema per form, shared by the form and the server.
export * from './fields';
export * from './housing';
export * from './capital';
export * from './reducedIncome';
export * from './debt';
export * from './student';
export * from './support';
export * from './tenantReference';
