/**
 * The areas of the contract whose calls the profile remote makes, registered with packages/api: the app's
 * bundle carries only their definitions. calls.test.ts checks that every call named in src/ is here.
 */
import { registerCalls } from '@ironscore/api';
import { memberCalls, accountCalls, generalCalls, conversationCalls, priceAlertCalls } from '@ironscore/contract';

/** priceAlertCalls: /profile/price-alerts (price-alerts/PriceAlertsPage.tsx). */
export const callAreas = [memberCalls, accountCalls, generalCalls, conversationCalls, priceAlertCalls];

registerCalls(...callAreas);
