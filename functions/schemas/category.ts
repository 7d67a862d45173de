import * as z from 'zod';
import { safeText } from './text.ts';

export const CATEGORY_LIMIT = 10;
export const DEFAULT_CATEGORY_COLOR = '#3b82f6';

// A missing name is the same mistake as an empty one (spec 1 §5), so it gets the same message.
const name = safeText({ error: 'Category name is required.' }).trim().min(1, 'Category name is required.').max(50, 'Category name must be 50 characters or less.');
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #3b82f6').transform((c) => c.toLowerCase());

export const createCategoryBody = z.object({
  name,
  color: color.default(DEFAULT_CATEGORY_COLOR),
  isPublic: z.boolean().default(true),
  subscribable: z.boolean().default(false),
});

export const updateCategoryBody = z
  .object({ name: name.optional(), color: color.optional(), isPublic: z.boolean().optional(), subscribable: z.boolean().optional() })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Nothing to update.')
  .meta({ minProperties: 1 });

export const reorderBody = z
  .array(z.object({ id: z.uuid(), order: z.number().min(0).max(1000).int() }))
  .min(1)
  .max(100)
  .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'Each category may appear once.');
