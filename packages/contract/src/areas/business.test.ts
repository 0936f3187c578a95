import { BADGE_MARKER_ATTRIBUTE, badgeMarkup, badgePreviewDocument, type BadgeView } from './business';

const view: BadgeView = {
  hash: 'abc123',
  kind: 'brand',
  name: 'Pure "Labs" <b>&</b>',
  url: 'https://site.test/brand/pure-labs',
  image: 'https://api.test/uploads/brands/profile/logo.png',
  rank: 7,
  rating: 3.6,
};

describe('badge markup (the API script and the owner preview draw the same)', () => {
  test('design 1: image, name, rank line and stars, linking to the listing page; every value escaped', () => {
    const html = badgeMarkup(view, 1);
    expect(html).toMatch(/^<style>[\s\S]*:host\{[\s\S]*<\/style><div class="d1"><a href="https:\/\/site\.test\/brand\/pure-labs" target="_blank" rel="noopener"/);
    expect(html).toContain('<img src="https://api.test/uploads/brands/profile/logo.png" alt="Pure &quot;Labs&quot; &lt;b&gt;&amp;&lt;/b&gt;"');
    expect(html).toContain('<span class="name">Pure &quot;Labs&quot; &lt;b&gt;&amp;&lt;/b&gt;</span>');
    expect(html).toContain('<span class="rank">Ranked #7 on IronScore</span>');
    expect(html).toContain('<span class="stars">\u2605\u2605\u2605\u2605\u2606 3.6</span>');
    expect(html).not.toContain('<b>');
  });

  test('designs 2 and 3; an unranked listing reads "Verified" / a check mark', () => {
    expect(badgeMarkup(view, 2)).toContain('<span class="rank">#7</span>');
    expect(badgeMarkup({ ...view, rank: 0 }, 2)).toContain('<span class="rank">Verified</span>');
    expect(badgeMarkup(view, 3)).toContain('<span class="big">#7</span><span class="rank">Brand Ranking</span>');
    expect(badgeMarkup({ ...view, rank: 0, kind: 'source' }, 3)).toContain('<span class="big">\u2713</span><span class="rank">Source Ranking</span>');
  });

  test('only http(s) links and images', () => {
    const html = badgeMarkup({ ...view, url: 'javascript:alert(1)', image: 'data:image/png;base64,AAAA' }, 1);
    expect(html).toContain('<a href="#"');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('javascript:');
  });

  test('the preview document: the marker with a declared shadow root, and no script', () => {
    const doc = badgePreviewDocument(view, 3);
    expect(doc).toContain(`<div ${BADGE_MARKER_ATTRIBUTE}="abc123" data-badge-type="3"><template shadowrootmode="open">${badgeMarkup(view, 3)}</template></div>`);
    expect(doc).not.toMatch(/<script/i);
  });
});
