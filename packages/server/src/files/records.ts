import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { files } from '../db/schema/files.ts';
import type { ReceivedFile } from './multipart.ts';

/** The metadata row of a file storage has just kept; the type stored is what its content showed. */
export async function insertFileRecord(
  db: DbOrTx,
  upload: ReceivedFile,
  owner: { companyId: number; userId: number; relatedObject: string; relatedObjectId: number | null },
): Promise<number> {
  const [row] = await db
    .insert(files)
    .values({
      companyId: owner.companyId,
      storageName: upload.stored.storageName,
      originalName: upload.filename,
      mimeType: upload.stored.detectedMime,
      sizeBytes: upload.stored.sizeBytes,
      sha256: upload.stored.sha256,
      relatedObject: owner.relatedObject,
      relatedObjectId: owner.relatedObjectId,
      uploadedByUserId: owner.userId,
    })
    .returning({ id: files.id });
  return row!.id;
}

export async function setFileRelatedObjectId(db: DbOrTx, fileId: number, relatedObjectId: number): Promise<void> {
  await db.update(files).set({ relatedObjectId }).where(eq(files.id, fileId));
}
