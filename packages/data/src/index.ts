/**
 * @ironscore/data — the data layer: TanStack Query over the contract's call catalogue.
 * See README.md for usage.
 */
export {
  CALL_KEY_ROOT,
  CallError,
  callKey,
  callMutation,
  callQuery,
  currentViewer,
  fetchCall,
  isCallError,
  isPersonal,
  runCall,
  settleReply,
  viewerQuery,
} from './calls';
export type { CallErrorKind, QueryPayload, Reply } from './calls';
export { DataProvider, createQueryClient, forgetOtherViewers } from './client';
export type { DataProviderProps } from './client';
export { infiniteCallKey, useCallInfiniteQuery, useCallMutation, useCallQuery } from './hooks';
export type { CallMutationOptions, CallQueryOptions } from './hooks';
export { dropItem, invalidateDeclared, mergeItem, putChangedItem, putItem, showCallError } from './writes';
export type { FailableForm, Feedback, Item } from './writes';
export { useQueryClient, keepPreviousData } from '@tanstack/react-query';
export type { InfiniteData } from '@tanstack/react-query';
