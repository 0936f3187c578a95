require('@testing-library/jest-dom');
// findBy*/waitFor poll for 1 s by default; on a loaded 2-core machine renders can take longer.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
