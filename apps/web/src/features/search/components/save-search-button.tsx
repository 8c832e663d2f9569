import { appRoutes } from '@swapyard/domain/routes';
import { MAX_SAVED_SEARCH_NAME_LENGTH, SAVED_SEARCH_TEXTS } from '@swapyard/domain/saved-searches';
import { BellPlus } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useSaveSearch } from '../api/saved-searches';
import { searchQueryOf, type SearchState } from '../lib/search-params';

/**
 * 'Save this search' (docs/product/search.md, "Saved searches"): the page's query, filters and sort under a name
 * the member may change. A visitor is asked to sign in.
 */
export function SaveSearchButton({
  state,
  suggestedName,
  signedIn,
}: {
  state: SearchState;
  suggestedName: string;
  signedIn: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(suggestedName);
  const save = useSaveSearch();
  // A second press while the first is on its way sends nothing.
  const sending = useRef(false);

  if (!signedIn) {
    return (
      <Button asChild variant="secondary">
        <Link to={appRoutes.auth}>
          <BellPlus aria-hidden className="size-4" />
          Save this search
        </Link>
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    save.mutate(
      { name, query: searchQueryOf(state) },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(SAVED_SEARCH_TEXTS.saved, { description: SAVED_SEARCH_TEXTS.savedText });
        },
        onError: (error) => toast.error('Could not save the search', { description: errorMessage(error) }),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setName(suggestedName);
          setOpen(true);
        }}
      >
        <BellPlus aria-hidden className="size-4" />
        Save this search
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-md">
          <DialogTitle>Save this search</DialogTitle>
          <DialogDescription>Its words, filters and order, under a name of your choice.</DialogDescription>
          <form onSubmit={submit} className="mt-4 grid gap-4">
            <FormField
              label="Name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={MAX_SAVED_SEARCH_NAME_LENGTH}
              required
            />
            <div className="flex justify-end gap-2">
              <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={save.isPending || !name.trim()}>
                {save.isPending ? <Spinner className="size-4" /> : null}
                Save
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
