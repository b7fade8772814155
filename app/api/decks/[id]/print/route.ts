/** GET /api/decks/<id>/print: a deck's print-and-play sheet (see app/server/http/face-export-response.ts). */
import { serverDatabase } from '../../../../server/database';
import { faceExportResponse } from '../../../../server/http/face-export-response';

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const { handle } = await serverDatabase();
  return faceExportResponse(handle.db, request, { kind: 'deck', id });
}
