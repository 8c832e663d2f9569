import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useMe } from '@/features/auth';
import { useRecordView } from '@/features/social';
import { errorMessage } from '@/lib/errors';
import { isItemNotFound, useItem } from '../api/get-item';
import { BackButton } from '../components/item-detail/back-button';
import {
  ItemDetailFrame,
  ItemDetailSkeleton,
  ItemLoadError,
  ItemNotFound,
} from '../components/item-detail/item-detail-states';
import { BuyerProtection } from '@/features/handovers';
import { ItemEngagement } from '../components/item-detail/item-engagement';
import { ItemFacts } from '../components/item-detail/item-facts';
import { ItemSummary } from '../components/item-detail/item-summary';
import { OwnerActions } from '../components/item-detail/owner-actions';
import { ReportButton } from '@/features/reports';
import { PhotoGallery } from '../components/item-detail/photo-gallery';
import { SaveShareButtons } from '../components/item-detail/save-share-buttons';
import { SellerCard } from '../components/item-detail/seller-card';
import { TakenDownNotice } from '../components/item-detail/taken-down-notice';
import { VisitorActions } from '../components/item-detail/visitor-actions';
import { BundlePanel, LikerOfferCard } from '@/features/trades';

/** /item/:id and /items/:id (docs/product/listing.md): photos, details and seller, with the owner's tools. */
export default function ItemPage() {
  const { id = '' } = useParams();
  const item = useItem(id);
  const me = useMe();
  // One view per visit, once the item is known to exist for this reader; answers the count after it.
  const views = useRecordView(item.data?.id);

  useEffect(() => {
    if (!item.data) return;
    const previous = document.title;
    document.title = `${item.data.title} · Swapyard`;
    return () => {
      document.title = previous;
    };
  }, [item.data]);

  // Waiting for the session too, so an owner never sees the visitor buttons flash first.
  if (item.isPending || me.isPending) return <ItemDetailSkeleton />;
  if (item.isError) {
    if (isItemNotFound(item.error)) return <ItemNotFound />;
    return (
      <ItemLoadError
        message={errorMessage(item.error)}
        onRetry={() => void item.refetch()}
        retrying={item.isFetching}
      />
    );
  }

  const data = item.data;
  const viewerId = me.data?.user.id;
  const isOwner = !!viewerId && viewerId === data.userId;
  return (
    <ItemDetailFrame
      top={<BackButton isOwner={isOwner} />}
      gallery={<PhotoGallery photos={data.photos} title={data.title} />}
    >
      {data.takenDown ? <TakenDownNotice takenDown={data.takenDown} isOwner={isOwner} /> : null}
      <ItemSummary
        item={data}
        isOwner={isOwner}
        engagement={<ItemEngagement item={data} isOwner={isOwner} views={views ?? data.views} />}
        aside={
          isOwner ? null : (
            <SaveShareButtons
              itemId={data.id}
              title={data.title}
              signedIn={!!me.data}
              sessionKnown={!me.isPending}
            />
          )
        }
      />
      {/* Staff reading a taken-down listing: nothing to offer on or report. */}
      {isOwner ? (
        <OwnerActions item={data} />
      ) : data.takenDown ? null : (
        <>
          <VisitorActions item={data} viewerId={viewerId ?? null} />
          {data.isAvailable && data.status === 'available' ? <BuyerProtection /> : null}
        </>
      )}
      {data.takenDown ? null : <LikerOfferCard item={data} isOwner={isOwner} signedIn={!!viewerId} />}
      {data.takenDown || isOwner ? null : <BundlePanel item={data} viewerId={viewerId ?? null} />}
      <ItemFacts item={data} />
      <section aria-labelledby="item-description-heading" className="grid gap-2">
        <h2 id="item-description-heading" className="font-semibold">
          Description
        </h2>
        {data.description ? (
          <p className="leading-relaxed break-words whitespace-pre-line text-foreground/90">
            {data.description}
          </p>
        ) : (
          <p className="text-muted-foreground">No description yet.</p>
        )}
      </section>
      <SellerCard owner={data.owner} />
      {viewerId && !isOwner && !data.takenDown ? (
        <ReportButton subject={{ kind: 'item', id: data.id }} name="this item" label="Report this item" />
      ) : null}
    </ItemDetailFrame>
  );
}
