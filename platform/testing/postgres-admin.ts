import postgres from "postgres";

/**
 * Runs `fn` on a one-connection client of the server's database, falling back to the
 * `postgres` maintenance database when the URL names a database that does not exist.
 */
export async function withAdmin<T>(
  serverUrl: string,
  fn: (admin: postgres.Sql) => Promise<T>,
): Promise<T> {
  const run = async (url: string) => {
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    try {
      return await fn(admin);
    } finally {
      await admin.end({ timeout: 5 });
    }
  };
  try {
    return await run(serverUrl);
  } catch (error) {
    if ((error as { code?: string }).code !== "3D000") throw error; // invalid_catalog_name
    const fallback = new URL(serverUrl);
    fallback.pathname = "/postgres";
    return run(fallback.toString());
  }
}
