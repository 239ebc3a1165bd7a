import type * as Contracts from '@tabib/contracts';
import { useState } from 'react';

/**
 * A contract's schema, downloaded when a form first needs it. The contracts (zod and every schema, about
 * 34 kB gzipped, all built as they load) then stay out of the first load of pages whose only use for them is
 * checking a form before it is sent.
 */
export function lazySchema<Schema>(pick: (contracts: typeof Contracts) => Schema) {
  let schema: Schema | undefined;
  let loading: Promise<Schema> | undefined;
  /** Downloads on the first call; a failed download is tried again on the next. */
  const load = (): Promise<Schema> =>
    (loading ??= import('@tabib/contracts').then(
      (contracts) => (schema = pick(contracts)),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    load,
    /** Once loaded, a form checks at once, with no wait. */
    loaded: (): Schema | undefined => schema,
    /** For the first sign of intent (focus, a press), so that the first send does not wait; the send reports failures. */
    preload: () => {
      load().catch(() => undefined);
    },
  };
}

/**
 * Sending a form checked by a lazily loaded schema: at once when it is in, otherwise once it arrives, with
 * `waiting` true meanwhile so the form can show it and ignore a second send.
 */
export function useLazySchemaSubmit<Schema>(schema: { load: () => Promise<Schema>; loaded: () => Schema | undefined }) {
  const [waiting, setWaiting] = useState(false);
  const submit = (send: (schema: Schema) => void, failed: () => void) => {
    if (waiting) return;
    const loaded = schema.loaded();
    if (loaded) {
      send(loaded);
      return;
    }
    setWaiting(true);
    void schema
      .load()
      .then(send, failed)
      .finally(() => setWaiting(false));
  };
  return { waiting, submit };
}
