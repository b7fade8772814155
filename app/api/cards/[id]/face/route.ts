/** GET /api/cards/<id>/face: the card's face as PNG (see app/server/http/face-export-response.ts). */
import { serverDatabase } from '../../../../server/database';
import { faceExportResponse } from '../../../../server/http/face-export-response';

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const { handle } = await serverDatabase();
  return faceExportResponse(handle.db, request, { kind: 'card', id });
}
