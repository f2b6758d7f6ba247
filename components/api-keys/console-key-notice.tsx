import { Alert } from "@/components/ui/alert";

/**
 * What revoking or rolling the console's own server-held key does. Rolling it here switches
 * the console to the replacement at once; revoking it stops the console until an operator
 * gives it a new key.
 */
export function ConsoleKeyNotice({
  action,
  embedded,
}: {
  action: "revoke" | "roll";
  embedded: boolean;
}) {
  if (action === "roll") {
    return (
      <Alert tone="info" title="This is the console's own key">
        <p>
          The console switches to the replacement the moment you roll it, with no restart; its value
          stays on the server and is not shown. The old key keeps working for the grace period you
          choose, then stops. Only admins and owners can roll this key.
        </p>
      </Alert>
    );
  }
  return (
    <Alert
      tone="danger"
      title="This is the console's own key: the console stops working for new sign-ins"
    >
      <p>
        The console gives each member who signs in a key of their own, and only with this key. Once
        it is revoked, members who sign in from then on cannot use lead lists, prospecting, webhooks
        or the rest (those already signed in keep working until their session ends), until an
        operator gives the console a new key. Signing in, API keys and members keep working. Only
        admins and owners can revoke this key; to replace it without an outage, roll it instead.
      </p>
      <p className="mt-2">
        To give the console a new key, set{" "}
        <code className="font-mono text-xs">OUTREACH_API_KEY</code> where the console runs and
        restart it
        {embedded ? (
          <>
            , or put it in the <code className="font-mono text-xs">apiKey</code> field of{" "}
            <code className="font-mono text-xs">console-secrets.json</code> in the data folder,
            which the console reads again without a restart
          </>
        ) : null}
        .
      </p>
    </Alert>
  );
}
