import { defineEndpoints } from '../endpoint.ts';
import { ZInboxCountsSchema } from '../inbox.ts';

export const inboxEndpoints = defineEndpoints({
  counts: {
    method: 'GET',
    path: '/api/inbox/counts',
    summary: "The tab bar's pending counts, each only of what this user may act on",
    access: 'user',
    response: ZInboxCountsSchema,
  },
});
