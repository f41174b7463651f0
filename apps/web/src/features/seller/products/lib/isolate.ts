/**
 * Text a person wrote (a specification's name, staff's reason) set inside a sentence of another
 * direction: first-strong isolated, so "2-Pack" stays "2-Pack" in an Arabic sentence.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;
