/**
 * The highest price this instance has seen each running auction reach (decision 047). A price only rises while an
 * auction runs, so an amount at or below it cannot lead: bids.ts refuses it without a round trip to the database. In
 * a hot auction most bids are such races (many members bidding on the price they saw a moment ago). Bids placed
 * through another instance raise the price unseen here, so a floor is only ever too low, never too high: the database
 * still decides every bid the floor lets through.
 */
export class AuctionPriceFloors {
  private readonly floors = new Map<string, number>();

  /** `max`: auctions remembered at most (the oldest seen is forgotten first). */
  constructor(private readonly max = 10_000) {}

  /** The price the auction is known to have reached, if any. */
  floor(auctionId: string): number | undefined {
    return this.floors.get(auctionId);
  }

  saw(auctionId: string, priceCents: number): void {
    const known = this.floors.get(auctionId);
    if (known !== undefined && known >= priceCents) return;
    this.floors.delete(auctionId);
    this.floors.set(auctionId, priceCents);
    if (this.floors.size > this.max) this.floors.delete(this.floors.keys().next().value!);
  }

  /** The auction ended: a late bid is told that, not that it is too low. */
  forget(auctionId: string): void {
    this.floors.delete(auctionId);
  }
}
