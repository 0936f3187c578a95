/**
 * The areas of the contract whose calls the shell makes (its layout, the route prefetch of the
 * catalog's first reads, starting a conversation), registered with packages/api: the app's bundle
 * carries only their definitions. calls.test.ts checks that every call named in src/ is here. The
 * session registers its own calls (accounts, conversations).
 */
import { registerCalls } from '@ironscore/api';
import { generalCalls, sourceCalls, brandProductCalls, conversationCalls } from '@ironscore/contract';

export const callAreas = [generalCalls, sourceCalls, brandProductCalls, conversationCalls];

registerCalls(...callAreas);
