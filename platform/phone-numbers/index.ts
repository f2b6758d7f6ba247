/** What the phone-numbers feature offers the other features; they import it from here only. */
export { phoneNumbers } from "./tables";
