import { defineEndpoints } from '../endpoint.ts';
import { ZListMyRequestsRequestSchema, ZListMyRequestsResponseSchema } from '../myRequests.ts';

export const myRequestsEndpoints = defineEndpoints({
  list: {
    method: 'GET',
    path: '/api/me/requests',
    summary: "The signed-in person's own requests of every kind, newest first",
    description:
      'Expenses, days off, trainings, assets and commute declarations the signed-in employee filed, each with one ' +
      'status (pending, approved, declined, partly) and the approver’s message. Only the caller’s own: someone without ' +
      'an employee record gets an empty list.',
    access: 'user',
    query: ZListMyRequestsRequestSchema,
    response: ZListMyRequestsResponseSchema,
  },
});
