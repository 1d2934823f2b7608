import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companyDocumentReads, companyDocuments, documentDownloadLinks, documentForwardEmails } from '../../db/schema/documents.ts';
import { files } from '../../db/schema/files.ts';
import { memberships, users } from '../../db/schema/auth.ts';
import { companies } from '../../db/schema/companies.ts';
import { badgeCount, keysetPage, type TPageRequest } from '../../db/paging.ts';

/** This user's use of a document, joined in by every read of the list. */
const reads = (userId: number) => and(eq(companyDocumentReads.documentId, companyDocuments.id), eq(companyDocumentReads.userId, userId));

const columns = {
  id: companyDocuments.id,
  filename: files.originalName,
  documentType: companyDocuments.documentType,
  mimeType: files.mimeType,
  sizeBytes: files.sizeBytes,
  storageName: files.storageName,
  uploadedAt: companyDocuments.uploadedAt,
  source: companyDocuments.source,
  forwardStatus: companyDocuments.forwardStatus,
  forwardError: companyDocuments.forwardError,
  forwardedTo: companyDocuments.forwardedTo,
  forwardedAt: companyDocuments.forwardedAt,
  downloads: sql<number>`coalesce(${companyDocumentReads.downloads}, 0)`.mapWith(Number),
  seen: sql<boolean>`${companyDocumentReads.seenAt} is not null`,
  uploadedByName: users.name,
};
export type TDocumentRecord = Awaited<ReturnType<typeof findDocument>> & object;

function documentsOf(db: DbOrTx, userId: number) {
  return db
    .select(columns)
    .from(companyDocuments)
    .innerJoin(files, eq(files.id, companyDocuments.fileId))
    .leftJoin(companyDocumentReads, reads(userId))
    .leftJoin(users, eq(users.id, companyDocuments.uploadedByUserId));
}

const ofType = (companyId: number, documentType: string | undefined): SQL =>
  and(eq(companyDocuments.companyId, companyId), documentType === undefined ? undefined : eq(companyDocuments.documentType, documentType))!;

/**
 * One page of documents, newest first, read from company_documents_list_idx (or _type_idx for one type) in order: the
 * page's start is found in the index alone and only its rows are joined; the total is counted up to the list's cap.
 */
