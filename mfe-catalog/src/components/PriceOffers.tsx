/**
 * SELLER PRICES of a product (spec/1 §4 "Price offers"): the first entry is tagged Cheapest; price
 * and seller are hidden ($0.00, blurred) until the user is signed in, with a sign-in prompt; three
 * offers at first and three more per Show more; '$' prices with '+ shipping fee'; the fixed
 * disclaimer; the spec's empty text when there is no offer. Issue 25: a "Good deal" badge on an
 * offer well under its 30-day median; for a member with a "live in" country the server ranks by
 * price + shipping (`landedCountry`), the Cheapest tag follows that order and sources that do not
 * ship there are marked.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge, Blurred, Button, Img, LockIcon } from '@ironscore/ui';
import { openAuth } from '@ironscore/events';
import { COUNTS, MSG, type PriceOffer } from '@ironscore/contract';
import { sourceImage } from '../lib/images';
import { paths } from '../lib/links';
import { formatDay, formatUsd } from '../lib/format';
import clsx from 'clsx';
import { ExternalLinkIcon, InfoIcon } from 'lucide-react';
import { PriceGate } from './prices/PriceGate';
import styles from './PriceOffers.module.css';

/** What a visitor sees in place of a price. */
export const HIDDEN_PRICE = '$0.00';
const HIDDEN_SELLER = 'Hidden seller';

export function PriceOffers({ offers, signedIn, landedCountry = '' }: { offers: PriceOffer[]; signedIn: boolean; landedCountry?: string }) {
  const [shown, setShown] = useState<number>(COUNTS.priceOffersFirst);
  const visible = offers.slice(0, shown);
  return (
    <section className={styles.card} aria-labelledby="seller-prices">
      <div className={styles.head}>
        <h2 id="seller-prices" className={styles.title}>
          SELLER PRICES
        </h2>
        {offers.length > 0 && (
          <span className={styles.count}>
            {offers.length} {offers.length === 1 ? 'offer' : 'offers'}
          </span>
        )}
      </div>

      {offers.length === 0 ? (
        <p className={styles.empty}>{MSG.empty.noPriceData}</p>
      ) : (
        <>
          {!signedIn && (
            <PriceGate message={MSG.catalogue.signInForPrices} className={styles.gate} />
          )}
          {signedIn && landedCountry && <p className={styles.landedNote}>{MSG.prices.landedNote(landedCountry)}</p>}
          <ol className={styles.list}>
            {visible.map((offer, i) => (
              <OfferRow
                key={`${offer.source_slug_url}-${i}`}
                offer={offer}
                cheapest={i === 0 && offer.ships_to_member !== false}
                signedIn={signedIn}
                landedCountry={landedCountry}
              />
            ))}
          </ol>
          {shown < offers.length && (
            <div className={styles.more}>
              <Button variant="secondary" onClick={() => setShown((n) => n + COUNTS.priceOffersStep)}>
                Show more
              </Button>
            </div>
          )}
        </>
      )}
      <p className={styles.disclaimer}>
        <InfoIcon size={14} /> {MSG.catalogue.priceDisclaimer}
      </p>
    </section>
  );
}

function OfferRow({ offer, cheapest, signedIn, landedCountry }: { offer: PriceOffer; cheapest: boolean; signedIn: boolean; landedCountry: string }) {
  const inStock = Number(offer.stock_status) === 1;
  const fee = signedIn ? Number(offer.shipping_fee) || 0 : 0;
  const notShipping = signedIn && offer.ships_to_member === false;
  return (
    <li className={clsx(styles.row, cheapest && styles.cheapestRow)} data-testid="price-offer">
      <div className={styles.seller}>
        {signedIn ? (
          <Link to={paths.source(offer.source_slug_url)} className={styles.sellerLink}>
            <Img src={sourceImage(offer.source_profile_image)} alt="" contain width={32} height={32} className={styles.sellerLogo} />
            <span className={styles.sellerName}>{offer.source_name}</span>
          </Link>
        ) : (
          <Blurred inline>
            <span className={styles.sellerLink}>
              <span className={styles.sellerLogo} />
              <span className={styles.sellerName}>{HIDDEN_SELLER}</span>
            </span>
          </Blurred>
        )}
        {cheapest && (
          <Badge tone="success" solid className={styles.cheapest}>
            {MSG.catalogue.cheapest}
          </Badge>
        )}
        {offer.good_deal && (
          <Badge tone="accent" solid className={styles.cheapest} data-testid="good-deal">
            {MSG.prices.goodDeal}
          </Badge>
        )}
      </div>
      <div className={styles.product}>
        <span className={styles.productName}>{offer.matching_product_name}</span>
        <span className={styles.meta}>
          <Badge tone={inStock ? 'success' : 'danger'}>{inStock ? 'In stock' : 'Out of stock'}</Badge>
          {offer.updated_date && <span>Updated {formatDay(offer.updated_date)}</span>}
          {notShipping && (
            <Badge tone="danger" data-testid="does-not-ship">
              {MSG.prices.doesNotShipTo(landedCountry)}
            </Badge>
          )}
        </span>
      </div>
      <div className={styles.priceCol}>
        {signedIn ? (
          <span className={styles.price} data-testid="offer-price">
            {formatUsd(offer.sale_price)}
          </span>
        ) : (
          <Blurred inline>
            <span className={styles.price} data-testid="offer-price">
              {HIDDEN_PRICE}
            </span>
          </Blurred>
        )}
        <span className={styles.shipping}>{fee > 0 ? `+ ${formatUsd(fee)} shipping` : MSG.catalogue.shippingFee}</span>
        {fee > 0 && landedCountry && !notShipping && <span className={styles.shipping}>{formatUsd(offer.sale_price + fee)} delivered</span>}
      </div>
      <div className={styles.go}>
        {signedIn && offer.matching_product_link ? (
          <a href={offer.matching_product_link} target="_blank" rel="noopener noreferrer nofollow" className={styles.goLink}>
            Go to store <ExternalLinkIcon size={14} />
          </a>
        ) : (
          <button type="button" className={styles.goLink} onClick={() => openAuth('member')}>
            <LockIcon size={14} /> Unlock price
          </button>
        )}
      </div>
    </li>
  );
}
