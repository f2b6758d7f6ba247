import { useRef } from "react";

/**
 * One Idempotency-Key per distinct request body, kept while the component lives: a retry of
 * the same request (after a time-out, a double click) reuses its key, so the platform acts
 * once; a different body gets a key of its own.
 */
export function useIdempotencyKey() {
  const keys = useRef(new Map<string, string>());
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      let key = keys.current.get(text);
      if (!key) {
        key = crypto.randomUUID();
        keys.current.set(text, key);
      }
      return key;
    },
    reset() {
      keys.current.clear();
    },
  };
}
