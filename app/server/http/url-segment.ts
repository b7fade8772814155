/**
 * A URL path segment as text, or undefined when it is badly %-encoded (`/cards/%E0%A4%A`): such an
 * address names no page, and proxy.ts answers 400 before Next fails on it with a 500.
 */
export function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
