/**
 * The words a step gets when it is written without any: a first touch, follow-ups and a
 * break-up note, per channel, never the same words twice in one sequence. They are written
 * into the step (so the user sees and edits them), and a step stored before steps had words
 * is given them when read, by this same function, so what is shown is what is sent.
 */

type Channel = "email" | "sms" | "network" | "call";
export type StepCopy = { subject: string | null; body: string | null; talk_track: string | null };

type Words = { subject?: string; text: string };

const EMAIL = {
  first: {
    subject: "Quick question for {{company|your team}}",
    text: "Hi {{first_name|there}},\n\nTeams like {{company|yours}} use us to book more meetings with less manual outreach. Would a 15-minute call next week be useful?\n\nBest regards,\nThe Outreach team",
  },
  followUps: [
    {
      subject: "Following up, {{first_name|there}}",
      text: "Hi {{first_name|there}},\n\nFloating this back up: similar companies cut their prospecting time in half with us. Is filling the pipeline a priority for {{company|your team}} this quarter?",
    },
    {
      subject: "An idea for {{company|your team}}",
      text: "Hi {{first_name|there}},\n\nI put together a few ideas on how {{company|your team}} could reach more of its market this quarter. Shall I send them over?",
    },
    {
      subject: "What it costs, in short",
      text: "Hi {{first_name|there}},\n\nA few people asked about price, so in short: plans start small and grow with what you send. Would the numbers for {{company|your team}} help?",
    },
    {
      subject: "How a team like yours did it",
      text: "Hi {{first_name|there}},\n\nOne of our customers, a team much like {{company|yours}}, doubled its booked meetings in two months. Happy to share how they set it up.",
    },
  ],
  breakUp: {
    subject: "Last note, {{first_name|there}}",
    text: "Hi {{first_name|there}},\n\nIf outreach isn't a priority right now, no problem: this is my last note. If it is, reply and I'll find a time that suits you.",
  },
};

const SMS = {
  first: {
    text: "Hi {{first_name|there}}, it's the Outreach team. Do you have 10 minutes this week to talk about outreach at {{company|your company}}?",
  },
  followUps: [
    {
      text: "Hi {{first_name|there}}, following up on my email about {{company|your team}}. Worth a chat?",
    },
    {
      text: "{{first_name|Hi}}, quick one: would a short demo be useful for {{company|your team}}?",
    },
  ],
  breakUp: {
    text: "Hi {{first_name|there}}, last text from me: reply any time if a chat would help {{company|your team}}.",
  },
};

const NETWORK = {
  first: {
    text: "Hi {{first_name|there}}, I work with teams like {{company|yours}} on outbound. Would love to connect.",
  },
  followUps: [
    {
      text: "Thanks for connecting, {{first_name|there}}. Open to a quick call about your pipeline goals?",
    },
    {
      text: "{{first_name|Hi}}, saw what {{company|your team}} is building. Could I share an idea?",
    },
  ],
  breakUp: {
    text: "Hi {{first_name|there}}, one last nudge: happy to help {{company|your team}} book more meetings whenever the time is right.",
  },
};

const CALL = {
  first: {
    text: "We help teams like {{company|yours}} book more meetings with less manual outreach. Would a short walkthrough next week be useful?",
  },
  followUps: [
    {
      text: "I sent you a note earlier about {{company|your team}}'s outreach. Is booking more meetings a priority this quarter?",
    },
    {
      text: "I'm calling with one idea for {{company|your team}}: reaching more of your market without more headcount. Could I send you a summary?",
    },
  ],
  breakUp: {
    text: "This is my last call about this. Would you like me to check back in a few months instead?",
  },
};

const POOLS: Record<Channel, typeof SMS & { first: Words; breakUp: Words; followUps: Words[] }> = {
  email: EMAIL,
  sms: SMS,
  network: NETWORK,
  call: CALL,
};

/**
 * The default words for the `nth` step (0-based) of `count` steps on this channel: the first
 * is a first touch, the last of two or more a break-up note, those between follow-ups. Past
 * the follow-ups written, each further one says which note it is, so no two repeat.
 */
export function defaultStepCopy(channel: Channel, nth: number, count: number): StepCopy {
  const pool = POOLS[channel];
  let words: Words;
  if (nth === 0) words = pool.first;
  else if (nth === count - 1) words = pool.breakUp;
  else {
    const k = nth - 1;
    const base = pool.followUps[k % pool.followUps.length]!;
    const round = Math.floor(k / pool.followUps.length);
    words =
      round === 0
        ? base
        : {
            subject: base.subject ? `${base.subject} (note ${nth + 1})` : undefined,
            text: `Note ${nth + 1}: ${base.text}`,
          };
  }
  if (channel === "email")
    return { subject: words.subject ?? null, body: words.text, talk_track: null };
  if (channel === "call") return { subject: null, body: null, talk_track: words.text };
  return { subject: null, body: words.text, talk_track: null };
}
