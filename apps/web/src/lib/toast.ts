import { toast as sonner, type ExternalToast } from 'sonner';

type Show = (title: string, options?: ExternalToast) => string | number;

/**
 * sonner's toasts, where identical ones (same title and description) share an id: repeating an action that fails
 * the same way (a visitor pressing Upload again) replaces the toast on screen instead of stacking another copy.
 */
function oneAtATime(show: Show): Show {
  return (title, options) => {
    const description = typeof options?.description === 'string' ? options.description : '';
    return show(title, { id: `${title}\n${description}`, ...options });
  };
}

export const toast = {
  success: oneAtATime(sonner.success),
  error: oneAtATime(sonner.error),
  info: oneAtATime(sonner.info),
};
