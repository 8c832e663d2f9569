/** The first message per field of a failed zod parse (`error.issues`), to show under each input. */
export function fieldErrors<K extends string>(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
) {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '') as K;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}
