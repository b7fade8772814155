/** Where the compiled form of `entry` (a path under `root`) is written. */
export function compiledPath(entry: string, root: string): string;
/** True when the compiled file exists and none of the files it was built from changed after it was built. */
export function isFresh(out: string): boolean;
