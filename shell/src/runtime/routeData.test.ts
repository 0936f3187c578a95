import { QueryClient } from '@tanstack/react-query';
import { api } from '@ironscore/api';
import { callKey } from '@ironscore/data';
import { prefetchRouteData, routeQueries } from './routeData';

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
