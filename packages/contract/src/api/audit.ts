import { defineEndpoints } from '../endpoint.ts';
import { ZListAuditRequestSchema, ZListAuditResponseSchema } from '../audit.ts';

export const auditEndpoints = defineEndpoints({
  list: {
    method: 'GET',
    path: '/api/audit/list',
    summary: "The company's audit trail: every decision and setting change, newest first (HR with the audit permission)",
    access: 'user',
    query: ZListAuditRequestSchema,
    response: ZListAuditResponseSchema,
  },
});
