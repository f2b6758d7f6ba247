import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { doNotContact } from "./campaign-schema";
import { leadLists, members, workspaces } from "./tenant-schema";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const consoleSessions = pgTable("console_sessions", {
  id: text("id").primaryKey(),
  tokenHash: text("token_hash").notNull().unique(),
  memberId: text("member_id")
    .notNull()
    .references(() => members.id),
  createdAt: createdAt(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

export const apiKeys = pgTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    label: text("label").notNull(),
    environment: text("environment", { enum: ["live", "test"] }).notNull(),
    start: text("start").notNull(),
    last4: text("last4").notNull(),
    // SHA-256 of the key; keys carry 190 bits of entropy, so a fast hash is safe here.
    hash: text("hash").notNull().unique(),
    scopes: text("scopes").array(),
    creatorMemberId: text("creator_member_id").references(() => members.id),
    creatorRole: text("creator_role", { enum: ["owner", "admin", "manager", "member"] }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    /** The client address and user agent of the use last_used_at records. */
    lastUsedAddress: text("last_used_address"),
    lastUsedUserAgent: text("last_used_user_agent"),
    createdAt: createdAt(),
    /**
     * null for the keys members make; "console" for the console's own server-held key; "session"
     * for the key the platform issues the console for one member's sign-in session.
     */
    purpose: text("purpose", { enum: ["console", "session"] }),
    /** A session key dies with its session. */
    sessionId: text("session_id").references(() => consoleSessions.id, { onDelete: "cascade" }),
    // The key that replaced this one when it was rolled (the latest, if rolled again).
    replacedBy: text("replaced_by"),
  },
  (t) => [
    index("api_keys_ws_idx").on(t.workspaceId),
    uniqueIndex("api_keys_session_idx").on(t.sessionId),
  ],
);

export const jobs = pgTable(
  "jobs",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    type: text("type").notNull(),
    status: text("status", { enum: ["queued", "running", "completed", "failed"] })
      .notNull()
      .default("queued"),
    total: integer("total").notNull().default(0),
    processed: integer("processed").notNull().default(0),
    result: jsonb("result").$type<Record<string, unknown>>().notNull().default({}),
    errorMessage: text("error_message"),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    // The claim of the instance running the job: a lease its heartbeat renews, and the token
    // that fences its writes. attempts counts claims.
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lockToken: text("lock_token"),
    attempts: integer("attempts").notNull().default(0),
  },
  (t) => [
    index("jobs_ws_idx").on(t.workspaceId, t.createdAt, t.id),
    index("jobs_unfinished_idx").on(t.createdAt).where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/** The synthetic prospect corpus that prospect search runs over; shared by all workspaces. */
export const prospects = pgTable("prospects", {
  id: text("id").primaryKey(),
  seq: integer("seq").notNull().unique(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  networkUrl: text("network_url").notNull(),
  jobTitle: text("job_title").notNull(),
  jobLevel: text("job_level").notNull(),
  jobFunction: text("job_function").notNull(),
  city: text("city").notNull(),
  state: text("state").notNull(),
  country: text("country").notNull(),
  companyName: text("company_name").notNull(),
  domain: text("domain").notNull(),
  industry: text("industry").notNull(),
  networkIndustry: text("network_industry").notNull(),
  employeeCount: integer("employee_count").notNull(),
  foundedOn: integer("founded_on").notNull(),
  revenue: real("revenue").notNull(),
  revenueBucket: text("revenue_bucket").notNull(),
  fundingAmount: real("funding_amount").notNull(),
  fundingType: text("funding_type").notNull(),
  fundedAt: text("funded_at").notNull(),
  headquartersCity: text("headquarters_city").notNull(),
  headquartersState: text("headquarters_state").notNull(),
  headquartersCountry: text("headquarters_country").notNull(),
  analyticsTech: text("analytics_tech").array().notNull(),
  crmTech: text("crm_tech").array().notNull(),
  developmentTech: text("development_tech").array().notNull(),
  erpTech: text("erp_tech").array().notNull(),
  marketingAutomationTech: text("marketing_automation_tech").array().notNull(),
  salesAutomationTech: text("sales_automation_tech").array().notNull(),
  hiringDepartments: text("hiring_departments").array().notNull(),
  teamSizeDepartments: text("team_size_departments").array().notNull(),
  hasCio: boolean("has_cio").notNull(),
  hasCiso: boolean("has_ciso").notNull(),
  hasMobileApp: boolean("has_mobile_app").notNull(),
  hasWebApp: boolean("has_web_app").notNull(),
  isNetworkUrlClaimed: boolean("is_network_url_claimed").notNull(),
  networkGrowthRate: real("network_growth_rate").notNull(),
  monthlyWebTraffic: integer("monthly_web_traffic").notNull(),
});

/**
 * The prospect corpus as prospect search reads it, text and text arrays lower-cased so that
 * case-insensitive filters are plain comparisons. Company-level values (the same for every
 * colleague) live once per company in `prospect_search_companies`; the people table stays
 * narrow, so scanning it in result order is cheap. Triggers on `prospects` keep both in step
 * (the hand-written end of the baseline migration); nothing else writes them.
 */
export const prospectSearchCompanies = pgTable(
  "prospect_search_companies",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    // md5 of every column below: one row per distinct set of company values.
    fingerprint: text("fingerprint").notNull().unique(),
    companyName: text("company_name").notNull(),
    domain: text("domain").notNull(),
    industry: text("industry").notNull(),
    networkIndustry: text("network_industry").notNull(),
    employeeCount: integer("employee_count").notNull(),
    foundedOn: integer("founded_on").notNull(),
    revenue: real("revenue").notNull(),
    revenueBucket: text("revenue_bucket").notNull(),
    fundingAmount: real("funding_amount").notNull(),
    fundingType: text("funding_type").notNull(),
    fundedAt: text("funded_at").notNull(),
    headquartersCity: text("headquarters_city").notNull(),
    headquartersState: text("headquarters_state").notNull(),
    headquartersCountry: text("headquarters_country").notNull(),
    analyticsTech: text("analytics_tech").array().notNull(),
    crmTech: text("crm_tech").array().notNull(),
    developmentTech: text("development_tech").array().notNull(),
    erpTech: text("erp_tech").array().notNull(),
    marketingAutomationTech: text("marketing_automation_tech").array().notNull(),
    salesAutomationTech: text("sales_automation_tech").array().notNull(),
    hiringDepartments: text("hiring_departments").array().notNull(),
    teamSizeDepartments: text("team_size_departments").array().notNull(),
    hasCio: boolean("has_cio").notNull(),
    hasCiso: boolean("has_ciso").notNull(),
    hasMobileApp: boolean("has_mobile_app").notNull(),
    hasWebApp: boolean("has_web_app").notNull(),
    networkGrowthRate: real("network_growth_rate").notNull(),
    monthlyWebTraffic: integer("monthly_web_traffic").notNull(),
  },
  // The corpus has 20,000 companies: a full scan of them costs a few milliseconds, so only
  // the two filters that pick single companies get an index.
  (t) => [
    // text_pattern_ops serves both `=` (exact) and `like 'x%'` (prefix) under any collation.
    index("psc_company_name_idx").on(t.companyName.op("text_pattern_ops")),
    index("psc_domain_idx").on(t.domain),
  ],
);

export const prospectSearchPeople = pgTable(
  "prospect_search_people",
  {
    seq: integer("seq").primaryKey(),
    companyId: integer("company_id").notNull(),
    jobTitle: text("job_title").notNull(),
    // The title as people write it, reduced to its words: see prospect_title_key() in migration
    // 0013_job_title_key. Similar-title search compares this, so it is kept by the database
    // itself (a stored generated column) on every row the sync triggers write.
    jobTitleKey: text("job_title_key")
      .notNull()
      .generatedAlwaysAs(sql`prospect_title_key(job_title)`),
    jobLevel: text("job_level").notNull(),
    jobFunction: text("job_function").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    country: text("country").notNull(),
    isNetworkUrlClaimed: boolean("is_network_url_claimed").notNull(),
  },
  // (value, seq): one value's matches come out already in result order, from the index alone
  // once the table is vacuumed. Each also INCLUDEs company_id, job_level, job_function and
  // country (migration 0003_prospect_search_covering_indexes; Drizzle cannot state INCLUDE), so
  // the other filters of a search are checked in the index too; psp_seq_company_idx, (seq)
  // INCLUDE (company_id), made there too, serves filters on companies alone.
  (t) => [
    index("psp_company_idx").on(t.companyId, t.seq),
    index("psp_job_title_idx").on(t.jobTitle, t.seq),
    index("psp_job_title_key_idx").on(t.jobTitleKey, t.seq),
    index("psp_job_level_idx").on(t.jobLevel, t.seq),
    index("psp_job_function_idx").on(t.jobFunction, t.seq),
    index("psp_city_idx").on(t.city, t.seq),
    index("psp_state_idx").on(t.state, t.seq),
    index("psp_country_idx").on(t.country, t.seq),
  ],
);

/**
 * One prospect search preview and its result set. `matched_seqs` holds the matching
 * prospects' seqs in result order: at most PREVIEW_SNAPSHOT_LIMIT of them, plus one more
 * when more matched (that extra one only says "more than the limit", it is never shown).
 */
export const prospectSearchPreviews = pgTable(
  "prospect_search_previews",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    leadListId: text("lead_list_id")
      .notNull()
      .references(() => leadLists.id),
    filters: jsonb("filters").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: ["processing", "completed", "failed"] }).notNull(),
    matchedSeqs: integer("matched_seqs").array().notNull(),
    // The order the result set was stored in (a PreviewSort); null for the corpus order.
    sort: text("sort"),
    errorMessage: text("error_message"),
    createdAt: createdAt(),
  },
  (t) => [index("prospect_search_previews_list_idx").on(t.leadListId, t.createdAt)],
);

