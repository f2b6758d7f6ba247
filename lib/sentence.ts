/**
 * Ends a sentence whose last word is a name the user chose: "Acme Inc." already ends with a
 * full stop and must not get a second.
 */
export function endSentence(text: string): string {
  return /[.!?…]["”’)]?$/.test(text.trimEnd()) ? text.trimEnd() : `${text.trimEnd()}.`;
}
