import type { IncomingMessage } from "node:http";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { z } from "zod";
import {
  type ReceivedRequest,
  ReceiverBehaviour,
  ReceiverSecretBody,
  SIGNATURE_HEADER,
  SimulateEventBody,
} from "../../contract/webhooks";
import { emitEvents } from "../events/events";
import { webhookEndpoints } from "../events/tables";
import type { PlatformDeps } from "../http/env";
import { errorResponse } from "../http/error-response";
import { ApiError, ValidationError } from "../http/errors";
import { iso } from "../http/time";
import { toValidationIssues } from "../http/validation";
import { verifySignature } from "./signer";
import { sampleContext, samplePayload } from "./simulator";

/**
 * Development tools, mounted at /dev with WEBHOOK_ALLOW_PRIVATE_TARGETS=1 (and in tests); no
 * API key. With only the demo (WEBHOOK_DEMO) the receiver is mounted and the simulator is not.
 * README "Webhooks in development" shows them in use.
 *
 * - A test receiver: POST /dev/receiver/{name} records the request, checks X-Service-Signature
 *   against the receiver's secret (PUT …/secret, or ?secret=) and answers 401 when it does not
 *   match; otherwise it behaves as told by PUT …/behaviour {mode, status?}: ok, error, hang,
 *   close, redirect. GET …/requests lists what arrived; DELETE /dev/receiver/{name} resets.
 * - A simulator: POST /dev/webhooks/simulate {endpoint_id, event_type, fields?} emits any event
 *   type with a realistic payload in the endpoint's workspace.
 */

type Receiver = { behaviour: ReceiverBehaviour; secret?: string; requests: ReceivedRequest[] };
const MAX_KEPT_REQUESTS = 1000;
/** A hanging answer gives up after this long even if the caller never hangs up. */
const MAX_HANG_MS = 10 * 60_000;

type NodeBindings = { incoming?: IncomingMessage };

async function parse<S extends z.ZodType>(
  schema: S,
  c: { req: { json(): Promise<unknown> } },
): Promise<z.infer<S>> {
  let value: unknown;
  try {
    value = await c.req.json();
  } catch {
    throw new ApiError("body_malformed");
  }
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationError(toValidationIssues("body", result.error.issues));
  return result.data;
}

export function devRoutes(deps: PlatformDeps) {
  const receivers = new Map<string, Receiver>();
  const receiver = (name: string) => {
    let r = receivers.get(name);
    if (!r) {
      r = { behaviour: { mode: "ok" }, requests: [] };
      receivers.set(name, r);
    }
    return r;
  };

  const dev = new Hono<{ Bindings: NodeBindings }>();
  dev.onError((err, c) => errorResponse(c, err));

  dev.put("/receiver/:name/behaviour", async (c) => {
    const behaviour = await parse(ReceiverBehaviour, c);
    receiver(c.req.param("name")).behaviour = behaviour;
    return c.json(behaviour, 200);
  });

  dev.put("/receiver/:name/secret", async (c) => {
    const { secret } = await parse(ReceiverSecretBody, c);
    receiver(c.req.param("name")).secret = secret;
    return c.body(null, 204);
  });

  dev.get("/receiver/:name/requests", (c) => {
    return c.json({ items: receivers.get(c.req.param("name"))?.requests ?? [] }, 200);
  });

  dev.delete("/receiver/:name", (c) => {
    receivers.delete(c.req.param("name"));
    return c.body(null, 204);
  });

  dev.post("/receiver/:name", async (c) => {
    const r = receiver(c.req.param("name"));
    const raw = new Uint8Array(await c.req.arrayBuffer());
    const secret = c.req.query("secret") ?? r.secret;
    const signature = c.req.header(SIGNATURE_HEADER);
    const signatureValid = secret ? verifySignature(secret, raw, signature) : null;
    const { mode, status } = r.behaviour;
    const answered =
      signatureValid === false
        ? 401
        : mode === "ok"
          ? (status ?? 200)
          : mode === "error"
            ? (status ?? 500)
            : mode === "redirect"
              ? (status ?? 302)
              : null;
    r.requests.push({
      received_at: iso(new Date()),
      headers: Object.fromEntries(c.req.raw.headers.entries()),
      body: Buffer.from(raw).toString("utf8"),
      signature_valid: signatureValid,
      answered_status: answered,
    });
    if (r.requests.length > MAX_KEPT_REQUESTS) r.requests.shift();

    if (signatureValid === false) {
      return c.json({ error: "The signature does not match." }, 401);
    }
    if (mode === "close") {
      c.env?.incoming?.socket.destroy();
      return new Response(null, { status: 500 });
    }
    if (mode === "hang") {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, MAX_HANG_MS);
        timer.unref();
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        c.req.raw.signal.addEventListener("abort", done, { once: true });
        c.env?.incoming?.socket.once("close", done);
      });
      return c.body(null, 504);
    }
    if (mode === "redirect") {
      return c.body(null, answered as 302, { location: "https://example.com/elsewhere" });
    }
    return c.json({ received: true }, answered as 200);
  });

  // The demo's built-in receiver alone does not open the simulator: it emits without a key.
  if (!deps.webhooks?.allowPrivateTargets) return dev;

  dev.post("/webhooks/simulate", async (c) => {
    const body = await parse(SimulateEventBody, c);
    const [endpoint] = await deps.db
      .select({ workspaceId: webhookEndpoints.workspaceId })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, body.endpoint_id));
    if (!endpoint) throw new ApiError("webhook_endpoint_not_found");
    const { event_type: _ignored, ...fields } = body.fields ?? {};
    const event = {
      ...samplePayload(body.event_type, await sampleContext(deps.db, endpoint.workspaceId)),
      ...fields,
    };
    const ids = await emitEvents(deps.db, endpoint.workspaceId, body.event_type, [event as never], {
      trigger: "simulated",
    });
    return c.json({ event: { event_type: body.event_type, ...event }, delivery_ids: ids }, 201);
  });

  return dev;
}
