/** Where the compiled form of `entry` (a path under `root`) is written. */
export function compiledPath(entry: string, root: string): string;
/** True when the compiled file exists and none of the files it was built from changed after it was built. */
export function isFresh(out: string): boolean;
/** The suffix of the file beside a build that lists the files it was made from, one path a line. */
export const INPUTS_SUFFIX: string;
/** The text of that list. */
export function inputsText(inputs: string[]): string;