export function documentsPage(db: DbOrTx, companyId: number, userId: number, documentType: string | undefined, request: TPageRequest) {
  const where = ofType(companyId, documentType);
  const page = keysetPage(
    { table: companyDocuments, at: companyDocuments.uploadedAt, id: companyDocuments.id, direction: 'desc' },
    where,
    eq(companyDocuments.companyId, companyId),
    request,
  );
  const query = db
    .select({ ...columns, rest: page.rest })
    .from(companyDocuments)
    .innerJoin(files, eq(files.id, companyDocuments.fileId))
    .leftJoin(companyDocumentReads, reads(userId))
    .leftJoin(users, eq(users.id, companyDocuments.uploadedByUserId))
    .where(and(where, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
  return { query, total: page.total };
}

/** One page, with its total. */
export async function listDocuments(
  db: DbOrTx,
  companyId: number,
  userId: number,
  documentType: string | undefined,
  request: TPageRequest,
) {
  const { query, total } = documentsPage(db, companyId, userId, documentType, request);
  const rows = await query;
  return { rows, ...(await total(db, rows)) };
}

export async function findDocument(db: DbOrTx, companyId: number, userId: number, documentId: number) {
  const [row] = await documentsOf(db, userId).where(and(eq(companyDocuments.companyId, companyId), eq(companyDocuments.id, documentId)));
  return row;
}

export async function documentTypes(db: DbOrTx, companyId: number) {
  return db
    .select({ name: companyDocuments.documentType, filecount: count() })
    .from(companyDocuments)
    .where(eq(companyDocuments.companyId, companyId))
    .groupBy(companyDocuments.documentType)
    .orderBy(asc(companyDocuments.documentType));
}

/** Documents this user has neither downloaded nor marked seen: the tab's badge. */
export function unreadCount(companyId: number, userId: number): SQL<number> {
  return badgeCount(
    companyDocuments,
    sql`${companyDocuments.companyId} = ${companyId} and not exists (
    select 1 from ${companyDocumentReads} where ${companyDocumentReads.documentId} = ${companyDocuments.id}
      and ${companyDocumentReads.userId} = ${userId} and (${companyDocumentReads.downloads} > 0 or ${companyDocumentReads.seenAt} is not null))`,
  );
}

/** Marks seen what this user has not opened (all of the company's, or the ids given); answers how many changed. */
export async function markSeen(db: DbOrTx, companyId: number, userId: number, documentIds: number[] | undefined) {
  const result = await db.execute(sql`
    insert into ${companyDocumentReads} (company_id, document_id, user_id, seen_at)
    select ${companyId}, d.id, ${userId}, now() from ${companyDocuments} d
    where d.company_id = ${companyId} ${documentIds ? sql`and d.id = any(${`{${documentIds.join(',')}}`}::int[])` : sql``}
    on conflict (document_id, user_id) do update set seen_at = now()
      where ${companyDocumentReads.seenAt} is null and ${companyDocumentReads.downloads} = 0`);
  return result.rowCount ?? 0;
}

export async function insertLink(
  db: DbOrTx,
  link: { tokenHash: string; companyId: number; documentId: number; userId: number; isPreview: boolean; expiresAt: Date },
) {
  await db.insert(documentDownloadLinks).values(link);
}

/** A link of this user that has not expired, with its document's file. */
export async function findLink(db: DbOrTx, companyId: number, userId: number, tokenHash: string) {
  const [row] = await db
    .select({
      documentId: documentDownloadLinks.documentId,
      isPreview: documentDownloadLinks.isPreview,
      usedAt: documentDownloadLinks.usedAt,
      filename: files.originalName,
      mimeType: files.mimeType,
      sizeBytes: files.sizeBytes,
      storageName: files.storageName,
    })
    .from(documentDownloadLinks)
    .innerJoin(companyDocuments, eq(companyDocuments.id, documentDownloadLinks.documentId))
    .innerJoin(files, eq(files.id, companyDocuments.fileId))
    .where(
      and(
        eq(documentDownloadLinks.tokenHash, tokenHash),
        eq(documentDownloadLinks.companyId, companyId),
        eq(documentDownloadLinks.userId, userId),
        sql`${documentDownloadLinks.expiresAt} > now()`,
      ),
    );
  return row;
}

/** The link's first use counts one download; reloading the same preview does not count again. */
export async function countDownloadOnce(db: DbOrTx, companyId: number, userId: number, tokenHash: string, documentId: number) {
  const used = await db
    .update(documentDownloadLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(documentDownloadLinks.tokenHash, tokenHash), isNull(documentDownloadLinks.usedAt)))
    .returning({ tokenHash: documentDownloadLinks.tokenHash });
  if (used.length === 0) return;
  await db
    .insert(companyDocumentReads)
    .values({ companyId, documentId, userId, downloads: 1, lastDownloadedAt: new Date() })
    .onConflictDoUpdate({
      target: [companyDocumentReads.documentId, companyDocumentReads.userId],
      set: { downloads: sql`${companyDocumentReads.downloads} + 1`, lastDownloadedAt: new Date() },
    });
}

/** Links expire after minutes; old ones are dropped as new ones are made, so the table stays small. */
export async function dropExpiredLinks(db: DbOrTx, companyId: number) {
  await db
    .delete(documentDownloadLinks)
    .where(and(eq(documentDownloadLinks.companyId, companyId), sql`${documentDownloadLinks.expiresAt} < now() - interval '1 day'`));
}

export async function forwardEmail(db: DbOrTx, companyId: number, documentType: string) {
  const [row] = await db
    .select({ email: documentForwardEmails.email })
    .from(documentForwardEmails)
    .where(and(eq(documentForwardEmails.companyId, companyId), eq(documentForwardEmails.documentType, documentType)));
  return row?.email ?? null;
}

export async function setForwardEmail(db: DbOrTx, companyId: number, userId: number, documentType: string, email: string) {
  if (email === '') {
    await db
      .delete(documentForwardEmails)
      .where(and(eq(documentForwardEmails.companyId, companyId), eq(documentForwardEmails.documentType, documentType)));
    return;
  }
  await db
    .insert(documentForwardEmails)
    .values({ companyId, documentType, email, updatedByUserId: userId })
    .onConflictDoUpdate({
      target: [documentForwardEmails.companyId, documentForwardEmails.documentType],
      set: { email, updatedByUserId: userId, updatedAt: new Date() },
    });
}

/** The documents to forward, locked so two admins (or an admin and a running job) take turns. */
export async function lockForForwarding(db: DbOrTx, companyId: number, documentIds: number[]) {
  return db
    .select({
      id: companyDocuments.id,
      documentType: companyDocuments.documentType,
      forwardStatus: companyDocuments.forwardStatus,
      forwardAttempt: companyDocuments.forwardAttempt,
      fileId: companyDocuments.fileId,
    })
    .from(companyDocuments)
    .where(and(eq(companyDocuments.companyId, companyId), inArray(companyDocuments.id, documentIds)))
    .orderBy(asc(companyDocuments.id))
    .for('update');
}

export async function setForwarding(
  db: DbOrTx,
  documentId: number,
  state: Partial<
    Pick<typeof companyDocuments.$inferInsert, 'forwardStatus' | 'forwardAttempt' | 'forwardError' | 'forwardedTo' | 'forwardedAt'>
  > & {
    sentOnce?: boolean;
  },
) {
  const { sentOnce, ...columns } = state;
  await db
    .update(companyDocuments)
    .set({ ...columns, ...(sentOnce ? { forwardCount: sql`${companyDocuments.forwardCount} + 1` } : {}) })
    .where(eq(companyDocuments.id, documentId));
}

export async function fileOf(db: DbOrTx, fileId: number) {
  const [row] = await db
    .select({ originalName: files.originalName, mimeType: files.mimeType, storageName: files.storageName })
    .from(files)
    .where(eq(files.id, fileId));
  return row;
}

export async function insertDocument(db: DbOrTx, document: typeof companyDocuments.$inferInsert) {
  const [row] = await db.insert(companyDocuments).values(document).returning({ id: companyDocuments.id });
  return row!.id;
}

/**
 * Where the provider's delivery goes on from: the highest provider id imported. Deliveries are imported in the
 * provider's order and an import stops at its first failure, so everything up to this id is here.
 */
export async function providerCursor(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = await db
    .select({
      cursor: sql<number>`coalesce(max(case when ${companyDocuments.providerReference} ~ '^[0-9]{1,15}$'
        then ${companyDocuments.providerReference}::bigint end), 0)`.mapWith(Number),
    })
    .from(companyDocuments)
    .where(and(eq(companyDocuments.companyId, companyId), eq(companyDocuments.source, 'provider')));
  return row?.cursor ?? 0;
}

export async function hasProviderDocument(db: DbOrTx, companyId: number, reference: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companyDocuments.id })
    .from(companyDocuments)
    .where(and(eq(companyDocuments.companyId, companyId), eq(companyDocuments.providerReference, reference)));
  return row !== undefined;
}

/** A delivered document, once per provider reference: answers its id, or null when that reference is already here. */
export async function insertDeliveredDocument(db: DbOrTx, document: typeof companyDocuments.$inferInsert & { providerReference: string }) {
  const [row] = await db
    .insert(companyDocuments)
    .values(document)
    // The partial unique index of migration 0016 (company_id, provider_reference WHERE provider_reference IS NOT NULL).
    .onConflictDoNothing({
      target: [companyDocuments.companyId, companyDocuments.providerReference],
      where: sql`${companyDocuments.providerReference} is not null`,
    })
    .returning({ id: companyDocuments.id });
  return row?.id ?? null;
}

/** Who a delivered file is recorded as stored by (files name a user): the company's first admin. */
export async function deliveryRecorder(db: DbOrTx, companyId: number): Promise<number | null> {
  const [row] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.isAdmin, true)))
    .orderBy(asc(memberships.userId))
    .limit(1);
  return row?.userId ?? null;
}

export async function companyFeatures(db: DbOrTx, companyId: number): Promise<string[]> {
  const [row] = await db.select({ features: companies.features }).from(companies).where(eq(companies.id, companyId));
  return row?.features ?? [];
}
