"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";

/** How long a Back/Forward has to land before the router is told the address again. */
const SETTLE_MS = 800;

/**
 * Keeps the router on the address after Back and Forward.
 *
 * Next's router drops a history traversal that arrives while the previous one is still
 * fetching its page (two quick Backs right after a reload, when nothing is cached): the
 * address moves on, the router and `useSearchParams` stay one step behind, and a list shows
 * the sort or filter the address no longer has (e2e/back-after-reload.spec.ts). Once a
 * traversal has had time to land, a router still behind the address is sent to it; `replace`
 * adds no history entry, and it does nothing at all when the two agree.
 */
export function RouterFollowsAddress() {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  // What the router has committed, not what a render still waiting on its page proposed.
  const shown = useRef("");
  useEffect(() => {
    shown.current = search ? `${pathname}?${search}` : pathname;
  }, [pathname, search]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const address = `${location.pathname}${location.search}`;
      if (address !== shown.current) router.replace(address, { scroll: false });
    };
    const onTraversal = () => {
      clearTimeout(timer);
      timer = setTimeout(check, SETTLE_MS);
    };
    window.addEventListener("popstate", onTraversal);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("popstate", onTraversal);
    };
  }, [router]);

  return null;
}
