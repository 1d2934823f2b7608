import { pgTable, serial, text, integer, boolean, timestamp, numeric, index } from 'drizzle-orm/pg-core';
import type { TAssetRequestStatus, TInsertMethod } from '@signoff/contract/assets';
import { companies } from './companies.ts';
import { employees } from './people.ts';
import { users } from './auth.ts';

/** One upload of an .xlsx of assets or licenses; every row it created carries its id, so it can be undone as a whole. */
export const excelImports = pgTable(
  'excel_imports',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').$type<'assets' | 'licenses'>().notNull(),
    fileName: text('file_name').notNull(),
    rowCount: integer('row_count').notNull().default(0),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('excel_imports_company_idx').on(t.companyId, t.createdAt)],
);

/** A kind of asset of the company's catalogue (a laptop model, a phone…), with its picture, price and description. */
export const assetTypes = pgTable(
  'asset_types',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    imageUrl: text('image_url'),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    description: text('description').notNull().default(''),
    url: text('url'),
    excelImportId: integer('excel_import_id').references(() => excelImports.id),
    insertMethod: text('insert_method').$type<TInsertMethod>().notNull().default('manual'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('asset_types_company_idx').on(t.companyId, t.name)],
);

/** An asset an employee holds (or the company holds, owner null). Deleting only flags it, so it can be undeleted. */
export const assets = pgTable(
  'assets',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    assetTypeId: integer('asset_type_id')
      .notNull()
      .references(() => assetTypes.id),
    ownerEmployeeId: integer('owner_employee_id').references(() => employees.id),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** The accepted request that created it, if one did. */
    assetRequestId: integer('asset_request_id'),
    excelImportId: integer('excel_import_id').references(() => excelImports.id),
    insertMethod: text('insert_method').$type<TInsertMethod>().notNull().default('manual'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assets_company_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('assets_owner_idx').on(t.ownerEmployeeId),
    index('assets_import_idx').on(t.excelImportId),
  ],
);

/** An employee's request for assets, decided by their manager or HR with the assets permission. */
export const assetRequests = pgTable(
  'asset_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    motivation: text('motivation').notNull().default(''),
    status: text('status').$type<TAssetRequestStatus>().notNull().default('pending'),
    messageToEmployee: text('message_to_employee'),
    approverUserId: integer('approver_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    // Newest first per status and for "all": the list's default order reads one of these.
    index('asset_requests_status_idx').on(t.companyId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.employeeId),
    index('asset_requests_all_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.employeeId),
    // A manager's badge: their people's pending requests, found per person and counted from the index alone.
    index('asset_requests_employee_idx').on(t.employeeId, t.status, t.companyId),
  ],
);

/** One asset of a request: a type of the catalogue (asset_type_id), or a custom one (asset_type_id null: its own fields). */
export const assetRequestItems = pgTable(
  'asset_request_items',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    requestId: integer('request_id')
      .notNull()
      .references(() => assetRequests.id),
    assetTypeId: integer('asset_type_id').references(() => assetTypes.id),
    name: text('name'),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    description: text('description'),
    url: text('url'),
    position: integer('position').notNull().default(0),
    createdAssetId: integer('created_asset_id').references(() => assets.id),
  },
  (t) => [index('asset_request_items_request_idx').on(t.requestId, t.position)],
);
