import { inject } from 'vitest';
import { TEST_POSTGRES_ENV } from './test-postgres';

// Each test file of the `server-postgres` project starts its servers on the project's cluster.
process.env[TEST_POSTGRES_ENV] = inject('postgresAdminUrl');
