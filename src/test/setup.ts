// Shared setup for unit and component tests. Component tests opt into jsdom with
// `// @vitest-environment jsdom` at the top of the file.
import '@testing-library/jest-dom/vitest';

// Testing Library's findBy*/waitFor default of 1 s is too tight on a loaded 2-core machine.
import { configure } from '@testing-library/react';
configure({ asyncUtilTimeout: 5000 });
