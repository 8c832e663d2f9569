/**
 * Why a new password is refused for being only spaces or common (the server refuses it too), or undefined. The
 * list of common passwords is large: it is loaded on first use, when a new password is submitted, not with the page.
 */
export async function newPasswordProblem(password: string): Promise<string | undefined> {
  const { newPasswordProblem: problem } = await import('@swapyard/domain/common-passwords');
  return problem(password);
}
