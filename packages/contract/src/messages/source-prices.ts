/**
 * Messages of the source prices area (areas/source-prices.ts): a source's own prices, its price
 * feed and the import report (issue 25 item 3). None of these is in the spec; they follow its tone.
 */

export const sourcePrices = {
  sourcePricesTitle: 'Prices',
  sourcePricesIntro: 'The prices and stock of your offers as members see them on the product pages.',
  feedTitle: 'Price feed',
  feedIntro:
    'Give the address of a CSV or JSON file with your prices: we fetch it every 6 hours and update your offers. Columns: link (your product page) or brand and product (the IronScore slugs), price, stock (1 or 0), shipping (optional).',
  feedSaved: 'Price feed saved. It will be imported in a moment.',
  feedRemoved: 'Price feed removed.',
  priceSaved: 'Price saved.',
  importNow: 'Import now',
  inStock: 'In stock',
  outOfStock: 'Out of stock',
  importQueued: 'The feed will be imported in a moment.',
  noOffers: 'Your source has no offers yet.',
  noReport: 'The feed has not been imported yet.',
  /** The approval gate of prices (server-enforced). */
  notPublished: 'Only an approved, published source can change its prices.',
  offerNotFound: 'This offer does not belong to your source.',
  priceInvalid: 'Please enter a price greater than 0 with at most two decimals.',
  priceTooHigh: (max: number) => `A price is at most ${max.toLocaleString('en-US')}.`,
  stockInvalid: 'Please choose in stock or out of stock.',
  shippingInvalid: 'Please enter a shipping fee of 0 or more with at most two decimals.',
  formatInvalid: 'Please choose CSV or JSON.',
  // the import report
  feedFetchFailed: (reason: string) => `The feed could not be fetched: ${reason}.`,
  feedHttpStatus: (status: number) => `The feed could not be fetched: the server answered ${status}.`,
  feedTooLarge: (mb: number) => `The feed is larger than ${mb} MB.`,
  feedTooManyRows: (max: number) => `The feed has more than ${max.toLocaleString('en-US')} rows.`,
  feedNotCsv: (reason: string) => `The feed is not valid CSV: ${reason}.`,
  feedNotJson: 'The feed is not valid JSON: it must be an array of objects (or {"offers": [...]}).',
  feedNoPriceColumn: 'The feed has no price column.',
  feedNoKeyColumn: 'The feed needs a link column or brand and product columns.',
  rowNoProduct: 'No product of IronScore has this brand and product.',
  rowNoOffer: 'None of your offers has this link; add brand and product to create one.',
  rowNoKey: 'The row has neither a link nor brand and product.',
  rowPrice: 'The price must be a number greater than 0 with at most two decimals.',
  rowStock: 'The stock must be 1 or 0 (yes/no, true/false, in stock/out of stock).',
  rowShipping: 'The shipping fee must be a number of 0 or more with at most two decimals.',
  rowLink: 'The link must be an http or https address of at most 500 characters.',
  rowDuplicate: 'This product is already in an earlier row of the feed.',
  rowNotObject: 'The row is not an object.',
  feedImportFailed: 'The import failed; it will be tried again.',
} as const;
