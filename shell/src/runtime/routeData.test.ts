import { QueryClient } from '@tanstack/react-query';
import { api } from '@ironscore/api';
import { callKey } from '@ironscore/data';
import { SERVED_STATE_ID, hydrateServedData, prefetchRouteData, routeQueries } from './routeData';

describe('route-level prefetch', () => {
  test('the home page’s cached lists are asked for with the payloads the catalog’s home uses', () => {
    const keys = routeQueries('/').map((q) => q.queryKey);
    expect(keys).toEqual([
      callKey('Get_SourceCategories', {}),
      callKey('Get_TopSources', { category_id: 0 }),
      callKey('Get_LastSourceReviews', {}),
      callKey('Get_LastBrandReviews', {}),
      callKey('Get_TopBrands', {}),
      callKey('Get_LastTopComments', {}),
    ]);
  });

  test('nothing for pages whose first reads are not cached lists, protected pages or unknown paths', () => {
    expect(routeQueries('/brand/titan-labs')).toEqual([]);
    expect(routeQueries('/community/post/3')).toEqual([]);
    expect(routeQueries('/no/such/page/at/all')).toEqual([]);
  });

  test('the replies land in the client the remote reads through', async () => {
    const call = jest.spyOn(api, 'call').mockResolvedValue({ status: true, data: [{ category_id: 1, category_name: 'Stores' }], total: 1, message: '' } as never);
    const client = new QueryClient();
    prefetchRouteData(client, '/sources');
    await new Promise((r) => setTimeout(r, 0));
    expect(call).toHaveBeenCalledWith('Get_SourceCategories', {}, expect.anything());
    expect(client.getQueryData(callKey('Get_SourceCategories', {}))).toMatchObject({ data: [{ category_name: 'Stores' }] });
    call.mockRestore();
  });
});

describe('answers the page was served with', () => {
  const served = (text: string) => {
    const doc = document.implementation.createHTMLDocument('');
    const element = doc.createElement('script');
    element.type = 'application/json';
    element.id = SERVED_STATE_ID;
    element.textContent = text;
    doc.body.append(element);
    return doc;
  };
  const reply = { data: { source_id: 7, source_name: 'Alpha Labs' }, total: 0, message: '' };
  const query = (queryKey: unknown[]) => ({ queryKey, queryHash: JSON.stringify(queryKey), state: { data: reply, dataUpdatedAt: 1_000, status: 'success', fetchStatus: 'idle' } });

  test('go into the cache under their keys, with the time they were fetched', () => {
    const key = callKey('Get_Source', { source_slug_url: 'alpha-labs' }, 0);
    const client = new QueryClient();
    hydrateServedData(client, served(JSON.stringify({ mutations: [], queries: [query(key as unknown[])] })));
    expect(client.getQueryData(key)).toEqual(reply);
    expect(client.getQueryState(key)?.dataUpdatedAt).toBe(1_000);
  });

  test('only the calls’ keys; a page without answers or with a broken element changes nothing', () => {
    const client = new QueryClient();
    hydrateServedData(client, served(JSON.stringify({ mutations: [], queries: [query(['other', 1])] })));
    hydrateServedData(client, served('{"queries": [oops'));
    hydrateServedData(client, document.implementation.createHTMLDocument(''));
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
