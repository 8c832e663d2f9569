/** Header badges cap at 99 ('99+' above 99; docs/product/app-shell.md); zero shows no badge. */
export function formatBadgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}
