/**
 * The areas of the contract whose calls the business remote makes, registered with packages/api: the app's
 * bundle carries only their definitions. calls.test.ts checks that every call named in src/ is here.
 */
import { registerCalls } from '@ironscore/api';
import { businessCalls, brandProductCalls, memberCalls, sourcePriceCalls, sourceCalls } from '@ironscore/contract';

/** sourcePriceCalls: the source's prices and price feed (/profile/source-prices). memberCalls: Get_Profile, the signed-in user of the profile area's sidebar (same query as mfe-profile's). */
export const callAreas = [businessCalls, brandProductCalls, sourceCalls, memberCalls, sourcePriceCalls];

registerCalls(...callAreas);
