/**
 * A JSON value kept as its text. A large value read once and written once (a card's AST, from a bundle to
 * a json column) is a tenth of the memory as text that it is as objects, and needs no second
 * JSON.stringify: db/insert-rows.ts writes the text as it is.
 */
export class JsonText {
  constructor(readonly text: string) {}

  parse(): unknown {
    return JSON.parse(this.text);
  }
}

/** `value`, or the value `value` holds as text. */
export function jsonValue(value: unknown): unknown {
  return value instanceof JsonText ? value.parse() : value;
}
