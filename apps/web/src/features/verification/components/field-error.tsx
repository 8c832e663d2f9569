/** A field's message under it, announced, tied to the field by its id (aria-describedby). */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-danger dark:text-red-400">
      {message}
    </p>
  );
}
