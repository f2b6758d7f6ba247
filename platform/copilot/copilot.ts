import { and, asc, desc, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import { COPILOT_ANSWER_CREDITS, type CopilotLink } from "../../contract/copilot";
import { creditsText } from "../../contract/credit-rates";
import { chargeCredits } from "../credits/credits";
import type { Db } from "../db/client";
import { pageWithTotal, totalCount } from "../db/paginate";
import { newId } from "../ids";
import { copilotMessages, copilotThreads } from "./tables";

export type CopilotThreadRow = typeof copilotThreads.$inferSelect;
export type CopilotMessageRow = typeof copilotMessages.$inferSelect;

/**
 * Whose threads a caller sees: a thread belongs to the member whose key started it, in its
 * workspace. `memberId` is the key's creator; null for a key without one (a workspace-level
 * identity), whose threads only such keys share.
 */
export type ThreadOwner = { workspaceId: string; memberId: string | null };

function ownedBy(owner: ThreadOwner) {
  return and(
    eq(copilotThreads.workspaceId, owner.workspaceId),
    owner.memberId === null
      ? isNull(copilotThreads.memberId)
      : eq(copilotThreads.memberId, owner.memberId),
  );
}

/**
 * Ownership is part of the lookup: another workspace's thread, or another member's of the same
 * workspace, is simply not found.
 */
export async function findThread(db: Db, owner: ThreadOwner, id: string) {
  const [row] = await db
    .select()
    .from(copilotThreads)
    .where(and(ownedBy(owner), eq(copilotThreads.id, id)));
  return row;
}

export async function threadMessages(db: Db, threadId: string) {
  return db
    .select()
    .from(copilotMessages)
    .where(eq(copilotMessages.threadId, threadId))
    .orderBy(asc(copilotMessages.seq));
}

/** The owner's threads, most recently used first, each with its number of messages. */
export async function listThreads(db: Db, owner: ThreadOwner, page: number, perPage: number) {
  const where = ownedBy(owner);
  const rows = await db
    .select({
      ...getTableColumns(copilotThreads),
      // Written out in full: inside a subquery, drizzle's column names would be unqualified.
      messageCount: sql<number>`(select count(*) from copilot_messages m
        where m.thread_id = "copilot_threads"."id")`.mapWith(Number),
      _total: totalCount(),
    })
    .from(copilotThreads)
    .where(where)
    .orderBy(desc(copilotThreads.updatedAt), desc(copilotThreads.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return pageWithTotal(rows, page, () => db.$count(copilotThreads, where));
}

/** A thread's title: its first question on one line, shortened. */
function threadTitle(question: string): string {
  const line = question.replace(/\s+/g, " ").trim();
  return line.length <= 80 ? line : `${line.slice(0, 79).trimEnd()}…`;
}

export type Exchange = {
  thread: CopilotThreadRow;
  question: CopilotMessageRow;
  answer: CopilotMessageRow;
  charged: number;
};

/**
 * Records a question and its answer, and charges the answer (an AI step of the rate table), in
 * one transaction: a workspace that cannot pay gets InsufficientCreditsError and nothing is
 * kept, not even a new thread. The ledger entry names the thread.
 */
export async function recordExchange(
  db: Db,
  input: {
    workspaceId: string;
    /** Whose a new thread is: the member behind the key (null for a key without a creator). */
    memberId: string | null;
    /** The thread to continue, found for the same owner; a new one when absent. */
    thread: CopilotThreadRow | undefined;
    question: string;
    answer: string;
    /** The records the answer names, as the API shows them. */
    links: CopilotLink[];
    topics: string[];
    at: Date;
  },
): Promise<Exchange> {
  return db.transaction(async (tx) => {
    const { workspaceId, at } = input;
    const threadId = input.thread?.id ?? newId("thr");
    // The charge first: it locks the workspace's balance before anything else is written,
    // as every charging path does.
    await chargeCredits(tx, {
      workspaceId,
      amount: COPILOT_ANSWER_CREDITS,
      at,
      reason: "copilot_answer",
      description: `Copilot answer in thread ${threadId} (${creditsText(COPILOT_ANSWER_CREDITS)})`,
    });
    const [thread] = input.thread
      ? await tx
          .update(copilotThreads)
          .set({ updatedAt: at })
          .where(eq(copilotThreads.id, threadId))
          .returning()
      : await tx
          .insert(copilotThreads)
          .values({
            id: threadId,
            workspaceId,
            memberId: input.memberId,
            title: threadTitle(input.question),
            createdAt: at,
            updatedAt: at,
          })
          .returning();
    const rows = await tx
      .insert(copilotMessages)
      .values([
        {
          id: newId("cmsg"),
          threadId,
          workspaceId,
          role: "user" as const,
          content: input.question,
          createdAt: at,
        },
        {
          id: newId("cmsg"),
          threadId,
          workspaceId,
          role: "assistant" as const,
          content: input.answer,
          links: input.links,
          topics: input.topics.join(","),
          credits: COPILOT_ANSWER_CREDITS,
          createdAt: at,
        },
      ])
      .returning();
    const question = rows.find((r) => r.role === "user")!;
    const answer = rows.find((r) => r.role === "assistant")!;
    return { thread: thread!, question, answer, charged: COPILOT_ANSWER_CREDITS };
  });
}
