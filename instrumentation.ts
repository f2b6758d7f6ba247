/** Runs once when the console's server starts. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { recordClientAddresses } = await import("./lib/server/client-address");
  recordClientAddresses();
}
