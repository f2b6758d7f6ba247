import { describe, expect, it } from "vitest";
import { IdempotencyKeys } from "./idempotency-key";

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe("IdempotencyKeys", () => {
  it("reuses the key for a retry of the same values", () => {
    const keys = new IdempotencyKeys(counter());
    expect(keys.keyFor({ name: "A" })).toBe("key-1");
    expect(keys.keyFor({ name: "A" })).toBe("key-1");
  });

  it("makes a new key when the values change", () => {
    const keys = new IdempotencyKeys(counter());
    keys.keyFor({ name: "A" });
    expect(keys.keyFor({ name: "B" })).toBe("key-2");
    expect(keys.keyFor({ name: "A" })).toBe("key-3");
  });

  it("makes a new key after forget, even for the same values", () => {
    const keys = new IdempotencyKeys(counter());
    keys.keyFor({ name: "A" });
    keys.forget();
    expect(keys.keyFor({ name: "A" })).toBe("key-2");
  });
});
