/**
 * What users put into the site:
 * - User HTML keeps text formatting and links only (contract USER_HTML; issue 8 item 9): remote
 *   images, video, audio, svg and frames are dropped before storing, so what a caller reads back
 *   never makes a viewer's browser load anything. Images of reviews and posts come through uploads.
 * - Uploaded images above IMAGE.maxInputPixels are refused from their header, before any decoding,
 *   with a clear message, and nothing is written (issue 8 item 10).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE, MSG, type UploadedFile } from '@ironscore/contract';
import { fileTestApp } from '../test/harness';
import { DEMO_SOURCE, UNCLAIMED_SOURCE } from '../seed/fixed-accounts';
import { newActor, sqlNumber, writeCounts } from './catalog-lib/test-helpers';

const t = fileTestApp();

/** Every way a stored text could load something remote, around formatting and a link that stay. */
const HOSTILE =
  '<p>Solid <b>whey</b>, <em>fast</em> delivery: <a href="https://example.com/shop" title="shop">the shop</a>' +
  '<img src="https://tracker.example/pixel.gif" width="1" height="1">' +
  '<img srcset="https://tracker.example/a.png 1x" alt="">' +
  '<video src="https://tracker.example/v.mp4" poster="https://tracker.example/poster.jpg" controls></video>' +
  '<audio src="https://tracker.example/a.mp3" autoplay></audio>' +
  '<picture><source srcset="https://tracker.example/s.webp"></picture>' +
  '<svg><image href="https://tracker.example/svg.png"></image></svg>' +
  '<iframe src="https://tracker.example/frame"></iframe><object data="https://tracker.example/o"></object>' +
  '<table background="https://tracker.example/bg.png"><tr><td>cell</td></tr></table>' +
  '<span style="background:url(https://tracker.example/css.png)">styled</span> end.</p>';

/** Stored/served HTML must keep the formatting and the link, and load nothing. */
function expectFormattingAndLinksOnly(html: string): void {
  expect(html).toContain('<b>whey</b>');
  expect(html).toContain('<em>fast</em>');
  expect(html).toMatch(/<a href="https:\/\/example\.com\/shop" title="shop"[^>]*>the shop<\/a>/);
  expect(html).toContain('cell');
  expect(html).toContain('styled');
  expect(html).toContain('end.');
  expect(html).not.toMatch(/<(img|video|audio|picture|source|svg|image|iframe|object|embed)\b/i);
  expect(html).not.toMatch(/tracker\.example|style=|background=|srcset|poster/i);
}

async function otherSource(): Promise<number> {
  return sqlNumber(t, 'select source_id from sources where source_status = 1 and source_id <> all($1::int[]) order by source_id limit 1', [
    [DEMO_SOURCE.source_id, UNCLAIMED_SOURCE.source_id],
  ]);
}

const review = (sourceId: number, review_comment: string) => ({
  source_id: sourceId,
  review_comment,
  contact_rating: 5,
  delivery_rating: 4,
  quality_rating: 4,
  pricing_rating: 3,
  support_rating: 5,
});

test('a review and a comment on it keep formatting and links; remote images, video and the rest are gone when read back', async () => {
  const author = await newActor(t);
  const commenter = await newActor(t);
  const sourceId = await otherSource();
  expect(await t.call('Set_SourceNewReview', review(sourceId, HOSTILE), { token: author.token })).toMatchObject({ status: true });
  const ratingId = await sqlNumber(t, "select rating_id from reviews where review_type = 'source' and source_id = $1 and user_id = $2", [sourceId, author.user_id]);
  expect(
    await t.call('Set_SourceNewComment', { source_id: sourceId, parent_rating_id: ratingId, review_comment: HOSTILE }, { token: commenter.token }),
  ).toMatchObject({ status: true });

  // the single review answers its author and the listing's owner only
  const single = await t.call('Get_SourceReviewSingle', { rating_id: ratingId }, { token: author.token });
  expect(single.status).toBe(true);
  expectFormattingAndLinksOnly(single.data!.review_comment);
  const comment = single.data!.comments.find((c) => c.user_name === commenter.user_name);
  expectFormattingAndLinksOnly(comment!.review_comment);

  const list = await t.call('Get_SourceReviewsPagination', { limit: 20, offset: 0, source_id: sourceId });
  expectFormattingAndLinksOnly(list.data!.find((r) => r.rating_id === ratingId)!.review_comment);
});

