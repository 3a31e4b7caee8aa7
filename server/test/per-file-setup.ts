// Runs before each integration test file. The int project's workers keep their modules from one file to the next
// (vitest.config.ts, isolate: false), so the test helpers' counters start again here: a file's made-up homes and
// applicants are then the same whichever files ran before it in its worker.
import { restartTestObjectNumbers } from '../listings/testing';
import { restartQueueApplicantNumbers } from './brokerage';

restartTestObjectNumbers();
restartQueueApplicantNumbers();
