import { routeRemote } from './routeRemote';

describe('routeRemote', () => {
  test('the public pages are the catalog’s', () => {
    for (const path of ['/', '/sources', '/source/iron-depot', '/brand/titan-labs', '/brand/titan-labs/whey-gold']) {
      expect(routeRemote(path)).toBe('catalog');
    }
  });
  test('no remote for a protected route, the profile, or an unknown path', () => {
    expect(routeRemote('/profile/jane')).toBeNull();
    expect(routeRemote('/community/post/12')).toBeNull();
    expect(routeRemote('/no/such/page/here')).toBeNull();
  });
});
