import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";

export type PlatformProcess = {
  child: ChildProcess;
  /** Where it listens, once it does. */
  baseUrl: string;
  /** Its job runner's id: the first part of every claim token it writes. */
  runnerId: string;
  /** Everything it printed so far. */
  output: string[];
  /** Resolves when the process has exited. */
  exited: Promise<unknown>;
};

const mainScript = new URL("../main.ts", import.meta.url).pathname;

/**
 * `npm run platform` as a child process of its own, on a port the system picks, with `env`
 * over the test's environment. Resolves once it listens; rejects if it exits first.
 */
export async function startPlatformProcess(
  env: Record<string, string>,
  opts: { timeoutMs?: number } = {},
): Promise<PlatformProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", mainScript], {
    env: { ...process.env, PLATFORM_PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = once(child, "exit");
  const output: string[] = [];
  let runnerId = "";
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the platform did not start:\n${output.join("\n")}`)),
      opts.timeoutMs ?? 60_000,
    );
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on("line", (line) => {
        output.push(line);
        runnerId ||= line.match(/Job runner (\S+) started/)?.[1] ?? "";
        const url = line.match(/Listening on (http:\/\/\S+?)\.?$/)?.[1];
        if (url) {
          clearTimeout(timer);
          resolve(url);
        }
      });
    }
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the platform exited before it listened:\n${output.join("\n")}`));
    });
  });
  const baseUrl = await listening;
  return { child, baseUrl, runnerId, output, exited };
}

/** Stops it with `signal` and waits until it is gone. */
export async function stopPlatformProcess(p: PlatformProcess, signal: NodeJS.Signals = "SIGTERM") {
  if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill(signal);
  await p.exited;
}
