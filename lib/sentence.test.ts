import { expect, it } from "vitest";
import { endSentence } from "./sentence";

it("adds a full stop only where the text does not end a sentence already", () => {
  expect(endSentence("You are a member of Globex")).toBe("You are a member of Globex.");
  expect(endSentence("You are a member of Acme Inc.")).toBe("You are a member of Acme Inc.");
  expect(endSentence("You are a member of Yahoo!")).toBe("You are a member of Yahoo!");
  expect(endSentence("You are a member of “Acme Inc.”")).toBe("You are a member of “Acme Inc.”");
  expect(endSentence("Ends with space ")).toBe("Ends with space.");
});
