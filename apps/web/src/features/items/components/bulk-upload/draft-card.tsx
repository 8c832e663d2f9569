import {
  confidenceLevel,
  DRAFT_ANALYSIS_FAILED,
  DRAFT_ANALYSIS_FAILED_REVIEW,
} from '@swapyard/domain/analysis';
import { categoryDisplayName, conditionLabels } from '@swapyard/domain/item-labels';
import { formatCents } from '@swapyard/domain/money';
import { AlertTriangle, ArrowRightLeft, Combine, MoreVertical, Pencil, Sparkles } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { draftProblems, hasRoomFor, type BulkDraft } from '../../lib/bulk-drafts';
import { DraftEditForm } from './draft-edit-form';

/** The drag data type of a photo being moved between drafts (its id). */
export const PHOTO_DRAG_TYPE = 'application/x-swapyard-photo';

/** Another draft, as a move or merge target. */
export type DraftTarget = { id: string; name: string; draft: BulkDraft };

type Props = {
  draft: BulkDraft;
  /** 'Item 2': the card's accessible name, and how menus name it. */
  name: string;
  others: DraftTarget[];
  reanalyzing: boolean;
  disabled?: boolean;
  onEdit: (patch: Partial<BulkDraft>) => void;
  onReanalyze: () => void;
  onMovePhoto: (photoId: string, toDraftId: string) => void;
  onMovePhotoToNew: (photoId: string) => void;
  onMerge: (intoId: string) => void;
  onPhotoDrag: (dragging: boolean) => void;
};

const photoTool =
  'inline-flex size-7 cursor-pointer items-center justify-center rounded-full bg-black/60 text-white backdrop-blur-sm transition-colors hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white';

