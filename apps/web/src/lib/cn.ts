import { clsx, type ClassValue } from 'clsx';

/** Joins class names; later Tailwind classes win because callers pass overrides last. */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
