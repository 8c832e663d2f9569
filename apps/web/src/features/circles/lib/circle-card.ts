import { circleCashText, type SwapCircle } from '@swapyard/domain/circles';

/** How long is left to accept: '47 h left', '35 min left', 'Expiring now'. */
export function timeLeft(expiresAt: string, now = Date.now()): string {
  const minutes = Math.floor((Date.parse(expiresAt) - now) / 60_000);
  if (minutes < 1) return 'Expiring now';
  if (minutes < 60) return `${minutes} min left`;
  return `${Math.floor(minutes / 60)} h left`;
}

/** The member's cash in the circle: 'You pay $20.00', 'You receive $20.00', or an even swap. */
export const cashLine = (circle: Pick<SwapCircle, 'you'>): string => circleCashText(circle.you.cashCents);

const nameOf = (party: { fullName: string; username: string }) => party.fullName || `@${party.username}`;

/** 'Swap circle with Ben Ode and Cai Lin': the other members, in circle order from the member. */
export function circleTitle(circle: SwapCircle): string {
  const { legs, you } = circle;
  const others = legs
    .map((_, step) => legs[(you.gives + step) % legs.length]!.receiver)
    .filter((party, index, all) => all.findIndex((other) => other.id === party.id) === index)
    .filter((party) => party.id !== legs[you.gives]!.giver.id);
  const names = others.map(nameOf);
  return `Swap circle with ${names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]}`;
}

/** In a circle of three, the leg the member is not on: 'Ben Ode gives “Lamp” to Cai Lin'. */
export function otherLegs(circle: SwapCircle): string[] {
  return circle.legs
    .filter((_, index) => index !== circle.you.gives && index !== circle.you.gets)
    .map((leg) => `${nameOf(leg.giver)} gives “${leg.item.title}” to ${nameOf(leg.receiver)}`);
}

export const acceptedCount = (circle: SwapCircle) => circle.legs.filter((leg) => leg.accepted).length;
