// Setup for every web test file: Testing Library's findBy and waitFor wait up to 5 s, not 1 s. A render that is
// instant on a laptop can take seconds on a 2-core machine running two test workers beside PostgreSQL.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
