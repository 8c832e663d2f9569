import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; a caller's Tailwind class overrides a conflicting default (`h-9` beats the size's `h-8`). */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
