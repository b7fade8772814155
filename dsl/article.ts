/** `a` or `an` before a word (`an action`, `a monster`), capitalized at the start of a message. */
export function article(word: string, capital = false): string {
  const a = /^[aeiou]/i.test(word) ? 'an' : 'a';
  return capital ? `A${a.slice(1)}` : a;
}
