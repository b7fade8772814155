/**
 * A flat list of values written one by one and compared with the last such list as it is written: when
 * they are equal nothing is allocated; the list is made only from the first value that differs. The
 * sources in play are cached by such a list, checked after every change of the state, and most changes
 * keep them.
 */
export class Signature {
  private values: Array<string | number> | null = null;
  private length = 0;

  constructor(private readonly last: ReadonlyArray<string | number> | undefined) {}

  add(v: string | number): void {
    if (this.values === null) {
      if (this.last !== undefined && this.last[this.length] === v) {
        this.length++;
        return;
      }
      this.values = this.last === undefined ? [] : this.last.slice(0, this.length);
    }
    this.values.push(v);
    this.length++;
  }

  /** The values written, or `null` when they are exactly the last signature's. */
  changed(): Array<string | number> | null {
    if (this.values !== null) return this.values;
    if (this.last === undefined || this.length !== this.last.length) return (this.last ?? []).slice(0, this.length);
    return null;
  }
}