/** A draft in the review: its photos (each movable by drag or menu), the analysed details, Edit and Reanalyze. */
export function DraftCard({
  draft,
  name,
  others,
  reanalyzing,
  disabled,
  onEdit,
  onReanalyze,
  onMovePhoto,
  onMovePhotoToNew,
  onMerge,
  onPhotoDrag,
}: Props) {
  const [dropping, setDropping] = useState(false);
  const problems = draft.isAnalyzed ? draftProblems(draft) : [];
  const formId = `${draft.id}-form`;
  const mergeTargets = others.filter((o) => hasRoomFor(o.draft, draft.photos.length));

  const acceptsPhoto = (event: DragEvent) => event.dataTransfer.types.includes(PHOTO_DRAG_TYPE);

  return (
    <Card
      role="article"
      aria-label={name}
      onDragOver={(event) => {
        if (!acceptsPhoto(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={(event) => {
        setDropping(false);
        const photoId = event.dataTransfer.getData(PHOTO_DRAG_TYPE);
        if (!photoId) return;
        event.preventDefault();
        onMovePhoto(photoId, draft.id);
      }}
      className={cn('grid min-w-0 content-start gap-4 p-4', dropping && 'border-ring ring-3 ring-ring/25')}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{name}</span>
          <h3 className="truncate font-semibold">{draft.title.trim() || 'Untitled item'}</h3>
          {draft.groupDescription ? (
            <p className="text-sm text-muted-foreground">{draft.groupDescription}</p>
          ) : null}
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {draft.isAnalyzed && draft.confidence > 0 ? (
            <span className="rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-primary-soft-foreground tabular-nums">
              {/* The level the single form's card shows (calibrated: docs/analysis.md), with its figure. */}
              {confidenceLevel(draft.confidence)} · {Math.round(draft.confidence * 100)}% confidence
            </span>
          ) : null}
          {mergeTargets.length ? (
            <DropdownMenu>
              <DropdownMenuTrigger asChild disabled={disabled}>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9"
                  aria-label={`More actions for ${name}`}
                >
                  <MoreVertical aria-hidden className="size-4" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent>
                <DropdownMenuLabel className="text-xs font-semibold text-muted-foreground">
                  Merge with…
                </DropdownMenuLabel>
                {mergeTargets.map((target) => (
                  <DropdownMenuItem key={target.id} onSelect={() => onMerge(target.id)}>
                    <Combine aria-hidden />
                    {targetLabel(target)}
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
          ) : null}
        </div>
      </div>

      <ul aria-label={`Photos of ${name}`} className="flex flex-wrap gap-2">
        {draft.photos.map((photo, index) => (
          <li
            key={photo.id}
            draggable={!disabled}
            onDragStart={(event) => {
              event.dataTransfer.setData(PHOTO_DRAG_TYPE, photo.id);
              event.dataTransfer.effectAllowed = 'move';
              onPhotoDrag(true);
            }}
            onDragEnd={() => onPhotoDrag(false)}
            className={cn(
              'relative size-20 cursor-grab overflow-hidden rounded-xl border border-border bg-surface-muted active:cursor-grabbing sm:size-24',
              index === 0 && 'ring-2 ring-brand ring-offset-2 ring-offset-surface',
            )}
          >
            <img
              src={photo.sizes[320]}
              alt={`${name}, photo ${index + 1}${index === 0 ? ' (main photo)' : ''}`}
              draggable={false}
              className="size-full object-cover"
            />
            {others.length || draft.photos.length > 1 ? (
              <DropdownMenu>
                <DropdownMenuTrigger asChild disabled={disabled}>
                  <button
                    type="button"
                    className={cn(photoTool, 'absolute top-1 right-1')}
                    aria-label={`Move photo ${index + 1} of ${name}`}
                  >
                    <ArrowRightLeft aria-hidden className="size-3.5" />
                  </button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="start">
                  <DropdownMenuLabel className="text-xs font-semibold text-muted-foreground">
                    Move to…
                  </DropdownMenuLabel>
                  {others.map((target) => (
                    <DropdownMenuItem
                      key={target.id}
                      disabled={!hasRoomFor(target.draft, 1)}
                      onSelect={() => onMovePhoto(photo.id, target.id)}
                    >
                      {targetLabel(target)}
                    </DropdownMenuItem>
                  ))}
                  {draft.photos.length > 1 ? (
                    <>
                      {others.length ? <DropdownMenuSeparator /> : null}
                      <DropdownMenuItem onSelect={() => onMovePhotoToNew(photo.id)}>
                        New item
                      </DropdownMenuItem>
                    </>
                  ) : null}
                </DropdownMenuContent>
              </DropdownMenu>
            ) : null}
          </li>
        ))}
      </ul>

      {!draft.isAnalyzed ? (
        <Spinner className="size-4" label="Analyzing…" />
      ) : draft.analysisError ? (
        <p className="flex items-start gap-2 rounded-xl bg-accent px-3 py-2 text-sm">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-danger dark:text-red-400" />
          <span>
            {DRAFT_ANALYSIS_FAILED_REVIEW}
            {draft.analysisError !== DRAFT_ANALYSIS_FAILED ? (
              <span className="block text-muted-foreground">{draft.analysisError}</span>
            ) : null}
          </span>
        </p>
      ) : null}

      {draft.isEditing ? (
        <DraftEditForm id={formId} draft={draft} disabled={disabled} onEdit={onEdit} />
      ) : (
        <DraftDetails draft={draft} />
      )}

      {problems.length ? (
        <ul aria-label={`What ${name} needs before publishing`} className="grid gap-1 text-sm font-medium">
          {problems.map((problem) => (
            <li key={problem} className="text-danger dark:text-red-400">
              {problem}
            </li>
          ))}
        </ul>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={draft.isEditing}
          aria-controls={draft.isEditing ? formId : undefined}
          disabled={disabled || !draft.isAnalyzed}
          onClick={() => onEdit({ isEditing: !draft.isEditing })}
        >
          <Pencil aria-hidden className="size-3.5" />
          {draft.isEditing ? 'Done' : 'Edit'}
        </Button>
        <Button
          variant="soft"
          size="sm"
          disabled={disabled || !draft.isAnalyzed || reanalyzing || !draft.title.trim()}
          onClick={onReanalyze}
        >
          {reanalyzing ? <Spinner className="size-3.5" /> : <Sparkles aria-hidden className="size-3.5" />}
          Reanalyze
        </Button>
      </div>
    </Card>
  );
}

function targetLabel(target: DraftTarget): string {
  const title = target.draft.title.trim();
  return title ? `${target.name}: ${title}` : target.name;
}

function DraftDetails({ draft }: { draft: BulkDraft }) {
  if (!draft.isAnalyzed) return null;
  const facts: Array<[string, string]> = [
    ['Category', draft.category ? categoryDisplayName(draft.category) : '—'],
    ['Condition', draft.condition ? conditionLabels[draft.condition] : '—'],
    ['Size', draft.size.trim() || '—'],
    // No value is not a price of $0: the member sets one (the notes say why none was suggested).
    ['Value', draft.valueCents > 0 ? formatCents(draft.valueCents) : '—'],
    ['Brand', draft.brand.trim() || '—'],
  ];
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term} className="grid min-w-0 gap-0.5">
            <dt className="text-xs text-muted-foreground">{term}</dt>
            <dd className="truncate font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {draft.description.trim() ? (
        <p className="line-clamp-3 text-sm whitespace-pre-line text-muted-foreground">{draft.description}</p>
      ) : null}
      {draft.analysisNotes.length > 0 ? (
        <ul className="grid gap-0.5 text-xs text-muted-foreground" aria-label="What the analysis found">
          {draft.analysisNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
