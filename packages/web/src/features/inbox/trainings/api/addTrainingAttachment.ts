import { useQueryClient } from '@tanstack/react-query';
import { endpointPath, type TEndpoint } from '@signoff/contract/endpoint';
import { trainingsEndpoints } from '@signoff/contract/api/trainings';
import { trainingsKeys } from './trainingsKeys.ts';

/**
 * POST /api/trainings/{id}/attachments — multipart, sent by the FileUpload widget (which sends a form, not path
 * parameters): the contract's endpoint with this training's id already in its path. 413 past the small limits of
 * 'training', 415 content that is not what its name says, 422 'Harmful data detected', 403 without the permission.
 */
export function addTrainingAttachmentEndpoint(trainingId: number) {
  const endpoint = trainingsEndpoints.addAttachment;
  return { ...endpoint, path: endpointPath(endpoint.path, { id: trainingId }) as TEndpoint['path'] };
}

/** After an upload the training's list of attachments is stale. */
export function useInvalidateTrainingAttachments() {
  const client = useQueryClient();
  return (trainingId: number) => client.invalidateQueries({ queryKey: trainingsKeys.attachments(trainingId) });
}
