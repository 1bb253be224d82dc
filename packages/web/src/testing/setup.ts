import { configure } from '@testing-library/react';

// Component tests render the app against the real API in process, many files at once on a
// two-core CI machine: give findBy*/waitFor the time a loaded machine needs (the default is 1 s).
configure({ asyncUtilTimeout: 5000 });
