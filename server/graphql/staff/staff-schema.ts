// The staff API's schema: staff.graphql (what every area shares) and one file per area in staff-schema/, read once.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const areaDir = path.join(root, 'staff-schema');

export const staffTypeDefs: string[] = [
  readFileSync(path.join(root, 'staff.graphql'), 'utf8'),
  ...readdirSync(areaDir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(path.join(areaDir, name), 'utf8')),
];
