export const TYPES_KEPT_AS_TEXT: number[];