/** A workspace's spendable credits; the ledger below explains every change. */
export const creditBalances = pgTable(
  "credit_balances",
  {
    workspaceId: text("workspace_id")
      .primaryKey()
      .references(() => workspaces.id),
    balance: integer("balance").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("credit_balances_not_negative", sql`${t.balance} >= 0`)],
);

/**
 * Credits set aside for work about to run (a batch of campaign steps): taken from the balance
 * in a short transaction of their own, so the work's longer transaction never holds the
 * balance row. The work settles its part (writing the ledger entry) in its own transaction;
 * what is left is given back once it ends, or, if its instance died, after `expires_at`.
 */
export const creditReservations = pgTable(
  "credit_reservations",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    // Still held: reserved, less what the work has settled.
    amount: integer("amount").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("credit_reservations_expiry_idx").on(t.expiresAt)],
);

export const creditLedger = pgTable(
  "credit_ledger",
  {
    // Increasing, so "newest first" and cursors need no tie-breaker.
    position: integer("position").primaryKey().generatedAlwaysAsIdentity(),
    id: text("id").notNull().unique(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    amount: integer("amount").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    reason: text("reason", {
      enum: [
        "initial_grant",
        "grant",
        "prospect_enrichment",
        "bulk_enrichment",
        "campaign_outreach",
        "voice_call",
        "inbox_message",
        "copilot_answer",
      ],
    }).notNull(),
    previewId: text("preview_id"),
    jobId: text("job_id"),
    leadListId: text("lead_list_id"),
    description: text("description").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("credit_ledger_ws_idx").on(t.workspaceId, t.position)],
);

/**
 * The prospects whose contact details a workspace has paid for, written in the transaction
 * of the charge: a workspace pays once per prospect, whichever path enriches it again.
 */
export const prospectReveals = pgTable(
  "prospect_reveals",
  {
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    prospectId: text("prospect_id").notNull(),
    // The prospect's seq too, so a preview's result set (an array of seqs) joins without
    // going through the prospects table.
    prospectSeq: integer("prospect_seq").notNull(),
    revealedAt: timestamp("revealed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.prospectId] }),
    index("prospect_reveals_seq_idx").on(t.workspaceId, t.prospectSeq),
  ],
);

/**
 * Idempotency-Key records: the first successful response to a key, per workspace, kept
 * until `expires_at`. `running` marks a request still in flight (a duplicate gets 409).
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    key: text("key").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    requestHash: text("request_hash").notNull(),
    state: text("state", { enum: ["running", "completed"] }).notNull(),
    // Fences a takeover of an abandoned claim: only the current holder may complete it.
    claimToken: text("claim_token").notNull(),
    responseStatus: integer("response_status"),
    // json, not jsonb: it keeps the body's text as sent, so a replay is byte for byte the same.
    responseBody: json("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.key] }),
    index("idempotency_keys_expires_idx").on(t.expiresAt),
  ],
);

/** What an import job works on, so an interrupted one can be resumed. */
export const prospectImports = pgTable("prospect_imports", {
  jobId: text("job_id")
    .primaryKey()
    .references(() => jobs.id),
  workspaceId: text("workspace_id")
    .notNull()
    .references(() => workspaces.id),
  leadListId: text("lead_list_id")
    .notNull()
    .references(() => leadLists.id),
  previewId: text("preview_id")
    .notNull()
    .references(() => prospectSearchPreviews.id),
  // Started with auto_enrich: each lead it adds with contact fields fires lead.enriched.
  enrich: boolean("enrich").notNull().default(false),
  // The seqs to add, in result order, when the import named a selection (prospect_ids or
  // exclude_prospect_ids); null adds the preview's whole result set.
  seqs: integer("seqs").array(),
});

/**
 * What a do-not-contact job walks: the leads its entry matches, in lead id order, from
 * `after_lead_id` (the last lead a committed batch handled; null before the first). Removing
 * the entry removes this row, and the job stops.
 */
export const doNotContactJobs = pgTable("do_not_contact_jobs", {
  jobId: text("job_id")
    .primaryKey()
    .references(() => jobs.id),
  workspaceId: text("workspace_id")
    .notNull()
    .references(() => workspaces.id),
  entryId: text("entry_id")
    .notNull()
    .references(() => doNotContact.id, { onDelete: "cascade" }),
  afterLeadId: text("after_lead_id"),
});

/** Bookkeeping for the demo seed, so a restart never seeds twice. */
export const seedState = pgTable("seed_state", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
});

/** Who changed which key or member, and how. Never holds a key value. */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    actorMemberId: text("actor_member_id").references(() => members.id),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type", {
      enum: ["api_key", "member", "invitation", "workspace", "webhook_endpoint"],
    }).notNull(),
    targetId: text("target_id").notNull(),
    targetLabel: text("target_label").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_events_ws_idx").on(t.workspaceId, t.createdAt),
    index("audit_events_target_idx").on(t.targetType, t.targetId),
  ],
);

export * from "./campaign-schema";
export * from "./copilot-schema";
export * from "./invitation-schema";
export * from "./key-usage-schema";
export * from "./lead-schema";
export * from "./outreach-schema";
export * from "./phone-schema";
export * from "./saved-search-schema";
export * from "./secret-schema";
export * from "./tenant-schema";
export * from "./webhook-schema";
