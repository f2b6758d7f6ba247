const DEMO_ACCOUNTS = [
  { email: "owner@acme.test", role: "owner" },
  { email: "admin@acme.test", role: "admin" },
  { email: "manager@acme.test", role: "manager" },
  { email: "member@acme.test", role: "member" },
  { email: "owner@globex.test", role: "owner, other workspace" },
] as const;

/** Shown only with the embedded demo platform, whose accounts are public knowledge. */
export function DemoAccountsHint() {
  return (
    <section
      aria-labelledby="demo-accounts-title"
      className="mt-6 rounded-lg bg-zinc-100/80 p-4 text-sm text-zinc-600 ring-1 ring-zinc-200"
    >
      <h2 id="demo-accounts-title" className="font-medium text-zinc-800">
        Demo accounts
      </h2>
      <ul className="mt-2 space-y-1">
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.email} className="flex justify-between gap-4">
            <code className="font-mono text-xs text-zinc-800">{account.email}</code>
            <span className="text-xs text-zinc-600">{account.role}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs">
        Password: <code className="font-mono text-zinc-800">outreach-demo</code>, unless
        SEED_PASSWORD was set when the platform started.
      </p>
    </section>
  );
}
