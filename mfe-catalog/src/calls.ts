/**
 * The areas of the contract whose calls the catalog makes, registered with packages/api: the app's
 * bundle carries only their definitions. calls.test.ts checks that every call named in src/ is here.
 */
import { registerCalls } from '@ironscore/api';
import { generalCalls, sourceCalls, brandProductCalls, priceCalls, promoNewsCalls, priceAlertCalls } from '@ironscore/contract';

/** priceAlertCalls: "Watch price" on the product page (components/WatchPrice.tsx). */
export const callAreas = [generalCalls, sourceCalls, brandProductCalls, priceCalls, promoNewsCalls, priceAlertCalls];

registerCalls(...callAreas);
