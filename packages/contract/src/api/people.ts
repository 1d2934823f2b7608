import { defineEndpoints } from '../endpoint.ts';
import { ZPersonIdParamsSchema, ZPersonProfileSchema } from '../people.ts';

export const peopleEndpoints = defineEndpoints({
  profile: {
    method: 'GET',
    path: '/api/people/:id/profile',
    summary: "A person's profile basics (yourself, or someone whose requests you decide)",
    access: 'user',
    params: ZPersonIdParamsSchema,
    response: ZPersonProfileSchema,
  },
});
