import { headers } from "next/headers";
import { connection } from "next/server";
import { cache } from "react";
import type { Me } from "@/contract/members";
import { ConsoleConfigError, readConsoleConfig } from "./config";
import { fetchMe } from "./platform";
import { requestIsHttps } from "./proxy/origin";
import { activeToken, getSession } from "./session";

export type CurrentMember =
  | { kind: "member"; me: Me }
  | { kind: "signed-out" }
  | { kind: "misconfigured"; detail: string }
  | { kind: "failed"; status: number; detail: string };

/**
 * For server components: who is signed in, asked of the platform with the session token, once
 * per request however many layouts and pages ask.
 */
export const currentMember = cache(async (): Promise<CurrentMember> => {
  // Never at build time: the settings and the member exist only per request.
  await connection();
  let config: ReturnType<typeof readConsoleConfig>;
  try {
    config = readConsoleConfig();
  } catch (err) {
    if (err instanceof ConsoleConfigError) return { kind: "misconfigured", detail: err.message };
    throw err;
  }
  const requestHeaders = await headers();
  const secure = requestIsHttps(requestHeaders, "http://placeholder.invalid/");
  const token = activeToken(await getSession(config, { secure }));
  if (!token) return { kind: "signed-out" };
  const result = await fetchMe(config, token);
  if (result.ok) return { kind: "member", me: result.me };
  if (result.status === 401) return { kind: "signed-out" };
  return { kind: "failed", status: result.status, detail: result.detail };
});
