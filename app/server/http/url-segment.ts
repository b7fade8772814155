/**
 * A page's dynamic URL segment as text. Next passes segments still %-encoded; a badly encoded one
 * (`/cards/%E0%A4%A`) cannot be decoded and is not a page: the caller answers 404 instead of failing.
 */
export function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
