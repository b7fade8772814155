/** GET /api/sets/<setId>/faces?format=zip|pdf: a set version's faces (see app/server/http/face-export-response.ts). */
import { serverDatabase } from '../../../../server/database';
import { faceExportResponse } from '../../../../server/http/face-export-response';

export async function GET(request: Request, { params }: { params: Promise<{ setId: string }> }): Promise<Response> {
  const { setId } = await params;
  const { handle } = await serverDatabase();
  return faceExportResponse(handle.db, request, { kind: 'set', id: setId });
}
