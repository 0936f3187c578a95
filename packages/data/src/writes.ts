/**
 * What a write does to the cache and what the user sees when it fails, in one place:
 *
 * - `invalidateDeclared`: after a write, the reads its contract declaration (`WRITES` of
 *   @ironscore/contract) names are marked stale; `putChangedItem`: the changed item of a call that
 *   declares one (returned, or asked again) is merged into every cached reply that holds it.
 *   The cache is never rewritten by hand in a screen.
 * - `showCallError`: a CallError becomes the spec's feedback: the refused reply on the form (its
 *   message above the buttons, field errors under their fields), or the warning dialog with the
 *   server's message, or an error toast; a network failure the 'Error!' dialog (or toast); a token
 *   error nothing (packages/api emitted the one `session:expired` event, the shell shows its alert).
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { MSG, writeEffect, type CallName } from '@ironscore/contract';
import { alertDialog, toast } from '@ironscore/events';
import { callKey, fetchCall, isCallError, type CallError } from './calls';

/** An object that holds an item's fields (a post, a review, …). */
export type Item = Record<string, unknown>;

/**
 * `value` with every object whose `key` equals `item[key]` merged with `item` (arrays, pages of an
 * infinite list and reply envelopes are walked). Returns `value` itself when nothing matched, so
 * untouched cache entries keep their identity.
 */
export function mergeItem<T>(value: T, key: string, item: Item): T {
  const id = item[key];
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) {
      let changed = false;
      const out = node.map((entry) => {
        const next = walk(entry);
        if (next !== entry) changed = true;
        return next;
      });
      return changed ? out : node;
    }
    if (node === null || typeof node !== 'object') return node;
    const record = node as Item;
    if (key in record && record[key] === id) return { ...record, ...item };
    let changed = false;
    const out: Item = {};
    for (const [field, entry] of Object.entries(record)) {
      const next = walk(entry);
      if (next !== entry) changed = true;
      out[field] = next;
    }
    return changed ? out : node;
  };
  return walk(value) as T;
}

/**
 * `value` without the objects of any array whose `key` equals `id` (walked like mergeItem);
 * `value` itself when nothing was dropped.
 */
export function dropItem<T>(value: T, key: string, id: unknown): T {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) {
      let changed = false;
      const out: unknown[] = [];
      for (const entry of node) {
        if (entry && typeof entry === 'object' && (entry as Item)[key] === id) {
          changed = true;
          continue;
        }
        const next = walk(entry);
        if (next !== entry) changed = true;
        out.push(next);
      }
      return changed ? out : node;
    }
    if (node === null || typeof node !== 'object') return node;
    let changed = false;
    const out: Item = {};
    for (const [field, entry] of Object.entries(node as Item)) {
      const next = walk(entry);
      if (next !== entry) changed = true;
      out[field] = next;
    }
    return changed ? out : node;
  };
  return walk(value) as T;
}

/** After a successful delete: the deleted item out of every list of the declared reads. */
export function dropRemovedItem(client: QueryClient, name: CallName, payload: object | undefined): void {
  const removes = writeEffect(name).removes;
  const id = (payload as Item | undefined)?.[removes?.key ?? ''];
  if (!removes || id === undefined) return;
  for (const read of removes.into) {
    client.setQueriesData({ queryKey: callKey(read) }, (old: unknown) => (old === undefined ? old : dropItem(old, removes.key, id)));
  }
}

/** The cached replies the changed item of `name` lives in: [key, data] of each. */
export function itemSnapshot(client: QueryClient, name: CallName): Array<[QueryKey, unknown]> {
  const item = writeEffect(name).item;
  if (!item) return [];
  return item.into.flatMap((read) => client.getQueriesData({ queryKey: callKey(read) }));
}

