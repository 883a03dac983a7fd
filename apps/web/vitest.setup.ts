import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy/waitFor wait for a condition, not for a time: on a machine whose cores are busy, a
// render can take well over the default second, and a passing test never waits the longer.
configure({ asyncUtilTimeout: 10_000 });
