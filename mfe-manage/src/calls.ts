/**
 * The areas of the contract whose calls the console makes, registered with packages/api: the app's
 * bundle carries only their definitions. calls.test.ts checks that every call named in src/ is here.
 */
import { registerCalls } from '@ironscore/api';
import { manageCalls } from '@ironscore/contract';

export const callAreas = [manageCalls];

registerCalls(...callAreas);