/** Merges `item` into every cached reply of the reads the call's declaration names. */
export function putItem(client: QueryClient, name: CallName, item: Item): void {
  const declared = writeEffect(name).item;
  if (!declared || !(declared.key in item)) return;
  for (const read of declared.into) {
    client.setQueriesData({ queryKey: callKey(read) }, (old: unknown) => (old === undefined ? old : mergeItem(old, declared.key, item)));
  }
}

const isItem = (value: unknown): value is Item => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * After a successful write: the changed item into the cache, from the reply, or asked again from
 * the declared read (a failed read leaves the cache as it was).
 */
export async function putChangedItem(client: QueryClient, name: CallName, payload: object | undefined, data: unknown): Promise<void> {
  const declared = writeEffect(name).item;
  if (!declared) return;
  if (!declared.read) {
    if (isItem(data)) putItem(client, name, data);
    return;
  }
  const id = (payload as Item | undefined)?.[declared.payloadField ?? declared.key];
  const fresh = await fetchCall(declared.read, { [declared.key]: id } as never).catch(() => null);
  if (isItem(fresh?.data)) putItem(client, name, fresh.data);
}

/**
 * After a write settles (also when it was refused: what the screen shows may be what made the
 * server refuse, e.g. a follow of someone already followed): the declared reads marked stale.
 */
export async function invalidateDeclared(client: QueryClient, name: CallName): Promise<void> {
  await Promise.all(writeEffect(name).invalidates.map((read) => client.invalidateQueries({ queryKey: callKey(read) })));
}

/** A refused reply as forms show it (useContractForm's `failed`). */
export interface RefusedReply {
  message?: string;
  errors?: Record<string, string>;
}

/** A form that shows a refused reply (useContractForm of @ironscore/ui). */
export interface FailableForm<O = never> {
  failed: (reply: RefusedReply | null | undefined, options?: O) => void;
}

/** Where a failure shows outside a form. */
export type Shown = 'dialog' | 'toast' | 'warning-toast';

/**
 * How a failed write is shown: 'dialog' (the warning dialog with the server's message; the
 * 'Error!' dialog for a network failure), 'toast' / 'warning-toast' (an error or warning toast with
 * the message; the spec's connection error for a network failure), `{ refused, network }` (each
 * kind its own way, e.g. the useful vote: a refusal in the dialog, a network failure as a toast), a
 * form (`{ form, options }`: the message above its buttons, field errors under the fields), or
 * 'none' (the caller reads the CallError of `mutateAsync` itself).
 */
export type Feedback = Shown | 'none' | { refused: Shown; network: Shown } | { form: FailableForm; options?: unknown };

/** `failure` is the thrown error's text for a failure without a reply ('Network error' when the API was not reached). */
function show(how: Shown, refusal: string | null, failure: string): void {
  if (how === 'dialog') {
    if (refusal !== null) alertDialog('warning', MSG.warningTitle, refusal);
    else alertDialog('error', MSG.errorTitle, MSG.thrownError(failure));
  } else if (refusal !== null) toast(how === 'toast' ? 'error' : 'warning', refusal);
  else toast(how === 'toast' ? 'error' : 'warning', how === 'toast' ? MSG.thrownError(failure) : MSG.serverConnectionError);
}

/**
 * Shows a failed write the way `feedback` says: a CallError by its kind (nothing for a token
 * error: handled centrally); any other thrown error like a network failure, with its own text.
 */
export function showCallError(error: CallError | Error, feedback: Feedback): void {
  const call = isCallError(error) ? error : null;
  if (feedback === 'none' || call?.kind === 'token') return;
  const refusal = call?.kind === 'refused' ? call.reply?.message || MSG.pleaseTryAgain : null;
  const failure = call ? 'Network error' : error.message;
  if (typeof feedback === 'string') show(feedback, refusal, failure);
  else if ('form' in feedback) feedback.form.failed(call?.reply ?? null, feedback.options as never);
  else show(refusal !== null ? feedback.refused : feedback.network, refusal, failure);
}
