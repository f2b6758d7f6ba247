/** A failure whose message is written for the client, as the job's `error_message`. */
export class JobFailure extends Error {}

export const GENERIC_FAILURE = "The job stopped because of an unexpected error; start it again.";

type Settleable = { idle: () => Promise<void> };
const runners = new Set<Settleable>();

/** Job runners of this process register here, so tests can wait for their work to end. */
export function registerRunner(runner: Settleable): () => void {
  runners.add(runner);
  return () => runners.delete(runner);
}

/**
 * Resolves once every job runner of this process has nothing in flight and finds nothing
 * left to claim (tests, benchmarks).
 */
export async function backgroundJobsSettled(): Promise<void> {
  for (const runner of [...runners]) await runner.idle();
}
