import {
  ATTEMPT_HEADER,
  DELIVERY_ID_HEADER,
  EVENT_TYPE_HEADER,
  SIGNATURE_HEADER,
} from "../../contract/webhooks";
import { DEFAULT_WEBHOOK_CONCURRENCY } from "../config";
import type { Db } from "../db/client";
import { isConnectionFailure } from "../db/unavailable";
import { onDeliveriesQueued } from "../events/events";
import { randomBase62 } from "../ids";
import {
  DEFAULT_DISABLE_AFTER_SECONDS,
  endpointConcurrency,
  type WebhookSettings,
  workspaceConcurrency,
} from "../webhook-settings";
import { routeBuiltInReceiver } from "./built-in-receiver";
import type { Claim, ClaimedDelivery, ClaimRequest } from "./data/webhooks-claim";
import { recordAndClaim } from "./data/webhooks-cycle";
import { disableFailingEndpoints } from "./data/webhooks-health";
import {
  type AttemptRecord,
  analyzeQueue,
  msUntilNextDue,
  releaseClaims,
} from "./data/webhooks-queue";
import { createWebhookHttpClient, type Resolver, type WebhookHttpClient } from "./http-client";
import { signatureHeaderOf } from "./signer";
import { standardWebhookHeaders } from "./standard-signer";

export const USER_AGENT = "OutreachPlatform-Webhooks/1.0";
const ANALYZE_INTERVAL_MS = 60_000;
/** While endpoints are at their cap: outcomes to gather, or milliseconds to wait, per trip. */
const BLOCKED_CLAIM_BATCH = 64;
const BLOCKED_CLAIM_DELAY_MS = 5;
/**
 * Outcomes that start a second round trip while the loop's is still under way. Its record runs
 * beside the first trip; its claim waits for the first to commit (the workspace lock), then
 * counts the first's claims and refills the slots both freed.
 */
const OVERLAP_BATCH = 64;

export type WorkerOptions = {
  db: Db;
  settings: WebhookSettings;
  /** Attempts in flight at once in this worker, over all endpoints. */
  concurrency?: number;
  /** Most deliveries claimed by one statement. */
  claimBatch?: number;
  /** Longest sleep when idle; new deliveries in this process wake the worker sooner. */
  pollIntervalMs?: number;
  /** Added to the time-out to make the claim lease; a dead worker's claims expire after it. */
  leaseMarginMs?: number;
  client?: WebhookHttpClient;
  resolver?: Resolver;
  log?: (line: string) => void;
};

type InFlight = { claim: ClaimedDelivery; token: string; abort: AbortController };

/**
 * Delivers queued webhooks: claims due deliveries in batches, fairly between workspaces and
 * endpoints and at most `settings.endpointConcurrency` in flight per endpoint (see
 * webhooks-claim.ts), POSTs them with up to `concurrency` in flight, and records the outcomes
 * in batches, each with the next claim in one round trip (webhooks-cycle.ts). Any number of
 * workers, in one process or many, may share a database; each attempt is made by one of them.
 */
export class WebhookWorker {
  private readonly db: Db;
  private readonly settings: WebhookSettings;
  private readonly concurrency: number;
  private readonly claimBatch: number;
  private readonly pollIntervalMs: number;
  private readonly perEndpoint: number;
  private readonly perWorkspace: number;
  private readonly leaseMs: number;
  private readonly client: WebhookHttpClient;
  private readonly ownsClient: boolean;
  private readonly log: (line: string) => void;
  private readonly workerId = randomBase62(8);
  private claimCounter = 0;
  private lastAnalyzeAt = 0;

  private running = false;
  private loop: Promise<void> | undefined;
  private wakePending = false;
  /** The last claim found nothing more due: wait for the schedule or for new deliveries. */
  private drained = false;
  /** Due deliveries wait for a free slot of their endpoint: claim again when outcomes come. */
  private blocked = false;
  /** Round trips under way (the loop's and at most one beside it). */
  private trips = 0;
  /** Most deliveries the claims under way may still bring: not free for another claim. */
  private claimsPending = 0;
  private blockedTimer: NodeJS.Timeout | undefined;
  private wakeSleeper: (() => void) | undefined;
  private unsubscribe: (() => void) | undefined;
  private readonly inFlight = new Map<string, InFlight>();
  /** Attempts in flight in this worker by workspace: each one's share of its slots. */
  private readonly heldByWorkspace = new Map<string, number>();
  private readonly settled = new Set<Promise<void>>();
  /** Outcomes waiting for the next round trip; their slots stay taken until it commits. */
  private records: AttemptRecord[] = [];
  /** Round trips under way: the loop's, and flushes on stop. */
  private readonly writes = new Set<Promise<unknown>>();

