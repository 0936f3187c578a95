require('@testing-library/jest-dom');
// findBy*/waitFor poll for 1 s by default; on a loaded 2-core machine renders can take longer.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
// TanStack Query notifies components on a setTimeout(0); in tests notify on a microtask, so an
// awaited act() (which flushes microtasks) sees a query's answer rendered, as before the data layer.
{
  const path = require('node:path');
  const query = require(require.resolve('@tanstack/react-query', { paths: [path.join(__dirname, 'packages/data')] }));
  query.notifyManager.setScheduler((callback) => queueMicrotask(callback));
}
// packages/api knows only the calls an app registers (each app's src/calls.ts; its calls.test.ts
// checks that every call its sources make is registered there). Unit tests get the whole catalogue.
{
  const path = require('node:path');
  const from = { paths: [path.join(__dirname, 'packages/data')] };
  require(require.resolve('@ironscore/api', from)).registerCalls(require(require.resolve('@ironscore/contract', from)).calls);
}
