/**
 * Stand-ins for the parts of a page that have tests of their own, for a page's test:
 * `jest.mock('../../actions/ShareButton', () => jest.requireActual('../../testing/stubs').shareButtonStub)`.
 */

/** The review section: its kind and item id as text; no shown reviews for the structured data. */
export const reviewSectionStub = {
  useShownReviews: () => [],
  ReviewSection: (p: { kind: string; itemId: number }) => <div data-testid="review-section">{`${p.kind}:${p.itemId}`}</div>,
};

export const favoriteButtonStub = { FavoriteButton: () => <button type="button">Favorite</button> };

export const shareButtonStub = { ShareButton: () => <button type="button">Share</button> };