test('a community post and its comment keep formatting and links only', async () => {
  const author = await newActor(t);
  const res = await t.call('Set_NewCommunityPost', { post_type: 'text', post_method: 'everyone', post_content: HOSTILE }, { token: author.token });
  expect(res).toMatchObject({ status: true });
  const postId = res.data!.post_id;
  expect(await t.call('Set_NewCommunityComment', { parent_post_id: postId, post_content: HOSTILE }, { token: author.token })).toMatchObject({ status: true });
  const post = await t.call('Get_CommunitySinglePost', { post_id: postId }, { token: author.token });
  expectFormattingAndLinksOnly(post.data!.post_content);
  expectFormattingAndLinksOnly(post.data!.comments[0]!.post_content);
});

test('a text that is only a remote image or a video is blank: refused, nothing written', async () => {
  const member = await newActor(t);
  const sourceId = await otherSource();
  const counts = async () => ({ ...(await writeCounts(t)), community_posts: await t.count('community_posts') });
  const before = await counts();
  for (const html of ['<p><img src="https://tracker.example/pixel.gif"></p>', '<video src="https://tracker.example/v.mp4"></video>']) {
    expect(await t.call('Set_SourceNewReview', review(sourceId, html), { token: member.token })).toMatchObject({
      status: false,
      message: MSG.validation.fieldBlank,
    });
    expect(await t.call('Set_NewCommunityPost', { post_type: 'text', post_method: 'everyone', post_content: html }, { token: member.token })).toMatchObject({
      status: false,
      message: MSG.validation.fieldBlank,
    });
  }
  expect(await counts()).toEqual(before);
});

/** A real PNG of width × height (one colour: small on the wire, like the decompression bomb). */
async function plainPng(width: number, height: number): Promise<UploadedFile> {
  const data = await sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } }).png().toBuffer();
  return { filename: 'huge.png', mimetype: 'image/png', data: new Uint8Array(data) };
}

const storedFiles = (folder: string): string[] => {
  try {
    return readdirSync(path.join(t.config.uploadsDir, folder));
  } catch {
    return [];
  }
};

test('an image above the pixel limit is refused with the clear message; no post, review or file is written', async () => {
  const huge = await plainPng(5100, 5000);
  expect(5100 * 5000).toBeGreaterThan(IMAGE.maxInputPixels);
  expect(huge.data.length).toBeLessThan(IMAGE.maxBytes);
  const member = await newActor(t);
  const sourceId = await otherSource();
  const counts = async () => ({ ...(await writeCounts(t)), community_posts: await t.count('community_posts') });
  const before = await counts();
  const files = { posts: storedFiles('community/posts'), reviews: storedFiles('reviews/source') };

  const post = await t.call('Set_NewCommunityPost', { post_type: 'image', post_method: 'everyone', post_content: '<p>PR</p>', post_image: huge }, { token: member.token });
  expect(post).toMatchObject({ status: false, message: MSG.validation.imageTooManyPixels, errors: { post_image: MSG.validation.imageTooManyPixels } });
  const rev = await t.call('Set_SourceNewReview', { ...review(sourceId, '<p>Fine shop</p>'), review_image: huge }, { token: member.token });
  expect(rev).toMatchObject({ status: false, message: MSG.validation.imageTooManyPixels, errors: { review_image: MSG.validation.imageTooManyPixels } });

  expect(await counts()).toEqual(before);
  expect({ posts: storedFiles('community/posts'), reviews: storedFiles('reviews/source') }).toEqual(files);
});