  constructor(opts: WorkerOptions) {
    this.db = opts.db;
    this.settings = opts.settings;
    this.concurrency = opts.concurrency ?? DEFAULT_WEBHOOK_CONCURRENCY;
    this.claimBatch = opts.claimBatch ?? 128;
    this.pollIntervalMs = opts.pollIntervalMs ?? 500;
    this.perEndpoint = endpointConcurrency(opts.settings);
    this.perWorkspace = workspaceConcurrency(opts.settings);
    this.leaseMs = opts.settings.timeoutMs + (opts.leaseMarginMs ?? 30_000);
    this.ownsClient = !opts.client;
    this.client = opts.client ?? this.defaultClient(opts);
    this.log = opts.log ?? ((line) => console.log(`[webhooks] ${line}`));
  }

  private defaultClient(opts: WorkerOptions): WebhookHttpClient {
    const make = (allowPrivateTargets: boolean) =>
      createWebhookHttpClient({
        timeoutMs: opts.settings.timeoutMs,
        allowPrivateTargets,
        // Endpoints of many workspaces may share a host (an integration platform's): the
        // claim caps each endpoint, so the agent must not cap them together.
        maxSocketsPerHost: this.concurrency,
        resolver: opts.resolver,
      });
    const guarded = make(opts.settings.allowPrivateTargets);
    if (opts.settings.allowPrivateTargets || !opts.settings.builtInReceiverBase) return guarded;
    return routeBuiltInReceiver(opts.settings, guarded, make(true));
  }

  start(): this {
    if (this.running) return this;
    this.running = true;
    this.unsubscribe = onDeliveriesQueued(() => this.wake());
    this.loop = this.run();
    return this;
  }

  /** Starts claiming now rather than at the next poll. */
  wake(): void {
    clearTimeout(this.blockedTimer);
    this.blockedTimer = undefined;
    this.drained = false;
    this.blocked = false;
    this.wakePending = true;
    this.wakeSleeper?.();
  }

  /**
   * An outcome is waiting: write it with the next claim. Its slot comes free when that round
   * trip commits, so a claim is worth making even while endpoints were at their cap.
   */
  private outcomeQueued(): void {
    if (this.trips === 0) this.gatherOrGo();
    // During the loop's trip, enough outcomes go in a second trip beside it; the rest wait
    // for the loop, which looks at them when its trip ends.
    else if (this.trips === 1 && this.records.length >= OVERLAP_BATCH && this.running) {
      this.overlapTrip();
    }
  }

  /** A round trip beside the loop's: the outcomes waiting, and a claim for the slots free. */
  private overlapTrip(): void {
    const free = this.concurrency - this.inFlight.size - this.claimsPending;
    const token = `${this.workerId}.${++this.claimCounter}`;
    const request = free > 0 && !this.drained ? this.claimRequest(free, token) : null;
    const trip = this.roundTrip(request, token).then((claim) => {
      if (claim?.waiting) this.blocked = true;
      // Outcomes that came during both trips: the loop's next trip, or gather them now.
      if (this.trips === 0 && this.records.length > 0) this.gatherOrGo();
    });
    this.trackWrite(trip);
  }

  private claimRequest(free: number, token: string): ClaimRequest {
    return {
      limit: Math.min(free, this.claimBatch),
      leaseMs: this.leaseMs,
      token,
      timeoutMs: this.settings.timeoutMs,
      perEndpoint: this.perEndpoint,
      perWorkspace: this.perWorkspace,
      // No workspace takes this worker's last slots: attempts waiting for their time-out never
      // leave another workspace's event without a slot (webhooks-claim.ts, InstanceShare).
      instance: { free, held: Object.fromEntries(this.heldByWorkspace) },
    };
  }

  /**
   * While blocked, gathers a few outcomes (or waits a moment after the first), so a busy
   * endpoint's slots are recorded and refilled in batches rather than one round trip each.
   */
  private gatherOrGo(): void {
    if (this.blocked && this.records.length < BLOCKED_CLAIM_BATCH) {
      this.blockedTimer ??= setTimeout(() => this.unblock(), BLOCKED_CLAIM_DELAY_MS);
      return;
    }
    this.unblock();
  }

  private unblock(): void {
    clearTimeout(this.blockedTimer);
    this.blockedTimer = undefined;
    this.blocked = false;
    this.wakePending = true;
    this.wakeSleeper?.();
  }

