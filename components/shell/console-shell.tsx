"use client";

import type { ReactNode } from "react";
import { CopilotPanel } from "@/components/copilot/copilot-panel";
import { CopilotToggle } from "@/components/copilot/copilot-toggle";
import { useCopilotOpen } from "@/components/copilot/use-copilot-open";
import { RoleBadge } from "@/components/role-badge";
import type { Me } from "@/contract/members";
import { useMeQuery } from "@/lib/queries/me";
import { Logo } from "./logo";
import { Nav } from "./nav";
import { SignOutButton } from "./sign-out-button";

/** The frame of every signed-in page: navigation, who is signed in, and where. */
export function ConsoleShell({ me: initialMe, children }: { me: Me; children: ReactNode }) {
  const { data } = useMeQuery(initialMe);
  const me = data ?? initialMe;
  // The assistant's panel: here, in the layout, so it stays open from page to page.
  const copilot = useCopilotOpen();
  return (
    <div className="flex min-h-screen">
      {/* The first stop for the Tab key: past the navigation, straight to the page itself. */}
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium text-indigo-700 shadow-lg ring-2 ring-indigo-600 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <aside className="hidden w-60 shrink-0 flex-col border-r border-zinc-200 bg-white md:flex">
        <div className="flex h-14 items-center border-b border-zinc-200 px-4">
          <Logo withName />
        </div>
        <div className="border-b border-zinc-200 px-4 py-3">
          <p className="text-xs font-medium tracking-wide text-zinc-500 uppercase">Workspace</p>
          <p
            className="mt-0.5 truncate text-sm font-medium text-zinc-900"
            data-testid="workspace-name"
          >
            {me.workspace.name}
          </p>
        </div>
        <div className="flex-1 px-3 py-4">
          <Nav />
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-14 items-center justify-between gap-4 border-b border-zinc-200 bg-white px-4 md:px-8">
          <div className="flex min-w-0 items-center gap-3 md:hidden">
            <Logo />
            <span className="truncate text-sm font-medium">{me.workspace.name}</span>
          </div>
          <div className="hidden md:block" />
          <div className="flex min-w-0 items-center gap-3">
            <div className="min-w-0 text-right">
              <p className="truncate text-sm font-medium text-zinc-900">{me.name}</p>
              <p className="truncate text-xs text-zinc-500">{me.email}</p>
            </div>
            <RoleBadge role={me.role} />
            <CopilotToggle open={copilot.open} onToggle={copilot.toggle} />
            <SignOutButton />
          </div>
        </header>
        <div className="border-b border-zinc-200 bg-white px-2 py-1 md:hidden">
          <Nav orientation="horizontal" />
        </div>
        <main
          id="main-content"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none md:px-8"
        >
          {children}
        </main>
      </div>
      {/* Beside the page's column (which narrows for it on wide windows), never over it modally. */}
      <CopilotPanel open={copilot.open} opened={copilot.opened} onClose={copilot.close} />
    </div>
  );
}
