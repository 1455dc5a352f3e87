// How the careers pages name core's job categories and the backend's job types.
export const CATEGORY_LABELS: Record<string, string> = {
  'back-of-house': 'Kitchen',
  'front-of-house': 'Front of house',
  management: 'Management',
  'quick-service': 'Bar and head office',
};

/** 'full time' -> 'Full time'. */
export function jobTypeLabel(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}
