import type { Item } from '@swapyard/domain/items';
import { Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { useAnalyzeItem } from '../../api/analyze-item';
import { useUpdateItem } from '../../api/update-item';
import { useItemForm } from '../../hooks/use-item-form';
import { fieldProblems } from '../../lib/item-form';
import { editFormProblem, editReanalysisKeeps, toEditForm, toUpdateItemBody } from '../../lib/item-detail';
import { ItemDetailsFields } from '../item-details-fields';

const FORM_ID = 'edit-item-form';

/** The owner's edit form (the upload form's fields), with AI Reanalyze from the title. Mounted fresh on each open. */
export function EditItemDialogContent({ item, onDone }: { item: Item; onDone: () => void }) {
  const { values: form, change, suggest } = useItemForm(() => toEditForm(item));
  const update = useUpdateItem(item.id);
  const analyze = useAnalyzeItem();

  const reanalyze = () => {
    const title = form.title.trim();
    if (!title) return void toast.error('Please enter a title for AI analysis');
    const currentDescription = form.description.trim() ? form.description : undefined;
    analyze.mutate(
      { titleOnly: true, title, ...(currentDescription ? { currentDescription } : {}) },
      {
        onSuccess: (result) => {
          suggest(result, (_, r) => editReanalysisKeeps(r));
          toast.success('Analysis complete', { description: 'Item details updated based on title' });
        },
        onError: (error) => toast.error(`Failed to analyze item: ${errorMessage(error)}`),
      },
    );
  };

  // As in the upload form: once saving was tried, every failing field is marked until it passes.
  const [checked, setChecked] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const problem = editFormProblem(form);
    if (problem) return void toast.error(problem.title, { description: problem.description });
    update.mutate(toUpdateItemBody(form, item), {
      onSuccess: () => {
        toast.success('Item updated successfully');
        onDone();
      },
      onError: (error) => toast.error(`Failed to update item: ${errorMessage(error)}`),
    });
  };

  const busy = update.isPending || analyze.isPending;
  return (
    <DialogContent className="flex max-h-[84dvh] max-w-2xl flex-col">
      <div className="grid gap-1 border-b border-border px-6 pt-5 pb-4 pr-14">
        <DialogTitle>Edit item</DialogTitle>
        <DialogDescription>Change the details buyers see. Photos are edited on their own.</DialogDescription>
      </div>
      <form id={FORM_ID} noValidate onSubmit={onSubmit} className="grid gap-5 overflow-y-auto px-6 py-5">
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-primary-soft px-4 py-3 text-sm text-primary-soft-foreground">
          <span>Let AI fill in the details from the title.</span>
          <Button type="button" variant="secondary" size="sm" onClick={reanalyze} disabled={busy}>
            {analyze.isPending ? (
              <Spinner className="size-3.5" />
            ) : (
              <Sparkles aria-hidden className="size-3.5" />
            )}
            AI Reanalyze
          </Button>
        </div>
        <ItemDetailsFields
          values={form}
          onChange={change}
          disabled={busy}
          errors={checked ? fieldProblems(form) : {}}
        />
      </form>
      <div className="flex justify-end gap-2 border-t border-border px-6 py-4">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" form={FORM_ID} disabled={busy}>
          {update.isPending ? <Spinner className="size-4" /> : null}
          Save changes
        </Button>
      </div>
    </DialogContent>
  );
}
