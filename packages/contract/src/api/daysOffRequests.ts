import { defineEndpoints } from '../endpoint.ts';
import {
  ZGetDaysOffRequestQuerySchema,
  ZGetDaysOffRequestResponseSchema,
  ZListRequestsQuerySchema,
  ZListRequestsResponseSchema,
} from '../daysOffRequests.ts';

/** getDaysOffRequest and listRequests of spec 02 §7.2; processDaysOffRequest is POST /api/inbox/daysOff/process. */
export const daysOffRequestsEndpoints = defineEndpoints({
  getDaysOffRequest: {
    method: 'GET',
    path: '/api/days_off/getDaysOffRequest',
    summary: 'One days-off request with its days, type, status and employee (its approvers and the employee read it)',
    access: 'user',
    query: ZGetDaysOffRequestQuerySchema,
    response: ZGetDaysOffRequestResponseSchema,
  },
  listRequests: {
    method: 'GET',
    path: '/api/days_off/listRequests',
    summary: 'Days-off requests this user may read (their own and those they decide), newest first, 20 a page',
    access: 'user',
    query: ZListRequestsQuerySchema,
    response: ZListRequestsResponseSchema,
  },
});
