"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { InboxNavBadge } from "@/components/inbox/inbox-nav-badge";
import { cn } from "@/lib/cn";

const NAV_ITEMS = [
  { href: "/prospecting", label: "Prospecting" },
  { href: "/lead-lists", label: "Lead lists" },
  { href: "/campaigns", label: "Campaigns" },
  { href: "/inbox", label: "Inbox" },
  { href: "/calls", label: "Calls" },
  { href: "/phone-numbers", label: "Phone numbers" },
  { href: "/connected-accounts", label: "Connected accounts" },
  { href: "/do-not-contact", label: "Do not contact" },
  { href: "/webhooks", label: "Webhooks" },
  { href: "/api-keys", label: "API keys" },
  { href: "/members", label: "Members" },
] as const;

export function Nav({ orientation = "vertical" }: { orientation?: "vertical" | "horizontal" }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Main">
      <ul className={cn(orientation === "vertical" ? "space-y-0.5" : "flex gap-1 overflow-x-auto")}>
        {NAV_ITEMS.map((item) => {
          const active = pathname === item.href || pathname.startsWith(`${item.href}/`);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap motion-safe:transition-colors",
                  active
                    ? "bg-zinc-200/70 text-zinc-900"
                    : "text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900",
                )}
              >
                {item.label}
                {item.href === "/inbox" ? <InboxNavBadge /> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
