/**
 * One Idempotency-Key per distinct request: retrying the same values after an unclear
 * failure (a timeout, a 502) reuses the key, so the platform does the write once; changed
 * values are a new request and get a new key.
 */
export class IdempotencyKeys {
  private last: { body: string; key: string } | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  keyFor(values: unknown): string {
    const body = JSON.stringify(values);
    if (this.last?.body !== body) this.last = { body, key: this.newKey() };
    return this.last.key;
  }

  /** After a request that surely finished (it succeeded, or was refused with a 4xx). */
  forget() {
    this.last = null;
  }
}
