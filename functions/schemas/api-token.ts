import * as z from 'zod';
import { safeText } from './text.ts';

export const API_TOKEN_NAME_MAX = 50;

/** POST /api/tokens: a name that says where the token is used ("Raycast", "Home Assistant"). */
export const createApiTokenBody = z.object({
  name: safeText({ error: 'Token name is required.' })
    .trim()
    .min(1, 'Token name is required.')
    .max(API_TOKEN_NAME_MAX, `Token name must be ${API_TOKEN_NAME_MAX} characters or less.`),
});
