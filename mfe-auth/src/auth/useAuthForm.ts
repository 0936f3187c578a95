/**
 * The popup's forms are on the shared form layer (`useContractForm` + field components of
 * @ironscore/ui) and write through the data layer. `orFailed` runs a write: a refused reply (or a
 * network failure) is shown on the form (`form.failed`: the message above the buttons, server
 * field errors under their fields) and gives null; the reply otherwise.
 */
import { MSG } from '@ironscore/contract';
import { isCallError } from '@ironscore/data';
import type { FailedOptions, RefusedReply } from '@ironscore/ui';

export interface Notice {
  kind: 'warning' | 'error' | 'info' | 'success';
  text: string;
}

interface Failable {
  failed: (reply: RefusedReply | null | undefined, options?: FailedOptions) => void;
}

export async function orFailed<T>(form: Failable, request: Promise<T>, options?: FailedOptions): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (!isCallError(error)) throw error;
    form.failed(error.reply ?? { message: MSG.serverConnectionError }, options);
    return null;
  }
}
