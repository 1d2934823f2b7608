import { defineEndpoints } from '../endpoint.ts';
import {
  ZListOutplacementsRequestSchema,
  ZListOutplacementsResponseSchema,
  ZOutplacementDetailResponseSchema,
  ZOutplacementIdParamsSchema,
  ZSendOutplacementRequestSchema,
  ZSendOutplacementResponseSchema,
  ZUpdateOutplacementStatusRequestSchema,
  ZUpdateOutplacementStatusResponseSchema,
} from '../outplacements.ts';

export const outplacementsEndpoints = defineEndpoints({
  list: {
    method: 'GET',
    path: '/api/outplacements/list',
    summary: 'Outplacements of the company, newest first, 20 a page; HR with the outplacements permission',
    access: 'user',
    query: ZListOutplacementsRequestSchema,
    response: ZListOutplacementsResponseSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/outplacements/:id',
    summary: 'One outplacement with its contract dates, role and the state of its request to the provider (polled while pending)',
    access: 'user',
    params: ZOutplacementIdParamsSchema,
    response: ZOutplacementDetailResponseSchema,
  },
  updateStatus: {
    method: 'POST',
    path: '/api/outplacements/updateOutplacementStatus',
    summary: 'Ignore an outplacement (only while pending and not being requested); 409 when already handled',
    access: 'user',
    body: ZUpdateOutplacementStatusRequestSchema,
    response: ZUpdateOutplacementStatusResponseSchema,
  },
  sendRequest: {
    method: 'POST',
    path: '/api/integrations/outplacement/sendOutplacementRequest',
    summary: 'Ask the payroll provider for outplacement: queued at once (request_status pending), the job sends it with retries',
    access: 'user',
    body: ZSendOutplacementRequestSchema,
    response: ZSendOutplacementResponseSchema,
  },
});
