import type { Db } from "../../db/client";
import { dollarQuoted, int, script } from "../../db/sql-script";

/**
 * Claiming due deliveries fairly. Each endpoint has at most `perEndpoint` attempts in flight and
 * each workspace at most `perWorkspace`, counted over every instance (claimed deliveries whose
 * lease runs), so one receiver's backlog or slowness, or one workspace's, takes a bounded share
 * of any worker. Within one claim, workspaces take turns (each one's first delivery, then each
 * one's second, ...), and within a workspace its endpoints take turns, oldest due first: a
 * flood in one workspace never queues another's events behind it.
 *
 * An instance's own slots (its worker's concurrency) are shared the same way: a workspace is
 * given one only while it would hold, on that instance, no more than the instance still leaves
 * free (see `InstanceShare`). Without that, attempts in flight that wait for their time-out (a
 * receiver that never answers) could take every slot of an instance, and another workspace's
 * event would wait for them to time out before any claim could take it.
 */

/** The advisory-lock space of claims (the second key is the workspace id's hash). */
const WORKSPACE_CLAIM_LOCKS = 0x5eb0;
/** Where the first statement leaves the workspaces it locked for the second (this transaction only). */
const CLAIM_WORKSPACES_SETTING = "outreach.claim_workspaces";

export type ClaimedDelivery = {
  id: string;
  workspace_id: string;
  /** The Standard Webhooks webhook-id: the delivery's own id, or its original's for a resend. */
  message_id: string;
  endpoint_id: string;
  event_type: string;
  body: string;
  attempt_count: number;
  url: string;
  secret: string;
  /** The replaced secret while a rotation's overlap lasts; deliveries carry both signatures. */
  previous_secret: string | null;
};

type Claimed = ClaimedDelivery & { room: number; workspace_room: number; instance_full: boolean };

/**
 * Whether due deliveries were left for want of room: an endpoint that got as many as it had
 * room for (none, when it or its workspace was full), or a workspace that did.
 */
function leftWaiting(due: { id: string; workspace_id: string }[], claimed: Claimed[]): boolean {
  const endpoints = new Map<string, number>();
  const workspaces = new Map<string, number>();
  for (const c of claimed) {
    endpoints.set(c.endpoint_id, (endpoints.get(c.endpoint_id) ?? 0) + 1);
    workspaces.set(c.workspace_id, (workspaces.get(c.workspace_id) ?? 0) + 1);
  }
  const full = new Set<string>();
  for (const c of claimed) {
    if ((endpoints.get(c.endpoint_id) ?? 0) >= Number(c.room)) full.add(c.endpoint_id);
    if ((workspaces.get(c.workspace_id) ?? 0) >= Number(c.workspace_room)) full.add(c.workspace_id);
  }
  return due.some((e) => !endpoints.has(e.id) || full.has(e.id) || full.has(e.workspace_id));
}

export type Claim = {
  claimed: ClaimedDelivery[];
  /**
   * Due deliveries were left because their endpoint, their workspace or the instance had no
   * free slot for them (or the batch was full): worth claiming again as soon as an attempt
   * finishes.
   */
  waiting: boolean;
};

/**
 * Claims up to `limit` due deliveries for `leaseMs`: two statements in one transaction, sent
 * in one round trip.
 *
 * The first takes a transaction-scoped advisory lock on each workspace with due deliveries,
 * waiting while another claim holds it (in the order of the lock keys, so two claims never
 * wait on each other), and leaves the list of workspaces it locked in a setting of this
 * transaction. The second, with a snapshot taken after those locks, counts attempts in flight
 * exactly (every other claim in the same workspace has committed); then it picks in turns and
 * sets the lease (`locked_until`) and the fencing `token`: only the token's holder can record
 * the outcome, and a dead worker's claims are taken over once the lease ends. Waiting rather
 * than skipping lets a worker keep a second round trip in flight: its claim runs the moment the
 * first commits, and counts the first's claims. A claim holds the locks only while its own
 * statements run (records come before it in the script), so the wait is one claim's time.
 * Rows are still taken FOR UPDATE SKIP LOCKED, so a worker that claims without these locks
 * (an older version during a rolling deploy) never takes the same row. Values are written
 * into the text (numbers and the worker's own token), which the simple protocol needs.
 */
