// The int project's global setup: the seeded templates every test server copies (server/test/templates.ts).
import type { TestProject } from 'vitest/node';
import { TEST_NOW } from './now';
import { buildTemplates, type Templates } from './templates';

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplates: Templates;
  }
}

export default async function setup(project: TestProject) {
  const { templates, dispose } = await buildTemplates(TEST_NOW, process.env.TEST_DATABASE_URL);
  project.provide('testTemplates', templates);
  return dispose;
}
