import type { SearchBackend } from '../../src/features/doctors/find-doctors.ts';

/**
 * The search backend the search behaviour tests (doctors.test.ts) run on: the process's copy unless a file
 * that runs them again on another backend (doctors-search-database.test.ts) sets it before importing them.
 */
export const searchBackendUnderTest: { backend: SearchBackend } = { backend: 'copy' };
