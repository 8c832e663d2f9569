/**
 * Waits until the server `child` runs on `port` answers its health check (GET /api/health), for the journeys' server
 * scripts; fails at once if the process exits first, and after two minutes if it never answers.
 */
export async function waitForHealth(port, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server on port ${port} did not start in 120 s`);
}
