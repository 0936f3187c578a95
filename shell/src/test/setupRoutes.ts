// Every shell test runs with the route table the repository's remotes compose (as the boot publishes it).
import { publishRouteTable } from '@ironscore/host';
import { repoRouteTable } from '@ironscore/host/src/testing/routeTable';

publishRouteTable(repoRouteTable());
