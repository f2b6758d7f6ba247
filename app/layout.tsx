import type { Metadata } from "next";
import { headers } from "next/headers";
import Script from "next/script";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { Providers } from "@/components/providers";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Outreach Console", template: "%s · Outreach Console" },
  description: "Manage lead lists, API keys and members of your Outreach workspace.",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page is rendered per request, so Next can put that request's CSP nonce on its
  // scripts (proxy.ts); a page prerendered at build time would carry none and not run.
  await connection();
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <html lang="en">
      <body>
        {/* Before any bundle: zod must not probe for eval, which the CSP refuses and reports. */}
        <Script id="zod-jitless" strategy="beforeInteractive" nonce={nonce}>
          {
            "globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});"
          }
        </Script>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
