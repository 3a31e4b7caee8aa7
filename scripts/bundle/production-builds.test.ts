import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isDevelopmentBuild, PRODUCTION_ENTRIES } from './production-builds';

describe('production builds of libraries', () => {
  it.each(PRODUCTION_ENTRIES.map((e) => [String(e.find), e.replacement]))('%s has its production build at %s', (_, file) => {
    expect(existsSync(file)).toBe(true);
    expect(isDevelopmentBuild(file)).toBe(false);
  });

  it.each([
    ['/w/node_modules/react-router/dist/development/chunk-6KYCQHYJ.mjs', true],
    ['node_modules/react-dom/cjs/react-dom-client.development.js', true],
    ['node_modules/scheduler/cjs/scheduler.development.js', true],
    ['/w/node_modules/react-router/dist/production/chunk-7RTFRKQW.mjs', false],
    ['node_modules/react-dom/cjs/react-dom-client.production.js', false],
    ['/w/src/features/development/Page.tsx', false],
    ['/w/src/app/development.ts', false],
  ])('%s is a development build: %s', (id, expected) => {
    expect(isDevelopmentBuild(id)).toBe(expected);
  });
});
