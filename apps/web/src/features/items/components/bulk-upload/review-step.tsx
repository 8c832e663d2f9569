import { PackagePlus } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import type { BulkDraft } from '../../lib/bulk-drafts';
import { DraftCard, PHOTO_DRAG_TYPE, type DraftTarget } from './draft-card';

type Props = {
  drafts: BulkDraft[];
  reanalyzing: ReadonlySet<string>;
  onEdit: (id: string, patch: Partial<BulkDraft>) => void;
  onReanalyze: (draft: BulkDraft) => void;
  onMovePhoto: (photoId: string, toDraftId: string) => void;
  onMovePhotoToNew: (photoId: string) => void;
  onMerge: (fromId: string, intoId: string) => void;
};

/**
 * The review: one card per draft, stacked on phones. A photo moves to another draft by dragging it onto that card,
 * or out to a new item by dropping it on the zone shown while dragging; each photo's menu does the same without
 * dragging (touch, keyboard).
 */
export function ReviewStep({
  drafts,
  reanalyzing,
  onEdit,
  onReanalyze,
  onMovePhoto,
  onMovePhotoToNew,
  onMerge,
}: Props) {
  const [dragging, setDragging] = useState(false);
  const [overNew, setOverNew] = useState(false);
  const photoCount = drafts.reduce((sum, d) => sum + d.photos.length, 0);
  const named: DraftTarget[] = drafts.map((draft, index) => ({
    id: draft.id,
    name: `Item ${index + 1}`,
    draft,
  }));

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-4 px-4 py-6 sm:px-6">
      <div className="grid gap-1">
        <h3 className="font-semibold">
          {drafts.length} {drafts.length === 1 ? 'item' : 'items'} from {photoCount}{' '}
          {photoCount === 1 ? 'photo' : 'photos'}
        </h3>
        <p className="text-sm text-muted-foreground">
          Check each item before publishing. To move a photo to another item, drag it there or use its move
          button.
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {named.map(({ id, name, draft }) => (
          <DraftCard
            key={id}
            draft={draft}
            name={name}
            others={named.filter((o) => o.id !== id)}
            reanalyzing={reanalyzing.has(id)}
            onEdit={(patch) => onEdit(id, patch)}
            onReanalyze={() => onReanalyze(draft)}
            onMovePhoto={onMovePhoto}
            onMovePhotoToNew={onMovePhotoToNew}
            onMerge={(intoId) => onMerge(id, intoId)}
            onPhotoDrag={(on) => {
              setDragging(on);
              if (!on) setOverNew(false);
            }}
          />
        ))}
      </div>
      {dragging ? (
        <div
          onDragOver={(event) => {
            if (!event.dataTransfer.types.includes(PHOTO_DRAG_TYPE)) return;
            event.preventDefault();
            setOverNew(true);
          }}
          onDragLeave={() => setOverNew(false)}
          onDrop={(event) => {
            const photoId = event.dataTransfer.getData(PHOTO_DRAG_TYPE);
            setDragging(false);
            setOverNew(false);
            if (!photoId) return;
            event.preventDefault();
            onMovePhotoToNew(photoId);
          }}
          className={cn(
            'flex items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-input px-6 py-8 text-sm font-medium text-muted-foreground',
            overNew && 'border-ring bg-primary-soft text-primary-soft-foreground',
          )}
        >
          <PackagePlus aria-hidden className="size-5" />
          Drop here to make a new item
        </div>
      ) : null}
    </div>
  );
}
