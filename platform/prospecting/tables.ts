import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { members, workspaces } from "../auth/tables";
import { jobs } from "../jobs/tables";
import { leadLists } from "../leads/tables";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

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
    // The title as people write it, reduced to its words: see prospect_title_key() in the
    // baseline migration. Similar-title search compares this, so it is kept by the database
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
  // country (the hand-written end of the baseline migration; Drizzle cannot state INCLUDE), so
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
 * A prospect search saved by name, shared with the whole workspace: the filters as the
 * preview request takes them, the page size, enrichment, and the list it was built for.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    name: text("name").notNull(),
    leadListId: text("lead_list_id").references(() => leadLists.id, { onDelete: "set null" }),
    filters: jsonb("filters").$type<Record<string, unknown>>().notNull(),
    pageSize: integer("page_size").notNull(),
    autoEnrich: boolean("auto_enrich").notNull(),
    createdBy: text("created_by").references(() => members.id),
    createdAt: at("created_at"),
    updatedAt: at("updated_at"),
  },
  (t) => [uniqueIndex("saved_searches_ws_name_idx").on(t.workspaceId, sql`lower(${t.name})`)],
);
