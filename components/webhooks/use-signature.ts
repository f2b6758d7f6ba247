"use client";

import { useEffect, useState } from "react";

/**
 * A signature computed in the browser (Web Crypto answers in a promise): null while `sign` is
 * null (an input is missing), until it settles, and when it fails. `inputs` are what it is
 * computed from; an answer for inputs that have since changed is never shown.
 */
export function useSignature(
  inputs: readonly string[],
  sign: (() => Promise<string>) | null,
): string | null {
  const key = JSON.stringify(inputs);
  const [signed, setSigned] = useState<{ key: string; value: string | null } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `sign` is a new closure each render; `key` names everything it reads
  useEffect(() => {
    if (!sign) return;
    let current = true;
    sign().then(
      (value) => {
        if (current) setSigned({ key, value });
      },
      () => {
        if (current) setSigned({ key, value: null });
      },
    );
    return () => {
      current = false;
    };
  }, [key]);
  return sign && signed?.key === key ? signed.value : null;
}
