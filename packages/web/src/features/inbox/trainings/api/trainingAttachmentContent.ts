import { endpointPath } from '@signoff/contract/endpoint';
import { trainingsEndpoints } from '@signoff/contract/api/trainings';

/** GET /api/trainings/{id}/attachments/{file_id}/content — the file itself: a link, never a call (the answer is the file). */
export function trainingAttachmentContentUrl(trainingId: number, fileId: number): string {
  return endpointPath(trainingsEndpoints.attachmentContent.path, { id: trainingId, file_id: fileId });
}