export async function claimDueDeliveries(db: Db, claim: ClaimRequest): Promise<Claim> {
  const [due, claimed] = await script(db, claimStatements(claim));
  return claimResult(claim, due!, claimed!);
}

export type ClaimRequest = {
  limit: number;
  leaseMs: number;
  token: string;
  timeoutMs?: number;
  perEndpoint: number;
  perWorkspace: number;
  /** The claiming instance's slots; without it the claim takes up to `limit` for anyone. */
  instance?: InstanceShare;
};

/**
 * The claiming instance's own slots: how many are free for this claim, and how many attempts
 * each workspace has in flight on the instance. The claim takes the workspaces holding least
 * there first (then in turns, as everywhere), and gives a workspace a slot only while, with it,
 * the workspace holds no more than the slots the instance still leaves free. So one busy
 * workspace takes at most about half an instance, a second about half of the rest, and so on:
 * an instance never runs out of slots for a workspace with nothing in flight on it (unless
 * about log2(slots) workspaces flood it at once), whatever its attempts in flight wait for.
 */
type InstanceShare = { free: number; held: Record<string, number> };

/** The claim's two statements, to run in one script (alone or after a record). */
export function claimStatements(claim: ClaimRequest): [string, string] {
  if (!/^[A-Za-z0-9._-]+$/.test(claim.token)) throw new Error("a claim token is base62 and dots");
  const limit = int(claim.limit);
  const leaseMs = int(claim.leaseMs);
  const timeoutMs = int(claim.timeoutMs ?? claim.leaseMs);
  const perEndpoint = int(claim.perEndpoint);
  const perWorkspace = int(claim.perWorkspace);
  // An endpoint whose every attempt fails gets an eighth of the slots until one succeeds:
  // enough to notice it is back, too few to hold many slots for a whole time-out.
  const failingCap = int(Math.max(1, Math.floor(claim.perEndpoint / 8)));
  const locks = int(WORKSPACE_CLAIM_LOCKS);
  // What each workspace holds on the instance, as a JSON constant (ids are the database's own).
  const held = dollarQuoted(
    JSON.stringify(
      Object.fromEntries(
        Object.entries(claim.instance?.held ?? {}).map(([id, n]) => [id, Number(int(n))]),
      ),
    ),
  );
  // Claim order puts the workspaces holding least on the instance first, so whether a delivery
  // fits is a prefix of that order: its workspace's share with it, less one, is no more than
  // the slots left free after it.
  const fits = claim.instance
    ? `ordered.share - 1 <= ${int(claim.instance.free)} - ordered.position`
    : "true";
  return [
    `with due as materialized (
        select e.id, e.workspace_id from webhook_endpoints e
        cross join lateral (
          select 1 from webhook_deliveries d
          where d.endpoint_id = e.id and d.status = 'pending' and d.next_attempt_at <= now()
            and (d.locked_until is null or d.locked_until <= now())
          limit 1
        ) has_due
      ), locked as materialized (
        select w.workspace_id from (
          select distinct workspace_id, hashtext(workspace_id) as k from due order by k
        ) w
        cross join lateral (select pg_advisory_xact_lock(${locks}, w.k)) l
      ), noted as (
        select set_config('${CLAIM_WORKSPACES_SETTING}',
          coalesce((select json_agg(workspace_id) from locked), '[]')::text, true) as done
      )
      select due.id, due.workspace_id from due, noted where noted.done is not null`,
    `with ws as materialized (
        select jsonb_array_elements_text(coalesce(
          nullif(current_setting('${CLAIM_WORKSPACES_SETTING}', true), ''), '[]')::jsonb) as id
      ), busy as (
        select d.endpoint_id, count(*)::int as n from webhook_deliveries d
        where d.endpoint_id in (
            select e.id from webhook_endpoints e where e.workspace_id in (select id from ws)
          )
          and d.status = 'pending' and d.lock_token is not null and d.locked_until > now()
        group by d.endpoint_id
      ), workspace_room as (
        select ws.id, greatest(0, ${perWorkspace} - coalesce(sum(busy.n), 0)) as room
        from ws
        left join webhook_endpoints e on e.workspace_id = ws.id
        left join busy on busy.endpoint_id = e.id
        group by ws.id
      ), room as (
        select e.id, e.workspace_id, least(${limit}, w.room, greatest(0,
            (case when e.failing_since is null then ${perEndpoint} else ${failingCap} end)
              - coalesce(busy.n, 0))) as room
        from webhook_endpoints e
        join workspace_room w on w.id = e.workspace_id
        left join busy on busy.endpoint_id = e.id
      ), candidates as (
        select c.id, c.next_attempt_at, r.workspace_id, r.room,
          row_number() over (partition by r.id order by c.next_attempt_at, c.seq) as turn
        from room r cross join lateral (
          select d.id, d.next_attempt_at, d.seq from webhook_deliveries d
          where d.endpoint_id = r.id and d.status = 'pending' and d.next_attempt_at <= now()
            and (d.locked_until is null or d.locked_until <= now())
          order by d.next_attempt_at, d.seq
          limit r.room
          for update skip locked
        ) c
      ), ranked as (
        select c.id, c.room, w.room as workspace_room, c.next_attempt_at,
          row_number() over (partition by c.workspace_id order by c.turn, c.next_attempt_at)
            + coalesce((${held}::jsonb ->> c.workspace_id)::int, 0) as share,
          row_number() over (partition by c.workspace_id order by c.turn, c.next_attempt_at)
            as workspace_turn
        from candidates c
        join workspace_room w on w.id = c.workspace_id
      ), ordered as (
        select id, room, workspace_room, share,
          row_number() over (order by share, next_attempt_at) as position
        from ranked
        where workspace_turn <= workspace_room
      ), judged as (
        select id, room, workspace_room, position, ${fits} as fits from ordered
      ), picked as (
        select id, room, workspace_room,
          coalesce((select bool_or(not fits) from judged), false) as instance_full
        from judged
        where fits
        order by position
        limit ${limit}
      )
      update webhook_deliveries d
      set locked_until = now() + make_interval(secs => ${leaseMs} / 1000.0),
        attempt_deadline = now() + make_interval(secs => ${timeoutMs} / 1000.0),
        lock_token = '${claim.token}'
      from picked, webhook_endpoints e
      where d.id = any(array(select id from picked)) and d.id = picked.id
        and e.id = d.endpoint_id
        and d.status = 'pending' and (d.locked_until is null or d.locked_until <= now())
      returning d.id, coalesce(d.message_id, d.id) as message_id, d.endpoint_id, e.workspace_id,
        picked.room, picked.workspace_room, picked.instance_full,
        d.event_type, d.body, d.attempt_count, e.url, e.secret,
        case when e.previous_secret_expires_at > now() then e.previous_secret end
          as previous_secret`,
  ];
}

/** What the claim's two statements returned, as the worker needs it. */
export function claimResult(
  claim: ClaimRequest,
  dueRows: unknown[],
  claimedRows: unknown[],
): Claim {
  const due = dueRows as { id: string; workspace_id: string }[];
  const claimed = claimedRows as Claimed[];
  return {
    claimed: claimed.map(({ room, workspace_room, instance_full, ...delivery }) => delivery),
    waiting:
      claimed.length >= claim.limit ||
      claimed.some((c) => c.instance_full) ||
      leftWaiting(due, claimed),
  };
}