  /**
   * Stops claiming, lets attempts in flight finish for up to `graceMs`, then stops the rest
   * and gives their claims back (another worker makes them at once), and records everything.
   */
  async stop(opts: { graceMs?: number } = {}): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.unsubscribe?.();
    this.wake();
    await this.loop;
    // A trip beside the loop's may still bring claims: dispatch them before counting.
    await Promise.allSettled([...this.writes]);
    clearTimeout(this.blockedTimer);
    const grace = opts.graceMs ?? 5_000;
    if (this.settled.size > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...this.settled]),
        new Promise((resolve) => {
          timer = setTimeout(resolve, grace);
        }),
      ]);
      clearTimeout(timer);
    }
    const stopped = [...this.inFlight.values()];
    for (const f of stopped) f.abort.abort();
    await Promise.allSettled([...this.settled]);
    await this.flush();
    await releaseClaims(
      this.db,
      stopped.map((f) => ({ id: f.claim.id, token: f.token })),
    ).catch((err) => this.log(`could not release claims: ${String(err)}`));
    if (this.ownsClient) this.client.close();
  }

  /** Resolves once nothing is in flight or waiting to be recorded (tests, benchmarks). */
  async idle(): Promise<void> {
    while (this.settled.size > 0 || this.records.length > 0 || this.writes.size > 0) {
      await Promise.allSettled([...this.settled]);
      await this.flush();
    }
  }

  private async run(): Promise<void> {
    let wait = this.pollIntervalMs;
    while (this.running) {
      this.wakePending = false;
      const free = this.concurrency - this.inFlight.size - this.claimsPending;
      // The loop makes one round trip at a time: outcomes and freed slots that come while it
      // runs go with the next (or, once there are enough, in one trip beside it), so under
      // load each one records and claims many deliveries.
      const claiming = free > 0 && !this.drained && !this.blocked;
      if (claiming || this.recordsReady()) {
        if (claiming) await this.analyzeNowAndThen();
        // A trip beside this one may have started meanwhile and taken slots.
        const room = this.concurrency - this.inFlight.size - this.claimsPending;
        const limit = Math.min(room, this.claimBatch);
        const token = `${this.workerId}.${++this.claimCounter}`;
        const claim = await this.roundTrip(
          claiming && room > 0 ? this.claimRequest(room, token) : null,
          token,
        );
        if (!this.running) break;
        if (!claim) {
          if (!this.wakePending && !this.recordsReady()) await this.sleep(wait);
          continue;
        }
        if (claim.claimed.length === limit) continue;
        // Something was queued while the claim ran, which may not have seen it.
        if (this.wakePending) continue;
        if (claim.waiting) {
          this.blocked = true;
          if (this.records.length > 0) this.gatherOrGo();
        } else {
          this.drained = true;
          // Nothing more is due: sleep until the next delivery is, or something is queued.
          wait = this.pollIntervalMs;
          try {
            const due = await msUntilNextDue(this.db);
            if (due !== null) wait = Math.min(wait, Math.max(0, Math.ceil(due)));
          } catch (err) {
            if (!isConnectionFailure(err)) this.log(`reading the schedule failed: ${String(err)}`);
          }
        }
      } else if (!this.drained) wait = this.pollIntervalMs;
      if (!this.wakePending && !this.recordsReady() && this.running) await this.sleep(wait);
    }
  }

  /** Outcomes to write now; while blocked, they wait for the batch that unblocks. */
  private recordsReady(): boolean {
    return this.records.length > 0 && !this.blocked;
  }

  /**
   * Writes the outcomes waiting, then claims (when asked) in the same round trip. Returns the
   * claim, or null when none was made or it failed.
   */
  private async roundTrip(request: ClaimRequest | null, token = ""): Promise<Claim | null> {
    const records = this.records;
    this.records = [];
    const trip = recordAndClaim(this.db, {
      records,
      retryDelaysSeconds: this.settings.retryDelaysSeconds,
      claim: request,
    });
    this.writes.add(trip);
    this.trips += 1;
    this.claimsPending += request?.limit ?? 0;
    try {
      const { recorded, claim } = await trip;
      // Dispatched before the claim stops counting as pending, so no other claim takes them
      // as free slots of this worker.
      for (const delivery of claim?.claimed ?? []) this.dispatch(delivery, token);
      if (records.some((r) => !r.succeeded)) {
        this.trackWrite(this.disableFailing(records, recorded));
        // A failed attempt scheduled a retry: plan the next sleep around it.
        this.wake();
      }
      return claim;
    } catch (err) {
      // The database layer reports an outage once; the worker just polls again. Outcomes
      // not written: their claims lapse with the lease and the deliveries are attempted again.
      if (!isConnectionFailure(err)) {
        this.log(
          records.length > 0
            ? `recording ${records.length} attempts${request ? " and claiming" : ""} failed: ${String(err)}`
            : `claiming deliveries failed: ${String(err)}`,
        );
      }
      return null;
    } finally {
      this.trips -= 1;
      this.claimsPending -= request?.limit ?? 0;
      this.writes.delete(trip);
    }
  }

  private trackWrite(write: Promise<unknown>): void {
    this.writes.add(write);
    void write.finally(() => this.writes.delete(write));
  }

  /**
   * Keeps the planner's row estimates for the queue current, so claims use the due index in
   * order and stop at the batch size instead of sorting every due row. Postgres's autovacuum
   * does this too; PGlite has none.
   */
  private async analyzeNowAndThen(): Promise<void> {
    const now = Date.now();
    if (now - this.lastAnalyzeAt < ANALYZE_INTERVAL_MS) return;
    this.lastAnalyzeAt = now;
    await analyzeQueue(this.db).catch((err) => {
      if (!isConnectionFailure(err)) this.log(`analyze failed: ${String(err)}`);
    });
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        // Time has passed: a retry, a lapsed claim or another instance's freed slot may be due.
        this.drained = false;
        this.blocked = false;
        done();
      }, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeSleeper = () => {
        this.wakeSleeper = undefined;
        done();
      };
    });
  }

  private dispatch(claim: ClaimedDelivery, token: string): void {
    const abort = new AbortController();
    this.inFlight.set(claim.id, { claim, token, abort });
    const workspace = claim.workspace_id;
    this.heldByWorkspace.set(workspace, (this.heldByWorkspace.get(workspace) ?? 0) + 1);
    const task = this.attempt(claim, token, abort.signal)
      .catch((err) => this.log(`attempt of ${claim.id} failed to run: ${String(err)}`))
      .finally(() => {
        this.inFlight.delete(claim.id);
        const held = (this.heldByWorkspace.get(workspace) ?? 1) - 1;
        if (held > 0) this.heldByWorkspace.set(workspace, held);
        else this.heldByWorkspace.delete(workspace);
        this.settled.delete(task);
      });
    this.settled.add(task);
  }

  private async attempt(claim: ClaimedDelivery, token: string, signal: AbortSignal) {
    const number = claim.attempt_count + 1;
    const secrets = claim.previous_secret ? [claim.secret, claim.previous_secret] : [claim.secret];
    const attemptedAt = new Date();
    const headers: Record<string, string> = {
      "content-type": "application/json",
      "user-agent": USER_AGENT,
      [SIGNATURE_HEADER.toLowerCase()]: signatureHeaderOf(secrets, claim.body),
      [EVENT_TYPE_HEADER.toLowerCase()]: claim.event_type,
      [DELIVERY_ID_HEADER.toLowerCase()]: claim.id,
      [ATTEMPT_HEADER.toLowerCase()]: String(number),
      // One message id on every attempt and every resend of it, so receivers deduplicate;
      // this attempt's time.
      ...standardWebhookHeaders({
        id: claim.message_id,
        timestamp: Math.floor(attemptedAt.getTime() / 1000),
        secrets,
        body: claim.body,
      }),
    };
    const outcome = await this.client.send({ url: claim.url, body: claim.body, headers, signal });
    if (signal.aborted) return; // released on stop; made again by whoever claims it next
    this.records.push({
      id: claim.id,
      endpoint_id: claim.endpoint_id,
      token,
      number,
      attempted_at: attemptedAt.toISOString(),
      url: claim.url,
      request_headers: headers,
      succeeded: outcome.succeeded,
      status_code: outcome.statusCode,
      duration_ms: outcome.durationMs,
      error_message: outcome.errorMessage,
      response_excerpt: outcome.responseExcerpt,
    });
    this.outcomeQueued();
  }

  /** Auto-disable: endpoints whose every attempt failed for the configured period. */
  private async disableFailing(batch: AttemptRecord[], recorded: string[]): Promise<void> {
    const ids = new Set(recorded);
    const failed = new Set(
      batch.filter((r) => !r.succeeded && ids.has(r.id)).map((r) => r.endpoint_id),
    );
    if (failed.size === 0) return;
    try {
      const disabled = await disableFailingEndpoints(
        this.db,
        [...failed],
        this.settings.disableAfterSeconds ?? DEFAULT_DISABLE_AFTER_SECONDS,
      );
      for (const e of disabled) this.log(`disabled ${e.id}: failing since ${e.failing_since}`);
    } catch (err) {
      this.log(`disabling failing endpoints failed: ${String(err)}`);
    }
  }

  /** Resolves once every outcome queued so far is written (the loop may have stopped). */
  private async flush(): Promise<void> {
    while (this.records.length > 0 || this.writes.size > 0) {
      if (this.records.length > 0) this.trackWrite(this.roundTrip(null));
      await Promise.allSettled([...this.writes]);
    }
  }
}
